/** The address the written docs use in code samples; shown as the address the site runs at. */
export const SAMPLE_ORIGIN = 'http://127.0.0.1:3000';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `html` with every sample address replaced by `origin` (HTML-escaped), so samples run as shown. */
export function withSiteOrigin(html: string, origin: string): string {
  if (origin === SAMPLE_ORIGIN || !html.includes(SAMPLE_ORIGIN)) return html;
  const safe = origin.replace(/[&<>"']/g, (char) => escapes[char]!);
  return html.replaceAll(SAMPLE_ORIGIN, safe);
}
