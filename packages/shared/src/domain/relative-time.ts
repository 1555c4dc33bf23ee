import { countLabel } from './plural.ts';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const units: Array<[name: string, milliseconds: number]> = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/**
 * The relative "last updated" text: the largest fitting unit among year (365 days),
 * month (30 days), week, day, hour and minute, with a plural "s" and "ago"; "just now" under a
 * minute (and for clock skew into the future); "N/A" when there is no valid date.
 */
export function formatRelativeTime(value: string | number | Date | null | undefined, now: Date = new Date()): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return 'N/A';
  const elapsed = now.getTime() - time;
  for (const [name, size] of units) {
    if (elapsed >= size) {
      const count = Math.floor(elapsed / size);
      return `${countLabel(count, name)} ago`;
    }
  }
  return 'just now';
}
