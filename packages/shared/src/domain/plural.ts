/**
 * A count with its noun in the right number: `countLabel(1, 'day')` is "1 day",
 * `countLabel(2, 'day')` "2 days"; irregular plurals are passed in.
 */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${pluralNoun(count, singular, plural)}`;
}

/** The noun alone, singular for exactly one (and minus one), plural otherwise, including zero. */
export function pluralNoun(count: number, singular: string, plural = `${singular}s`): string {
  return Math.abs(count) === 1 ? singular : plural;
}
