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

// Letters whose spoken name starts with a vowel sound: "an EXE", "an MP3", "an SVG".
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX');

/** A file type's name read as letters with its article: "an EXE file", "a PNG file". */
export function fileTypeLabel(extension: string): string {
  const name = extension.toUpperCase();
  return `${VOWEL_SOUND_LETTERS.has(name.charAt(0)) ? 'an' : 'a'} ${name} file`;
}
