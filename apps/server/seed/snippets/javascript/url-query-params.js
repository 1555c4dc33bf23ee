/**
 * Builds a URL with query parameters, skipping empty values and repeating keys for arrays.
 * URLSearchParams does the percent-encoding, so values with spaces or & are safe.
 */
function withQuery(base, params) {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null && item !== '') url.searchParams.append(key, String(item));
    }
  }
  return url.toString();
}

/** Reads a query string into an object; repeated keys become arrays. */
function readQuery(search) {
  const result = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (key in result) result[key] = [].concat(result[key], value);
    else result[key] = value;
  }
  return result;
}

const link = withQuery('https://example.com/snippets', { q: 'binary search', tag: ['go', 'sort'], page: '' });
if (link !== 'https://example.com/snippets?q=binary+search&tag=go&tag=sort') throw new Error(link);
const parsed = readQuery(new URL(link).search);
if (parsed.tag.length !== 2 || parsed.q !== 'binary search') throw new Error('parse failed');
console.log(link);
