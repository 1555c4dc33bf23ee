import { describe, expect, it } from 'vitest';
import { composeAnswer } from './answer.ts';

const PRODUCT_QUESTIONS = [
  'How do I share a project?',
  'How does autosave work in the editor?',
  'How do I enable two-factor authentication?',
  'How do I connect a language model?',
  'How do I reset my password?',
  'How do I request a code review?',
];

describe('answers about the product', () => {
  it.each(PRODUCT_QUESTIONS)('%s: whole sentences from the guides, at most three cited sources', (question) => {
    const answer = composeAnswer(question, null);
    const sources = new Set([...answer.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]));
    expect(sources.size).toBeGreaterThan(0);
    expect(sources.size).toBeLessThanOrEqual(3);
    // The direct answer is a quoted sentence followed by its link.
    const lead = answer.split(/\n\s*\n/)[0] ?? '';
    expect(lead).toMatch(/[.!?]["”)]? \(\[[^\]]+\]\(\/[^)]+\)\)$/);
    // Every further quote is a whole sentence too, never code cut mid-line.
    for (const item of answer.split('\n').filter((line) => line.startsWith('- '))) {
      expect(item).toMatch(/[.!?:]["”)]?$/);
    }
    expect(answer).not.toMatch(/=>|\?\?|[{;]\s*$/m);
    expect(answer).not.toMatch(/AI_PROVIDER|AI_BASE_URL|AI_API_KEY/);
  });
});
