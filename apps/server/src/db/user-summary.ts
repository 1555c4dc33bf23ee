import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbExecutor } from './client.ts';
import { column, decodeColumn, firstRowOf, qualified, userSummaryColumn, type RowOf } from './rows.ts';

// A user's public name: the profile, created with the account (#35), is the only source, so a
// username is never shown for two people. An account made outside the auth server (the seeded
// library account) has no row: its sign-up metadata stands in.
const fromProfile = (field: string) =>
  sql.raw(`case when summary_profile.user_id is null then nullif(summary_user.raw_user_meta_data->>'${field}', '')
    else nullif(summary_profile.${field}, '') end`);
const username = fromProfile('username');
const fullName = fromProfile('full_name');
// What displayName (packages/shared) falls back to last: the part of the address before "@".
const emailName = sql`nullif(split_part(summary_user.email, '@', 1), '')`;
const avatarUrl = sql`summary_profile.avatar_url`;

/**
 * A SQL expression giving `{id, username, full_name, email_name, avatar_url}` as JSON for the user whose id is
 * `userIdExpression`: how other people see a user next to their projects, files and reviews.
 */
export function userSummaryJson(userIdExpression: SQL): SQL {
  return sql`(select json_build_object('id', summary_user.id, 'username', ${username}, 'full_name', ${fullName},
      'email_name', ${emailName}, 'avatar_url', ${avatarUrl})
    from auth_users summary_user left join profiles summary_profile on summary_profile.user_id = summary_user.id
    where summary_user.id = ${userIdExpression})`;
}

/**
 * `userSummaryJson` written compactly (`row_to_json`, no spaces after colons): for answers
 * serialised by PostgreSQL, whose text goes out as it is. `avatarSeed` adds the user's id as the
 * seed of their drawn avatar, as the community board shows authors.
 */
export function userSummaryCompactJson(userIdExpression: SQL, { avatarSeed = false } = {}): SQL {
  const seed = avatarSeed ? sql`, summary_user.id as avatar_seed` : sql``;
  return sql`(select row_to_json(summary) from (select summary_user.id, ${username} as username, ${fullName} as full_name,
    ${emailName} as email_name, ${avatarUrl} as avatar_url${seed}
    from auth_users summary_user left join profiles summary_profile on summary_profile.user_id = summary_user.id
    where summary_user.id = ${userIdExpression}) summary)`;
}

/** A user's public name as other people see it. */
export type UserSummary = RowOf<{ user: typeof userSummaryColumn }>['user'];

const nullableSummary = decodeColumn(column.nullable(userSummaryColumn), 'user summary');

/**
 * The public name of the user in `userId` (null when the column is null) as a typed, checked
 * field of a builder select.
 */
export function userSummary(userId: AnyColumn): SQL<UserSummary | null> {
  const id = qualified(userId);
  return sql<UserSummary | null>`case when ${id} is null then null else ${userSummaryJson(id)} end`.mapWith(
    nullableSummary,
  );
}

/** The id of the user with this username (case-insensitive), or null. */
export async function findUserIdByUsername(db: DbExecutor, name: string): Promise<string | null> {
  const result = await db.execute(sql`
    select summary_user.id from auth_users summary_user left join profiles summary_profile on summary_profile.user_id = summary_user.id
    where lower(${username}) = lower(${name.trim()})
    order by summary_profile.user_id is null, summary_user.created_at
    limit 1`);
  return firstRowOf(result, { id: column.text })?.id ?? null;
}
