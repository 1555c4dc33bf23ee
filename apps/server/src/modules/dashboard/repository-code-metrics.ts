import type { CodeMetrics, FileScore, ReviewRatings } from '@hammurabi/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { column, rowsOf } from '../../db/rows.ts';

/** How many recent review scores the trend shows, and how many weakest files are listed. */
export const CODE_METRICS_LIMITS = { trend: 10, lowest: 3 } as const;

const RATING_KEYS = ['clarity', 'justice', 'reliability', 'maintainability', 'governance'] as const;

// The user's projects: owned or shared with them.
const myProjects = (userId: string) => sql`
  select p.id, p.title from projects p
  where p.owner_id = ${userId}
     or exists (select 1 from project_collaborators c where c.project_id = p.id and c.user_id = ${userId})`;

// The ratings are read as the review stored them; averageRatings keeps only complete sets.
const latestShape = {
  file_id: column.text,
  project_id: column.text,
  filename: column.text,
  project_title: column.text,
  score: column.integer,
  ratings: column.json<Partial<Record<keyof ReviewRatings, unknown>> | null>(),
  completed_at: column.timestamp,
};

const trendShape = { review_id: column.text, score: column.integer, completed_at: column.timestamp };

const iso = (value: Date) => value.toISOString();

/** The five ratings averaged over the reviews that carry all of them, rounded; null when none do. */
export function averageRatings(
  rows: Array<{ ratings: Partial<Record<keyof ReviewRatings, unknown>> | null }>,
): ReviewRatings | null {
  const rated = rows
    .map((row) => row.ratings)
    .filter((ratings): ratings is Record<keyof ReviewRatings, number> =>
      RATING_KEYS.every((key) => typeof ratings?.[key] === 'number'),
    );
  if (rated.length === 0) return null;
  const average = (key: keyof ReviewRatings) =>
    Math.round(rated.reduce((sum, ratings) => sum + ratings[key], 0) / rated.length);
  return {
    clarity: average('clarity'),
    justice: average('justice'),
    reliability: average('reliability'),
    maintainability: average('maintainability'),
    governance: average('governance'),
  };
}

/**
 * Code Metrics of the dashboard from the latest completed AI review of each of the user's files.
 * Raw SQL: `distinct on` over the user's projects picks each file's latest review in the database.
 */
export async function codeMetrics(db: DbExecutor, userId: string): Promise<CodeMetrics> {
  const latest = await db.execute(sql`
    with mine as (${myProjects(userId)}),
    latest as (
      select distinct on (r.file_id) r.file_id, r.project_id, r.score,
             r.review_content -> 'ratings' as ratings, r.completed_at
      from code_reviews r join mine m on m.id = r.project_id
      where r.reviewer_type = 'ai' and r.status = 'completed' and r.score is not null
      order by r.file_id, r.completed_at desc)
    select l.*, f.filename, m.title as project_title
    from latest l join project_files f on f.id = l.file_id join mine m on m.id = l.project_id`);
  const rows = rowsOf(latest, latestShape);
  const trend = await db.execute(sql`
    with mine as (${myProjects(userId)})
    select r.id as review_id, r.score, r.completed_at from code_reviews r join mine m on m.id = r.project_id
    where r.reviewer_type = 'ai' and r.status = 'completed' and r.score is not null
    order by r.completed_at desc limit ${CODE_METRICS_LIMITS.trend}`);
  const lowest: FileScore[] = [...rows]
    .sort((left, right) => left.score - right.score || left.filename.localeCompare(right.filename))
    .slice(0, CODE_METRICS_LIMITS.lowest)
    .map((row) => ({
      file_id: row.file_id,
      project_id: row.project_id,
      filename: row.filename,
      project_title: row.project_title,
      score: row.score,
      reviewed_at: iso(row.completed_at),
    }));
  return {
    reviewed_files: rows.length,
    average_score: rows.length === 0 ? null : Math.round(rows.reduce((sum, row) => sum + row.score, 0) / rows.length),
    ratings: averageRatings(rows),
    trend: rowsOf(trend, trendShape)
      .map((row) => ({ review_id: row.review_id, score: row.score, completed_at: iso(row.completed_at) }))
      .reverse(),
    lowest,
  };
}
