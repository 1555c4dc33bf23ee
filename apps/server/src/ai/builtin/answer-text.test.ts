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

describe('questions the guides do not answer', () => {
  it.each([
    'How do I reverse a string in Python?',
    'What is the difference between let and const?',
    'What is a closure in JavaScript?',
    'How do I sort a list in Java?',
  ])('%s: says it does not know, quotes no unrelated guide and offers to ask the community', (question) => {
    // No snippets or community answers are given here: the database's passages are tested in knowledge.test.ts.
    const answer = composeAnswer(question, null);
    expect(answer).toMatch(/^I don't know/);
    const links = [...answer.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]);
    expect(links).toEqual([`/community?ask=${encodeURIComponent(question)}`]);
  });

  it('points to the guide that is about the question asked', () => {
    const answer = composeAnswer('What is immutability?', null);
    expect(answer).toContain('[Immutable data in practice](/tutorials/intermediate/immutable-state)');
  });
});

describe('error messages', () => {
  it('finds a quoted product error in the troubleshooting guide, with the sentence that explains it', () => {
    const answer = composeAnswer('I get the error "User not authenticated" when I save', null);
    expect(answer).toMatch(/^401 "User not authenticated" from the API\. The token is missing, expired/);
    expect(answer).toContain('](/troubleshoot#');
  });
});
