/** True for addresses the single-page app routes itself (not the API or its OpenAPI viewer). */
export function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !/^\/(api|auth)(\/|$)/.test(href);
}
