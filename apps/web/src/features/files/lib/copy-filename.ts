/**
 * A free filename for "copy my version to a new file": `src/app.js` → `src/app (my copy).js`,
 * then `src/app (my copy 2).js` … avoiding names already taken (compared case-insensitively).
 */
export function copyFilename(filename: string, taken: readonly string[]): string {
  const used = new Set(taken.map((name) => name.toLowerCase()));
  const slash = filename.lastIndexOf('/');
  const folder = filename.slice(0, slash + 1);
  const name = filename.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  for (let index = 1; ; index++) {
    const suffix = index === 1 ? ' (my copy)' : ` (my copy ${index})`;
    const candidate = `${folder}${stem}${suffix}${extension}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
