/** Runs corpus questions through the built-in assistant and checks the answers. */
import { readFileSync } from 'node:fs';
import { languageFromFilename } from '@hammurabi/analysis';
import { composeAnswer } from '../answer.ts';
import type { CorpusQuestion } from './questions.ts';

// Stored as .txt so the repository's own type checks and linters leave the samples alone.
const FILES = new URL('./files/', import.meta.url);

/** The assistant's answer to a corpus question. */
export function corpusAnswer(question: CorpusQuestion): string {
  if (!question.file) return composeAnswer(question.question, null);
  const code = readFileSync(new URL(`${question.file}.txt`, FILES), 'utf8');
  return composeAnswer(question.question, {
    code,
    language: languageFromFilename(question.file) ?? null,
    filename: question.file,
  });
}

const matches = (text: string, fact: string | RegExp) =>
  typeof fact === 'string' ? text.includes(fact) : fact.test(text);

/** What is wrong with an answer: missing facts, forbidden facts, a first paragraph that misses. */
export function checkAnswer(question: CorpusQuestion, answer: string): string[] {
  const problems: string[] = [];
  const lead = answer.split(/\n\s*\n/)[0] ?? '';
  if (question.lead && !question.lead.test(lead)) {
    problems.push(`first paragraph lacks ${question.lead}: ${lead.slice(0, 200)}`);
  }
  for (const fact of question.must ?? []) if (!matches(answer, fact)) problems.push(`missing ${String(fact)}`);
  for (const fact of question.mustNot ?? []) if (matches(answer, fact)) problems.push(`contains ${String(fact)}`);
  return problems;
}
