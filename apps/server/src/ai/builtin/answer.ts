import type { FunctionMetric } from '@hammurabi/analysis';
import type { ChatTurn, CodeContext, KnowledgePassage } from '../types.ts';
import { knowledgeAnswer, noKnowledgeAnswer } from './answer-knowledge.ts';
import {
  complexityAnswer,
  docsAnswer,
  explainAnswer,
  findingsAnswer,
  refactorAnswer,
  testsAnswer,
  type CodeSubject,
} from './answer-code.ts';
import {
  CAPABILITIES,
  errorAnswer,
  knownErrorAnswer,
  lawAnswer,
  productAnswer,
  smallTalk,
  unknownAnswer,
  quoteGuides,
  guideAnswer,
} from './answer-text.ts';
import { inspectCode, syntaxErrorOf, type CodeInsight } from './code-insight.ts';
import { readFunction, type FunctionShape } from './code-shape.ts';
import { classifyIntent, type Intent } from './intent.ts';
import { rankKnowledge } from './knowledge.ts';
import { linkLineReferences } from './line-links.ts';
import { codeGroups, codeOfConversation, splitMessage } from './message-code.ts';
import { indexErrorAnswer } from './index-error.ts';
import { noneAnswer } from './none-result.ts';
import { syntaxErrorLead } from './syntax-lead.ts';
import { textNumberAnswer } from './text-number-error.ts';
import { undefinedNameAnswer } from './undefined-name.ts';
import { questionLanguage } from './retrieval.ts';

/** The code of a question read once: the engine's analysis and each function's shape. */
export function readSubject(code: CodeContext, insight: CodeInsight = inspectCode(code)): CodeSubject {
  const { functions } = insight.result.metrics;
  const language = insight.result.language;
  // Each function is read once, on first use: most questions are about one function.
  const read = new Map<FunctionMetric, FunctionShape>();
  const shapeOf = (fn: FunctionMetric) => {
    let shape = read.get(fn);
    if (!shape) {
      shape = readFunction(fn, insight.lines, language, insight.growthOf(fn));
      read.set(fn, shape);
    }
    return shape;
  };
  let shapes: FunctionShape[] | undefined;
  return {
    insight,
    get shapes() {
      shapes ??= functions.map(shapeOf);
      return shapes;
    },
    shapeNamed(name) {
      const fn = functions.find((candidate) => candidate.name === name);
      return fn ? shapeOf(fn) : null;
    },
    functionNames: functions.map((fn) => fn.name),
    filename: code.filename,
  };
}

/** The intent of a question about (optionally) some code. */
export function intentOf(message: string, subject: CodeSubject | null): Intent {
  return classifyIntent(message, subject?.functionNames ?? [], subject !== null);
}

/** The answer read from the code, led by where it stops parsing when it does not. */
function codeAnswer(message: string, intent: Intent, subject: CodeSubject): string | null {
  const answer = answerOfIntent(message, intent, subject);
  const lead = answer === null ? null : syntaxErrorLead(subject.insight);
  return lead ? [lead, answer].filter(Boolean).join('\n\n') : answer;
}

/**
 * An error message asked about code: why the name it names is undefined there, where text and
 * numbers mix, or which line reads past the end of a list; else, for a file
 * that does not parse, its lead and what the error means.
 */
function errorInCode(message: string, subject: CodeSubject): string | null {
  const specific = specificErrorAnswer(message, subject);
  if (specific) return specific;
  // Nothing read from the code: the general answer, with the troubleshooting guides.
  return syntaxErrorOf(subject.insight.result) ? (knownErrorAnswer(message) ?? '') : null;
}

/** The cause of an error message that the code itself shows, or null. */
function specificErrorAnswer(message: string, subject: CodeSubject): string | null {
  return (
    undefinedNameAnswer(message, subject) ?? textNumberAnswer(message, subject) ?? indexErrorAnswer(message, subject)
  );
}

/**
 * What the code shows about an error it stopped with, for a learner's hint: the line that does not
 * parse, and the cause of the error message read from the code; null when the code shows neither.
 */
export function explainErrorInCode(message: string, code: CodeContext, insight?: CodeInsight): string | null {
  const subject = readSubject(code, insight);
  const parts = [syntaxErrorLead(subject.insight, { alone: true }), specificErrorAnswer(message, subject)].filter(
    Boolean,
  );
  return parts.length > 0 ? parts.join('\n\n') : null;
}

/** Intents that are not about what the code does. */
const NOT_ABOUT_BEHAVIOUR = new Set<Intent['kind']>(['greeting', 'thanks', 'law', 'product']);

function answerOfIntent(message: string, intent: Intent, subject: CodeSubject): string | null {
  // "Why does it return None?" is answered by where the code loses its value, whatever else it asks.
  const none = NOT_ABOUT_BEHAVIOUR.has(intent.kind) ? null : noneAnswer(message, subject);
  if (none) return none;
  // "What is wrong with line 9?" is about those lines: quoted, with their findings.
  if ((intent.kind === 'bugs' || intent.kind === 'explain') && /\blines?\s+\d+/i.test(message)) {
    return explainAnswer(subject, message, intent);
  }
  switch (intent.kind) {
    case 'complexity':
      return complexityAnswer(subject, intent);
    case 'refactor':
      return refactorAnswer(subject, intent);
    case 'tests':
      return testsAnswer(subject, intent);
    case 'docs':
      return docsAnswer(subject, intent);
    case 'security':
    case 'bugs':
    case 'naming':
    case 'performance':
      return findingsAnswer(subject, intent, intent.kind);
    case 'explain':
      return explainAnswer(subject, message, intent);
    case 'error':
      return errorInCode(message, subject);
    case 'greeting':
    case 'thanks':
    case 'law':
    case 'product':
    case 'general':
    case 'unknown':
      return null;
  }
}

/** Intents that are about code: an earlier message's code answers them ("and now make it faster"). */
const CODE_INTENTS = new Set<Intent['kind']>([
  'complexity',
  'refactor',
  'tests',
  'docs',
  'security',
  'bugs',
  'naming',
  'performance',
  'explain',
]);

/** What else a question comes with: the platform's candidate passages and the earlier turns. */
export interface AnswerExtras {
  knowledge?: readonly KnowledgePassage[];
  history?: readonly ChatTurn[];
}

/**
 * The code a question is about and the question itself: the editor's or attached code, else code
 * written into the message (the question is then the prose around it), else code of an earlier
 * message when the question is about code.
 */
function subjectOf(message: string, code: CodeContext | null, history: readonly ChatTurn[]) {
  if (code && code.code.trim()) return { question: message, code };
  const found = codeOfConversation(message, history);
  const question = found.question || 'Explain this code';
  if (!found.code) return { question: message, code: null };
  if (found.fromHistory && !CODE_INTENTS.has(classifyIntent(question, [], true).kind)) {
    return { question: message, code: null };
  }
  return { question, code: found.code };
}

/**
 * The built-in assistant's reply in Markdown, a pure function of the question, the code and the
 * passages: the question's intent decides the answer, whose first paragraph answers it directly;
 * only the sections that help follow.
 */
export function composeAnswer(message: string, context: CodeContext | null, extras: AnswerExtras = {}): string {
  if (!context?.code.trim()) {
    // Blocks in several languages: the question is answered about each language's code in turn.
    const own = splitMessage(message);
    const groups = codeGroups(own.blocks);
    if (groups.length > 1) {
      const question = own.question || 'Explain this code';
      return groups
        .map((group) => `### The ${group.language ?? 'other'} code\n\n${composeAnswer(question, group, extras)}`)
        .join('\n\n');
    }
  }
  const { question, code } = subjectOf(message, context, extras.history ?? []);
  const subject = code ? readSubject(code) : null;
  const intent = intentOf(question, subject);
  const fromCode = subject ? codeAnswer(question, intent, subject) : null;
  // Only answers read from the code point at its lines; a quoted guide's "line 3" is not the file's.
  if (fromCode && subject && code?.editorPath) {
    return linkLineReferences(fromCode, code.editorPath, subject.insight.lines.length);
  }
  return fromCode ?? answerWithoutCode(question, intent, subject, extras.knowledge ?? []);
}

/** The reply for an already read subject (or none). */
export function answerFor(message: string, subject: CodeSubject | null): string {
  const intent = intentOf(message, subject);
  return (subject ? codeAnswer(message, intent, subject) : null) ?? answerWithoutCode(message, intent, subject, []);
}

const HOW_TO = /\b(how (do|can|should|would) (i|you|we)|how to|what'?s the (best |right )?way to|is there a way to)\b/i;

/** The platform's answer to a how-to question, or null when it holds nothing relevant. */
function fromKnowledge(
  message: string,
  subject: CodeSubject | null,
  knowledge: readonly KnowledgePassage[],
): string | null {
  const ranked = rankKnowledge(message, knowledge, subject?.insight.result.language ?? null);
  return ranked.length > 0 ? knowledgeAnswer(message, ranked) : null;
}

function answerWithoutCode(
  message: string,
  intent: Intent,
  subject: CodeSubject | null,
  knowledge: readonly KnowledgePassage[],
): string {
  // "How do I write tests in Java?" or "How do I download a file in Go?" asks for know-how, not about code or Hammurabi.
  const howTo = HOW_TO.test(message) && (intent.kind !== 'product' || questionLanguage(message) !== null);
  if (howTo || intent.kind === 'general' || intent.kind === 'unknown') {
    const known = fromKnowledge(message, subject, knowledge);
    if (known) return known;
  }
  switch (intent.kind) {
    case 'greeting':
    case 'thanks':
      return smallTalk(intent.kind, subject !== null);
    case 'law':
      return lawAnswer(intent, message);
    case 'error':
      return errorAnswer(message);
    case 'product':
      return productAnswer(message);
    case 'general': {
      const quotes = quoteGuides(message, 3, { allButOne: false });
      return quotes.length > 0 ? guideAnswer(quotes) : noKnowledgeAnswer(message);
    }
    case 'complexity':
    case 'refactor':
    case 'tests':
    case 'docs':
    case 'security':
    case 'bugs':
    case 'naming':
    case 'performance':
    case 'explain':
      return howTo
        ? noKnowledgeAnswer(message)
        : `I need the code for that. Open the file in the editor and ask from its AI Assistant panel, or paste the code into your question.`;
    case 'unknown':
      return subject ? unknownAnswer(message, true) : closestGuides(message);
  }
}

/** "I don't know", the offer to ask the community, and the closest guides (or what the assistant can do). */
function closestGuides(message: string): string {
  const quotes = quoteGuides(message, 2, { allButOne: false });
  if (quotes.length === 0) return `${noKnowledgeAnswer(message)}\n\n${CAPABILITIES}`;
  const list = quotes.map((quote) => `- [${quote.title}](${quote.url}): ${quote.sentences[0] ?? ''}`).join('\n');
  return `${noKnowledgeAnswer(message)}\n\n### Closest in the guides\n\n${list}`;
}

/** A short explanation of code, for POST /api/ai/explain-code: the same intents as chat. */
export function composeExplanation(code: CodeContext, question: string | null): string {
  return answerFor(question ?? 'Explain this code', readSubject(code));
}
