import assert from 'node:assert/strict';
import { test } from 'node:test';

/** Lower-case words joined by hyphens, for URLs. */
function slugify(title) {
  return title.toLowerCase().split(/\s+/).filter(Boolean).join('-');
}

// Check: node's built-in runner runs these with `node --test` or when the file is run directly.
test('joins words with hyphens', () => {
  assert.equal(slugify('Hello World'), 'hello-world');
});

test('collapses extra spaces', () => {
  assert.equal(slugify('  a   b '), 'a-b');
});

test('an empty title gives an empty slug', () => {
  assert.equal(slugify(''), '');
});

test('rejects a missing title', () => {
  assert.throws(() => slugify(undefined), TypeError);
});
