import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dataExportChunks, dataExports } from '../../db/schema/index.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * A new export for the person, replacing a finished, failed or expired one; undefined while one
 * is still queued or building (the unique index on user_id makes that hold across servers).
 */
export async function insertExport(db: Db, userId: string, fileName: string): Promise<DataExportRow | undefined> {
  return db.transaction(async (tx) => {
    await tx
      .delete(dataExports)
      .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['ready', 'failed', 'expired'])));
    const [row] = await tx
      .insert(dataExports)
      .values({ userId, fileName })
      .onConflictDoNothing({ target: dataExports.userId })
      .returning();
    return row;
  });
}

export async function findExportOf(db: Db, userId: string): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, userId)).limit(1);
  return row;
}

export async function deleteExport(db: Db, id: string): Promise<void> {
  await db.delete(dataExports).where(eq(dataExports.id, id));
}

/**
 * Marks the export as building and drops what an earlier, interrupted attempt wrote; undefined
 * when the export is gone (account deleted) or no longer waiting to be built.
 */
export async function startBuilding(db: Db, id: string): Promise<DataExportRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(dataExports)
      .set({ status: 'building', entries: 0 })
      .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['queued', 'building'])))
      .returning();
    if (row) await tx.delete(dataExportChunks).where(eq(dataExportChunks.exportId, id));
    return row;
  });
}

export async function appendChunk(db: Db, exportId: string, seq: number, content: Buffer): Promise<void> {
  await db.insert(dataExportChunks).values({ exportId, seq, content });
}

export async function recordEntries(db: Db, id: string, entries: number): Promise<void> {
  await db.update(dataExports).set({ entries }).where(eq(dataExports.id, id));
}

/** The archive is complete: downloadable for `validHours` from now. */
export async function finishExport(
  db: Db,
  id: string,
  sizeBytes: number,
  entries: number,
  validHours: number,
): Promise<void> {
  await db
    .update(dataExports)
    .set({
      status: 'ready',
      sizeBytes,
      entries,
      readyAt: sql`now()`,
      expiresAt: sql`now() + ${validHours} * interval '1 hour'`,
    })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')));
}

export async function failExport(db: Db, id: string, error: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(dataExports)
      .set({ status: 'failed', error })
      .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['queued', 'building'])));
    await tx.delete(dataExportChunks).where(eq(dataExportChunks.exportId, id));
  });
}

/** Ready exports past their time become `expired` and their bytes are deleted; answers how many. */
export async function expireExports(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(dataExports)
      .set({ status: 'expired' })
      .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, sql`now()`)))
      .returning({ id: dataExports.id });
    if (expired.length > 0) {
      await tx.delete(dataExportChunks).where(
        inArray(
          dataExportChunks.exportId,
          expired.map((row) => row.id),
        ),
      );
    }
    return expired.length;
  });
}

/** True while the export's time has not run out (by the database's clock, which every server shares). */
export async function stillValid(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), sql`${dataExports.expiresAt} > now()`));
  return rows.length > 0;
}

/** One stored piece of the archive, or undefined past the last. */
export async function readChunk(db: Db, exportId: string, seq: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ content: dataExportChunks.content })
    .from(dataExportChunks)
    .where(and(eq(dataExportChunks.exportId, exportId), eq(dataExportChunks.seq, seq)));
  return row?.content;
}
