/** The characters of text in reverse order (spread keeps emoji and other astral characters whole). */
function reverseString(text) {
  return [...text].reverse().join('');
}

/** The first letter upper-case, the rest as it was. */
function capitalize(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The words of text, split on any run of whitespace. */
function words(text) {
  return text.trim().split(/\s+/).filter(Boolean);
}

/** A fixed-width line with a template literal and padding: "ada       9.50". */
function scoreLine(name, score) {
  return `${name.padEnd(10)}${score.toFixed(2)}`;
}

// Check: each function on a known input.
console.assert(reverseString('hello') === 'olleh');
if (capitalize('hello') !== 'Hello') throw new Error('capitalize');
if (words('  to be  or ').join('|') !== 'to|be|or') throw new Error('words');
if (scoreLine('ada', 9.5) !== 'ada       9.50') throw new Error('scoreLine');
if (!'Hello'.toLowerCase().includes('ell') || 'a,b'.split(',').length !== 2) throw new Error('builtins');
console.log('string basics ok');
