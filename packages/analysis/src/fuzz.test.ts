/**
 * Hostile and random inputs through the whole engine for every language: each analysis must
 * finish with a result (never throw, never hang). How long each takes is printed by
 * bench/analysis-fuzz.bench.mjs; the server also stops any analysis that runs too long.
 */
import { describe, expect, it } from 'vitest';
import { analyzeCode } from './analyze.ts';
import { FUZZ_FILENAMES, HOSTILE_INPUTS } from './testing/hostile-inputs.ts';

describe('the engine on hostile and random input', () => {
  for (const [language, filename] of Object.entries(FUZZ_FILENAMES)) {
    it(`finishes every hostile input as ${language}`, () => {
      for (const [name, content] of Object.entries(HOSTILE_INPUTS)) {
        const result = analyzeCode({ filename, content });
        expect(result.score, `${name} as ${language}`).toBeGreaterThanOrEqual(0);
        expect(result.score, `${name} as ${language}`).toBeLessThanOrEqual(100);
      }
    }, 120_000);
  }
});
