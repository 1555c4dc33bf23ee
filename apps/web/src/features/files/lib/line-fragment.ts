/**
 * The line an address fragment points at: `#L12` or `#L4-L9` (the assistant's line links) → the
 * first line; anything else → null.
 */
export function lineOfFragment(hash: string): number | null {
  const match = /^#L(\d{1,7})(?:-L\d{1,7})?$/.exec(hash);
  const line = match ? Number(match[1]) : 0;
  return line >= 1 ? line : null;
}
