import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [ago(0), 'just now'],
    [ago(59_999), 'just now'],
    [ago(MINUTE), '1 minute ago'],
    [ago(2 * MINUTE + 30_000), '2 minutes ago'],
    [ago(HOUR), '1 hour ago'],
    [ago(23 * HOUR), '23 hours ago'],
    [ago(DAY), '1 day ago'],
    [ago(6 * DAY), '6 days ago'],
    [ago(7 * DAY), '1 week ago'],
    [ago(29 * DAY), '4 weeks ago'],
    [ago(30 * DAY), '1 month ago'],
    [ago(364 * DAY), '12 months ago'],
    [ago(365 * DAY), '1 year ago'],
    [ago(3 * 365 * DAY), '3 years ago'],
  ])('%s → %s', (date, expected) => {
    expect(formatRelativeTime(date, now)).toBe(expected);
  });

  it('accepts ISO strings and epoch numbers', () => {
    expect(formatRelativeTime('2026-11-22T11:00:00Z', now)).toBe('1 hour ago');
    expect(formatRelativeTime(now.getTime() - 2 * DAY, now)).toBe('2 days ago');
  });

  it.each([null, undefined, '', 'not a date'])('shows N/A for %s', (value) => {
    expect(formatRelativeTime(value, now)).toBe('N/A');
  });

  it('shows just now for a date slightly in the future (clock skew)', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5_000), now)).toBe('just now');
  });
});
