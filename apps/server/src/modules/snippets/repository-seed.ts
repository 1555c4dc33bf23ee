import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authUsers, profiles, snippets } from '../../db/schema/index.ts';
import type { SnippetValues } from './repository.ts';

/** A seeded snippet as stored: public, owned by the library account, at a fixed slug. */
export type SeedSnippetRow = Omit<SnippetValues, 'visibility' | 'forkedFromId'> & { slug: string };

/** The library account that owns the seeds. */
export interface LibraryAccount {
  id: string;
  email: string;
  username: string;
  fullName: string;
}

/**
 * Creates the library account and its profile once, inserts each seed or updates it in place
 * when its text changed; one transaction under an advisory lock, so a second process waits.
 */
export async function storeSeedLibrary(
  db: Db,
  account: LibraryAccount,
  passwordHash: string,
  items: SeedSnippetRow[],
): Promise<void> {
  await db.transaction(async (transaction) => {
    await transaction.execute(sql`select pg_advisory_xact_lock(hashtext('hammurabi:seed-snippets'))`);
    await transaction
      .insert(authUsers)
      .values({
        id: account.id,
        email: account.email,
        encryptedPassword: passwordHash,
        userMetadata: { username: account.username, full_name: account.fullName },
      })
      .onConflictDoNothing();
    // Its profile reserves the name, as every account's does (#35); a name somebody took first stays theirs.
    await transaction
      .insert(profiles)
      .values({ userId: account.id, username: account.username, fullName: account.fullName })
      .onConflictDoNothing();
    if (items.length === 0) return;
    await transaction
      .insert(snippets)
      .values(
        items.map((item) => ({
          slug: item.slug,
          ownerId: account.id,
          title: item.title,
          description: item.description,
          code: item.code,
          language: item.language,
          category: item.category,
          tags: item.tags,
          visibility: 'public' as const,
        })),
      )
      .onConflictDoUpdate({
        target: snippets.slug,
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          code: sql`excluded.code`,
          category: sql`excluded.category`,
          tags: sql`excluded.tags`,
          updatedAt: sql`now()`,
        },
        // Only our own seeds, and only when something changed, so restarts write nothing.
        setWhere: sql`${snippets.ownerId} = ${account.id} and (${snippets.title}, ${snippets.description}, ${snippets.code}, ${snippets.category}, ${snippets.tags}) is distinct from (excluded.title, excluded.description, excluded.code, excluded.category, excluded.tags)`,
      });
  });
}
