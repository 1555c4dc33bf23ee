import { and, desc, eq, sql } from 'drizzle-orm';
import type { SeverityCounts } from '@hammurabi/shared';
import type { DbExecutor as Db } from '../../db/client.ts';
import type { CurrentFile } from '../files/service.ts';
import {
  projectLawSettings,
  projectReleaseFiles,
  projectReleases,
  type StoredLawChoices,
} from '../../db/schema/index.ts';
import { column, decodeColumn, qualified } from '../../db/rows.ts';
import { userSummary, type UserSummary } from '../../db/user-summary.ts';

/** A project's stored law settings row. */
export interface LawSettingsRecord {
  profile: 'strict' | 'standard' | 'custom';
  choices: StoredLawChoices;
  updatedAt: Date;
}

export async function findLawSettings(db: Db, projectId: string): Promise<LawSettingsRecord | null> {
  const [row] = await db
    .select({
      profile: projectLawSettings.profile,
      choices: projectLawSettings.choices,
      updatedAt: projectLawSettings.updatedAt,
    })
    .from(projectLawSettings)
    .where(eq(projectLawSettings.projectId, projectId));
  return row ?? null;
}

/** Creates or replaces the project's settings (the last writer's complete choice wins; nothing is merged). */
export async function upsertLawSettings(
  db: Db,
  projectId: string,
  userId: string,
  profile: LawSettingsRecord['profile'],
  choices: StoredLawChoices,
): Promise<void> {
  await db
    .insert(projectLawSettings)
    .values({ projectId, profile, choices, updatedBy: userId })
    .onConflictDoUpdate({
      target: projectLawSettings.projectId,
      set: { profile, choices, updatedBy: userId, updatedAt: sql`now()` },
    });
}

/** What a release records. */
export interface NewRelease {
  projectId: string;
  userId: string;
  environment: 'staging';
  profile: LawSettingsRecord['profile'];
  status: 'deployed' | 'blocked';
  statusText: string;
  files: (CurrentFile & { counts: SeverityCounts })[];
}

/**
 * Stores a release with the next number of its project. The project's release lock is held for
 * the transaction, so two deploys at once get consecutive numbers instead of colliding.
 */
export async function insertRelease(db: Db, release: NewRelease): Promise<string> {
  return db.transaction(async (transaction) => {
    await transaction.execute(sql`select pg_advisory_xact_lock(hashtext(${`release:${release.projectId}`}))`);
    const [next] = await transaction
      .select({ value: sql<number>`coalesce(max(${projectReleases.number}), 0) + 1` })
      .from(projectReleases)
      .where(eq(projectReleases.projectId, release.projectId));
    const [row] = await transaction
      .insert(projectReleases)
      .values({
        projectId: release.projectId,
        number: Number(next?.value ?? 1),
        environment: release.environment,
        profile: release.profile,
        status: release.status,
        statusText: release.statusText,
        createdBy: release.userId,
      })
      .returning({ id: projectReleases.id });
    if (!row) throw new Error('The release was not stored.');
    if (release.files.length > 0) {
      await transaction.insert(projectReleaseFiles).values(
        release.files.map((file, position) => ({
          releaseId: row.id,
          position,
          fileId: file.id,
          filename: file.filename,
          language: file.language,
          version: file.version,
          content: file.content,
          counts: file.counts,
        })),
      );
    }
    return row.id;
  });
}

/** A release row as the API presents it, files without content. */
export interface ReleaseRecord {
  id: string;
  project_id: string;
  number: number;
  environment: 'staging';
  profile: LawSettingsRecord['profile'];
  status: 'deployed' | 'blocked';
  status_text: string;
  created_at: Date;
  created_by: UserSummary | null;
  files: {
    file_id: string | null;
    filename: string;
    language: string;
    version: number;
    counts: SeverityCounts;
    content?: string;
  }[];
}

const countsColumn = column.object({
  Critical: column.integer,
  Major: column.integer,
  Minor: column.integer,
  Trivial: column.integer,
});

function releaseFilesColumn(withContent: boolean) {
  const file = {
    file_id: column.nullable(column.text),
    filename: column.text,
    language: column.text,
    version: column.integer,
    counts: countsColumn,
  };
  return column.array(column.object(withContent ? { ...file, content: column.text } : file));
}

const releaseFiles = { summary: releaseFilesColumn(false), withContent: releaseFilesColumn(true) };

// The files travel as one JSON array per release (json_agg), so a list of releases is one round
// trip; the array is decoded and checked like a row.
function releaseColumns(withContent: boolean) {
  const files = sql`coalesce((select json_agg(json_build_object(
      'file_id', f.file_id, 'filename', f.filename, 'language', f.language, 'version', f.version,
      'counts', f.counts ${withContent ? sql`, 'content', f.content` : sql``}) order by f.position)
    from ${projectReleaseFiles} f where f.release_id = ${qualified(projectReleases.id)}), '[]'::json)`;
  return {
    id: projectReleases.id,
    project_id: projectReleases.projectId,
    number: projectReleases.number,
    environment: projectReleases.environment,
    profile: projectReleases.profile,
    status: projectReleases.status,
    status_text: projectReleases.statusText,
    created_at: projectReleases.createdAt,
    created_by: userSummary(projectReleases.createdBy),
    files: files.mapWith(
      decodeColumn<ReleaseRecord['files']>(withContent ? releaseFiles.withContent : releaseFiles.summary, 'files'),
    ),
  };
}

/** The project's releases, newest first. */
export async function listReleases(db: Db, projectId: string): Promise<ReleaseRecord[]> {
  return db
    .select(releaseColumns(false))
    .from(projectReleases)
    .where(eq(projectReleases.projectId, projectId))
    .orderBy(desc(projectReleases.number));
}

/** One release of the project with its files' content, or null. */
export async function findRelease(db: Db, projectId: string, releaseId: string): Promise<ReleaseRecord | null> {
  const [row] = await db
    .select(releaseColumns(true))
    .from(projectReleases)
    .where(and(eq(projectReleases.projectId, projectId), eq(projectReleases.id, releaseId)));
  return row ?? null;
}
