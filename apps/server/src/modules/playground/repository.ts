import { and, desc, eq, sql } from 'drizzle-orm';
import type { PlaygroundLanguage, PlaygroundTestCase } from '@hammurabi/shared';
import type { DbExecutor as Db } from '../../db/client.ts';
import { playgroundPrograms } from '../../db/schema/index.ts';

export type ProgramRecord = typeof playgroundPrograms.$inferSelect;

export interface ProgramFields {
  title: string;
  language: PlaygroundLanguage;
  code: string;
  testCases: PlaygroundTestCase[];
}

/** The caller's saved programs, most recently changed first. */
export function listOwnPrograms(db: Db, ownerId: string): Promise<ProgramRecord[]> {
  return db
    .select()
    .from(playgroundPrograms)
    .where(eq(playgroundPrograms.ownerId, ownerId))
    .orderBy(desc(playgroundPrograms.updatedAt))
    .limit(200);
}

/** One program by id, or null. */
export async function findProgram(db: Db, id: string): Promise<ProgramRecord | null> {
  const [row] = await db.select().from(playgroundPrograms).where(eq(playgroundPrograms.id, id));
  return row ?? null;
}

/** One program by its share slug, or null. */
export async function findProgramBySlug(db: Db, slug: string): Promise<ProgramRecord | null> {
  const [row] = await db.select().from(playgroundPrograms).where(eq(playgroundPrograms.shareSlug, slug));
  return row ?? null;
}

/** Stores a new program. */
export async function insertProgram(
  db: Db,
  ownerId: string,
  slug: string,
  fields: ProgramFields,
): Promise<ProgramRecord> {
  const [row] = await db
    .insert(playgroundPrograms)
    .values({ ownerId, shareSlug: slug, ...fields })
    .returning();
  return row!;
}

/**
 * Replaces a program only if it is still at `version`: one compare-and-set statement, so of two
 * writers that started from the same version exactly one wins and the other gets null.
 */
export async function updateProgram(
  db: Db,
  id: string,
  version: number,
  fields: ProgramFields,
): Promise<ProgramRecord | null> {
  const [row] = await db
    .update(playgroundPrograms)
    .set({ ...fields, version: sql`${playgroundPrograms.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(playgroundPrograms.id, id), eq(playgroundPrograms.version, version)))
    .returning();
  return row ?? null;
}

/** Deletes a program. */
export async function deleteProgram(db: Db, id: string): Promise<void> {
  await db.delete(playgroundPrograms).where(eq(playgroundPrograms.id, id));
}
