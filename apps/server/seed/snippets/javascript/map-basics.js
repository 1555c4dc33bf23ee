/**
 * How often each word occurs, in a Map: unlike a plain object, a Map keeps insertion order, takes
 * any key and has no inherited keys such as "constructor".
 */
function wordCounts(text) {
  const counts = new Map();
  for (const word of text.toLowerCase().split(/\s+/).filter(Boolean)) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** A new object with both; keys of overrides win. */
function merged(defaults, overrides) {
  return { ...defaults, ...overrides };
}

/** Values become keys, with Object.entries and Object.fromEntries. */
function inverted(object) {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [value, key]));
}

/** A value with a default when the key is missing (?? keeps 0 and '' as they are). */
function priceOf(prices, item) {
  return prices[item] ?? 0;
}

// Check: each function on a known input.
const counts = wordCounts('the cat the hat');
if (counts.get('the') !== 2 || counts.size !== 3) throw new Error('wordCounts');
if (JSON.stringify(merged({ a: 1, b: 2 }, { b: 3 })) !== '{"a":1,"b":3}') throw new Error('merged');
if (inverted({ x: 'one' }).one !== 'x') throw new Error('inverted');
if (priceOf({ tea: 0 }, 'tea') !== 0 || priceOf({}, 'coffee') !== 0) throw new Error('priceOf');
for (const [word, count] of counts) console.log(word, count);
