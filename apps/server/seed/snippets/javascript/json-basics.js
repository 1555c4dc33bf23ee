/** A JSON value from text, or a readable error instead of JSON.parse's SyntaxError deep in a stack. */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`not JSON: ${error.message}`, { cause: error });
  }
}

/** Readable JSON: two-space indentation. Dates become ISO strings; undefined and functions are dropped. */
function toJson(value) {
  return JSON.stringify(value, null, 2);
}

/** A deep copy of plain data (structuredClone also copies Dates, Maps and Sets). */
function deepCopy(value) {
  return structuredClone(value);
}

// Check: parse, fail readably, stringify and copy.
const user = parseJson('{"name": "Ada", "tags": ["math"]}');
if (user.tags[0] !== 'math') throw new Error('parseJson');
try {
  parseJson('{oops}');
  throw new Error('expected a failure');
} catch (error) {
  if (!error.message.startsWith('not JSON')) throw error;
}
if (!toJson({ a: 1 }).includes('\n  "a": 1')) throw new Error('toJson');
const copy = deepCopy(user);
copy.tags.push('logic');
if (user.tags.length !== 1) throw new Error('deepCopy');
console.log(toJson(user));
