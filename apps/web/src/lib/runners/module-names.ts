/**
 * How a JavaScript program's `import` names a file of its project: only relative names
 * (`./utils.js`, `../lib/a.js`), resolved against the importing file's folder as a browser would.
 */

/** The project path `requested` names from the module `base`, or an error sentence. */
export function resolveModuleName(base: string, requested: string): { path: string } | { error: string } {
  if (!requested.startsWith('./') && !requested.startsWith('../')) {
    return {
      error: `Cannot import "${requested}": only the project's own files can be imported here, by a relative name such as "./utils.js".`,
    };
  }
  const parts = base.split('/').slice(0, -1);
  for (const part of requested.split('/')) {
    if (part === '..') {
      if (parts.length === 0) return { error: `Cannot import "${requested}" from ${base}: it leaves the project.` };
      parts.pop();
    } else if (part !== '.' && part !== '') {
      parts.push(part);
    }
  }
  return { path: parts.join('/') };
}
