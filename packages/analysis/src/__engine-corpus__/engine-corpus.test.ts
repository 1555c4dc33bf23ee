/**
 * The labelled security corpus (one file per language and family, `vuln` comments on the sink
 * lines): recall and false findings per language must not fall below the levels reached so far.
 * `npm run bench -- engine-corpus` prints the whole table.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scoreCorpus, totals } from './score.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const files = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder.name))
      .filter((name) => name.endsWith('.txt'))
      .map((name) => ({
        language: folder.name,
        name,
        content: fs.readFileSync(path.join(root, folder.name, name), 'utf8'),
      })),
  );
const scores = scoreCorpus(files);

/** Minimum recall and maximum false findings per language, raised as the engine improves. */
const THRESHOLDS: Record<string, { recall: number; falseFindings: number }> = {
  java: { recall: 0.95, falseFindings: 0 },
  javascript: { recall: 0.95, falseFindings: 0 },
  python: { recall: 0.95, falseFindings: 0 },
  typescript: { recall: 0.95, falseFindings: 0 },
  go: { recall: 0.95, falseFindings: 0 },
};

describe('engine corpus', () => {
  for (const [language, threshold] of Object.entries(THRESHOLDS)) {
    it(`${language}: recall ≥ ${threshold.recall * 100} % with at most ${threshold.falseFindings} false findings`, () => {
      const own = scores.filter((score) => score.language === language);
      expect(own.length).toBeGreaterThan(0);
      const result = totals(own);
      const detail = own.map(
        (score) => `${score.rule}: missed ${score.missed.join(',') || '-'}, false ${score.falseLines.join(',') || '-'}`,
      );
      expect(result.recall, detail.join('\n')).toBeGreaterThanOrEqual(threshold.recall);
      expect(result.falseFindings, detail.join('\n')).toBeLessThanOrEqual(threshold.falseFindings);
    });
  }

  it('has at least ten vulnerable and five safe cases in every family of every language', () => {
    const families = new Map<string, { expected: number; safe: number }>();
    for (const score of scores) {
      const key = `${score.language}/${score.rule}`;
      const family = families.get(key) ?? { expected: 0, safe: 0 };
      families.set(key, { expected: family.expected + score.expected, safe: family.safe + score.safeCases });
    }
    const small = [...families].filter(([, family]) => family.expected < 10 || family.safe < 5).map(([key]) => key);
    expect(small).toEqual([]);
  });
});
