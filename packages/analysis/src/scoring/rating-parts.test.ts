import { describe, expect, it } from 'vitest';
import { LAW_IDS } from '../laws.ts';
import { RULES } from '../rules.ts';
import { RATING_PARTS, ratingRuleList, scoreExplanation } from './rating-parts.ts';
import { RATING_WEIGHTS } from './ratings.ts';

describe('the score parts as users read them', () => {
  it('explains every rule the engine can report under at least one rating', () => {
    const ids = [...LAW_IDS, ...RULES.map((rule) => rule.id)];
    const uncounted = ids.filter(
      (id) => !RATING_PARTS.some((part) => part.rules.some((prefix) => id.startsWith(prefix))),
    );
    expect(uncounted).toEqual([]);
  });

  it('states the weights the score is computed with, summing to 100%', () => {
    const text = scoreExplanation();
    for (const part of RATING_PARTS) {
      expect(RATING_WEIGHTS[part.key]).toBe(part.weight);
      expect(text).toContain(`${part.label} ${Math.round(part.weight * 100)}%`);
    }
    expect(RATING_PARTS.reduce((sum, part) => sum + part.weight, 0)).toBeCloseTo(1);
    expect(text).toContain('A Critical finding caps the score at 45 and a Major one at 80');
  });

  it('gives each rating what it measures and how to raise it', () => {
    for (const part of RATING_PARTS) {
      expect(part.measures.length).toBeGreaterThan(40);
      expect(part.raise.length).toBeGreaterThan(40);
    }
    expect(ratingRuleList(RATING_PARTS.find((part) => part.key === 'justice')!)).toBe('SEC*');
  });
});
