/**
 * One retrieval step over everything the platform knows: the database's candidates (public
 * snippets, settled community answers) and the written content (lessons, tutorials, docs),
 * ranked together. Pure and deterministic; it runs in the engine's workers.
 */
import type { KnowledgePassage } from '../types.ts';
import { quoteGuides } from './answer-text.ts';
import { normalLanguage, questionLanguage, searchTerms } from './retrieval.ts';

/** A passage with its score and why it matched. */
export interface RankedPassage {
  passage: KnowledgePassage;
  score: number;
  /** The question's topic words found in its title or tags. */
  titleHits: number;
  /** The share of the question's topic words found anywhere in it. */
  coverage: number;
}

/** Words that name a language or a generic "how-to" action: they say nothing about the topic. */
const NON_TOPIC = new Set([
  'python',
  'javascript',
  'typescript',
  'java',
  'golang',
  'go',
  'js',
  'ts',
  'node',
  'c#',
  'csharp',
  'using',
  'use',
  'way',
  'best',
  'write',
  'create',
  'simple',
  'easy',
  'example',
  'programming',
  'language',
]);

/**
 * Words that mean the same thing across languages: a "dict" question finds a "map" snippet. Only
 * true synonyms: a group holding two words of one question would count one match twice.
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ['list', 'array', 'slice', 'arraylist'],
  ['dict', 'dictionary', 'map', 'hashmap'],
  ['string', 'str'],
  ['sort', 'sorted', 'order'],
  ['date', 'datetime'],
  ['request', 'fetch'],
  ['error', 'exception'],
  ['duplicate', 'unique', 'dedupe', 'deduplicate'],
  ['count', 'frequency', 'occurrence'],
  ['join', 'concatenate', 'concat'],
  ['test', 'unittest'],
];

/** One suffix off, keeping at least three letters. */
function stemOnce(word: string): string {
  if (word.length <= 4) return word;
  const cut = word.replace(/(abilities|ability|able|ities|ity|ing|ed|es|s|e)$/, '');
  return cut.length >= 3 ? cut : word;
}

/** A crude stem: enough for "lists"/"list", "strings"/"string", "sorting"/"sort", "immutability"/"immutable". */
function stem(word: string): string {
  let current = word;
  for (let next = stemOnce(current); next !== current; next = stemOnce(current)) current = next;
  return current;
}

function wordsOf(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}#+]+/gu) ?? []).map(stem));
}

/** Each topic word of the question with its synonyms, stemmed. */
function topicsOf(question: string): string[][] {
  return searchTerms(question)
    .filter((word) => !NON_TOPIC.has(word))
    .map((word) => {
      const group = SYNONYMS.find((words) => words.includes(word)) ?? [word];
      return [...new Set([word, ...group].map(stem))];
    });
}

const hits = (topics: readonly string[][], words: Set<string>) =>
  topics.filter((alternatives) => alternatives.some((word) => words.has(word))).length;

/**
 * Scores one passage: topic words in the title or tags count most, the question's language beats
 * others, an accepted answer beats an unaccepted one, and votes break ties.
 */
export function scorePassage(
  passage: KnowledgePassage,
  topics: readonly string[][],
  language: string | null,
): RankedPassage {
  const title = wordsOf(`${passage.title} ${passage.tags.join(' ')}`);
  const body = wordsOf(`${passage.text} ${passage.code ?? ''}`);
  const titleHits = hits(topics, title);
  const anyHits = topics.filter((alternatives) =>
    alternatives.some((word) => title.has(word) || body.has(word)),
  ).length;
  const coverage = topics.length > 0 ? anyHits / topics.length : 0;
  let score = titleHits * 3 + (anyHits - titleHits) + coverage * 4;
  const own = normalLanguage(passage.language);
  // TypeScript questions take JavaScript answers nearly as well: the code runs as it is.
  if (language && own) score += own === language ? 4 : language === 'typescript' && own === 'javascript' ? 2 : -3;
  if (passage.kind === 'answer') score += passage.accepted ? 2 : 0;
  score += Math.min(2, Math.log2(1 + Math.max(0, passage.votes)) / 2);
  if (passage.kind === 'snippet' && passage.code) score += 0.5;
  return { passage, score, titleHits, coverage };
}

/** True when a passage answers the question rather than mentioning one of its words in passing. */
function relevant(ranked: RankedPassage, topicCount: number): boolean {
  if (topicCount === 0) return false;
  if (ranked.titleHits >= 1 && ranked.coverage >= 0.5) return true;
  return ranked.passage.kind === 'lesson' && ranked.coverage >= 0.75;
}

/** The written content's sections that quote the question's words, as passages. */
function lessonPassages(question: string): KnowledgePassage[] {
  return quoteGuides(question, 3, { allButOne: false }).map((quote) => ({
    kind: 'lesson',
    title: quote.title,
    url: quote.url,
    language: null,
    code: null,
    text: quote.sentences.join(' '),
    tags: [],
    accepted: false,
    votes: 0,
  }));
}

/**
 * The relevant passages for a question, best first, at most `limit`: the database's candidates
 * and the written content ranked together. `codeLanguage` is the language of code the question
 * came with, used when the question names none.
 */
export function rankKnowledge(
  question: string,
  candidates: readonly KnowledgePassage[],
  codeLanguage: string | null = null,
  limit = 3,
): RankedPassage[] {
  const topics = topicsOf(question);
  const language = questionLanguage(question) ?? normalLanguage(codeLanguage);
  const all = [...candidates, ...lessonPassages(question)];
  return all
    .map((passage) => scorePassage(passage, topics, language))
    .filter((ranked) => relevant(ranked, topics.length))
    .sort((a, b) => b.score - a.score || a.passage.url.localeCompare(b.passage.url))
    .slice(0, limit);
}
