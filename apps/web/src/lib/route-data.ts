import { ROUTE_DATA_ID } from '@hammurabi/shared';

let parsed: { key: string; value: unknown } | undefined;

/**
 * The value the server wrote into this document's HTML under `key` (a JSON data block, see
 * routeDataElement in the shared package), or undefined when the document has none or one for
 * another key. Parsed once and kept, so coming back to the page later reads it again.
 */
export function embeddedData<T>(key: string, root: Document = document): T | undefined {
  if (parsed?.key === key) return parsed.value as T;
  const element = root.getElementById(ROUTE_DATA_ID);
  if (!element || element.dataset.key !== key) return undefined;
  parsed = { key, value: JSON.parse(element.textContent ?? 'null') as unknown };
  return parsed.value as T;
}
