import { describe, expect, it } from 'vitest';
import { checkAnswer, corpusAnswer } from './run-corpus.ts';
import { QUESTIONS } from './questions.ts';

describe('the offline assistant answers its question corpus', () => {
  it('covers at least 60 questions over 12 files in JavaScript, TypeScript, Python and Java (and Go and C++)', () => {
    const files = new Set(QUESTIONS.flatMap((question) => (question.file ? [question.file] : [])));
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(files.size).toBeGreaterThanOrEqual(12);
    const extensions = new Set([...files].map((file) => file.split('.').pop()));
    expect([...extensions].sort()).toEqual(['cpp', 'go', 'java', 'js', 'py', 'ts']);
  });

  it.each(QUESTIONS.map((question) => [question.file ?? '(no code)', question.question, question] as const))(
    '%s: %s',
    (_file, _question, question) => {
      expect(checkAnswer(question, corpusAnswer(question))).toEqual([]);
    },
  );
});
