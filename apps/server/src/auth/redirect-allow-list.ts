/** A wildcard entry of AUTH_REDIRECT_URLS as a regular expression: `**` any text, `*` within one path segment. */
function patternOf(entry: string): RegExp {
  const escaped = entry
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/?#]*'),
    )
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

/**
 * Whether `target` is allowed by AUTH_REDIRECT_URLS: equal to an entry, below an entry that ends
 * in `/`, or matching an entry's wildcards. Targets with user info never match.
 */
export function matchesAllowList(target: URL, entries: readonly string[]): boolean {
  if (target.username || target.password) return false;
  const href = target.toString();
  return entries.some((entry) => {
    if (entry.includes('*')) return patternOf(entry).test(href);
    let allowed: URL;
    try {
      allowed = new URL(entry);
    } catch {
      return false;
    }
    if (allowed.origin !== target.origin) return false;
    if (href === allowed.toString()) return true;
    return allowed.pathname.endsWith('/') && target.pathname.startsWith(allowed.pathname);
  });
}
