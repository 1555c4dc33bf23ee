import { Readable } from 'node:stream';
import { DATA_EXPORT_VALID_HOURS, type DataExport } from '@hammurabi/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobHandler, JobQueue } from '../../jobs/queue.ts';
import { ZipWriter } from './archive.ts';
import { writeAccount } from './content.ts';
import * as repo from './repository.ts';

export const DATA_EXPORT_JOB = 'data-export';

type Payload = { exportId: string };

function toExport(row: repo.DataExportRow): DataExport {
  return {
    id: row.id,
    status: row.status,
    entries: row.entries,
    file_name: row.fileName,
    size_bytes: row.sizeBytes,
    error: row.error,
    requested_at: row.requestedAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

/** The person's latest export, with a ready one past its time shown as expired. */
export async function exportState(db: Db, userId: string): Promise<DataExport | null> {
  const row = await repo.findExportOf(db, userId);
  if (!row) return null;
  if (row.status === 'ready' && row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
    await repo.expireExports(db);
    return toExport({ ...row, status: 'expired' });
  }
  return toExport(row);
}

/** Asks for a new export; 409 while one is being prepared. */
export async function requestExport(db: Db, jobs: JobQueue, userId: string): Promise<DataExport> {
  const day = new Date().toISOString().slice(0, 10);
  const row = await repo.insertExport(db, userId, `hammurabi-data-${day}.zip`);
  if (!row) {
    throw new AppError('conflict', 'Your data export is already being prepared. It will be ready in a few minutes.');
  }
  try {
    await jobs.enqueue(DATA_EXPORT_JOB, { exportId: row.id } satisfies Payload, { maxAttempts: 2 });
  } catch (error) {
    await repo.deleteExport(db, row.id);
    throw error;
  }
  return toExport(row);
}

/** The export's archive as a stream of its stored pieces, for its owner only, while it is valid. */
export async function openDownload(
  db: Db,
  userId: string,
  exportId: string,
): Promise<{ fileName: string; size: number; body: Readable }> {
  const row = await repo.findExportOf(db, userId);
  if (!row || row.id !== exportId) {
    throw new AppError('not_found', 'This download does not exist. Ask for a new export on your profile.');
  }
  if (row.status === 'expired' || (row.status === 'ready' && !(await repo.stillValid(db, row.id)))) {
    throw new AppError(
      'gone',
      `This download expired ${DATA_EXPORT_VALID_HOURS} hours after it was made. Ask for a new export on your profile.`,
    );
  }
  if (row.status !== 'ready' || row.sizeBytes === null) {
    throw new AppError('conflict', 'Your data export is not ready yet.');
  }
  async function* pieces() {
    for (let seq = 0; ; seq += 1) {
      const piece = await repo.readChunk(db, exportId, seq);
      if (!piece) return;
      yield piece;
    }
  }
  return { fileName: row.fileName, size: row.sizeBytes, body: Readable.from(pieces()) };
}

/** Builds the archive of one export (a background job on any server of the database). */
export function dataExportJobHandler(db: Db, log: FastifyBaseLogger): JobHandler<Payload> {
  return {
    async run({ exportId }, { signal }) {
      const row = await repo.startBuilding(db, exportId);
      // Gone (the account was deleted, or a newer export replaced it): nothing to do.
      if (!row) return undefined;
      let seq = 0;
      const zip = new ZipWriter(async (piece) => {
        if (signal.aborted) throw new Error('The export was stopped.');
        await repo.appendChunk(db, exportId, seq, piece);
        seq += 1;
      });
      const root = row.fileName.replace(/\.zip$/, '');
      let recorded = 0;
      await writeAccount(db, row.userId, zip, root, async () => {
        if (signal.aborted) throw new Error('The export was stopped.');
        if (zip.entries - recorded >= 1) {
          recorded = zip.entries;
          await repo.recordEntries(db, exportId, recorded);
        }
      });
      await zip.finish();
      await repo.finishExport(db, exportId, zip.size, zip.entries, DATA_EXPORT_VALID_HOURS);
      log.info({ exportId, bytes: zip.size, entries: zip.entries }, 'data export ready');
      return undefined;
    },
    async failed({ exportId }, reason) {
      await repo.failExport(db, exportId, `Your export could not be made: ${reason} Please ask for it again.`);
    },
  };
}

/** Deletes the bytes of exports past their time; every server runs it now and then. */
export async function sweepExpiredExports(db: Db): Promise<number> {
  return repo.expireExports(db);
}
