// The content of a public page can travel inside its HTML as a JSON data block, which the server
// writes and the web app reads: JSON in a data block is neither downloaded as a script nor
// compiled as one, so a first visit runs less code.

/** The id of the data block in the HTML. */
export const ROUTE_DATA_ID = 'route-data';

/** The data key of the written page `slug` (its module `pages/<slug>` in the content package). */
export function writtenPageKey(slug: string): string {
  return `pages/${slug}`;
}

/** The data key of a lesson (its module `lessons/<level>/<slug>` in the content package). */
export function lessonKey(level: string, slug: string): string {
  return `lessons/${level}/${slug}`;
}

/**
 * The data block carrying `value` under `key`. `<`, `>` and `&` are written as JSON escapes, so
 * no text in the value can close the element or open a comment; JSON.parse reads them back.
 */
export function routeDataElement(key: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  const attribute = key.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<script type="application/json" id="${ROUTE_DATA_ID}" data-key="${attribute}">${json}</script>`;
}
