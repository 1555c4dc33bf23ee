/**
 * Server-side request forgery (SEC018): when does a URL built from parts have a host the sender
 * cannot choose? The host is fixed once constant text (or a trusted value such as a configured base)
 * has ended the authority with `/`, `?` or `#` before the first untrusted part:
 * `"https://api.example.com/items/" + id` is fixed, `"https://" + host + "/x"`, `base + path` with
 * `base` from the request, and `configuredBase + path` (no slash between, so `@evil.example`
 * could still change the host) are not. Format strings count up to their first placeholder.
 */
export const SSRF = 'SEC018';

/**
 * True when a taint's source can forge a server's request: the request and a caller's parameter.
 * The environment and the command line are the operator's, and a browser's own URL is the user's.
 */
export function forgesRequest(source: string): boolean {
  return /^the (request|parameter)\b/.test(source);
}

/** One piece of a URL as the host check sees it: constant text, an untrusted value, a URL whose host is fixed, anything else. */
export type UrlPart = { text: string } | 'untrusted' | 'parameter' | 'fixed' | 'trusted';

/** `%s`, `%v`, `%d`, `{}`, `{0}`, `{name}`: where a format string takes its arguments. */
const PLACEHOLDER = /%[-#+ 0-9.*]*[a-zA-Z]|\{[^{}]*\}/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Stands for a trusted value of unknown text (a configured base URL). */
const TRUSTED = '\u0000';

/** True when text written at the start of a URL has already decided its host. */
export function endsAuthority(text: string): boolean {
  if (text.startsWith(TRUSTED)) return /[/?#]/.test(text);
  const rest = text.replace(SCHEME, '');
  if (rest.startsWith('//')) return /^\/\/[^/?#\\]+[/?#]/.test(rest);
  // A path on the same host (`/api/` + id); a scheme without `//` (`mailto:`) fixes nothing.
  return rest === text && /^\/(?![/\\])/.test(rest);
}

/** True when the URL made of these parts, in order, has a host no untrusted part can change. */
export function hostFixed(parts: readonly UrlPart[]): boolean {
  let text = '';
  for (const part of parts) {
    if (typeof part === 'object') {
      text += part.text;
      const placeholder = text.search(PLACEHOLDER);
      if (placeholder >= 0) return endsAuthority(text.slice(0, placeholder));
    } else if (part === 'untrusted') {
      return endsAuthority(text);
    } else if (part === 'parameter') {
      // A helper's parameter after its own base (`this.baseUrl + path`) is a path its callers choose.
      return text.startsWith(TRUSTED) || endsAuthority(text);
    } else if (part === 'fixed' && text === '') {
      // A URL whose host is already fixed, written first, keeps it fixed.
      return true;
    } else {
      text += TRUSTED;
    }
  }
  return true;
}
