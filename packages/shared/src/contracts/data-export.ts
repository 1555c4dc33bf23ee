import { z } from 'zod';
import { text } from './common.ts';

/** How long a finished "Download my data" export can be downloaded. */
export const DATA_EXPORT_VALID_HOURS = 24;

export const DATA_EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed', 'expired'] as const;

/** A person's "Download my data" export as the profile shows it. */
export const DataExportSchema = z.object({
  id: text(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** Files written into the archive so far (while building) or in all (when ready). */
  entries: z.number().int(),
  file_name: text(),
  size_bytes: z.number().int().nullable(),
  error: text().nullable(),
  requested_at: text(),
  ready_at: text().nullable(),
  expires_at: text().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;

/** `GET /api/account/export`: the latest export, or null when none was asked for. */
export const DataExportStateSchema = z.object({ export: DataExportSchema.nullable() });
export type DataExportState = z.infer<typeof DataExportStateSchema>;
