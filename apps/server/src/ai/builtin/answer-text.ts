/**
 * Answers that need no code: the product from the guides (whole sentences, at most three cited
 * sources), error messages, the laws and rules with checked examples, greetings, and a plain
 * "I don't know" with what the assistant can do instead.
 */
import { getLaw, getRule } from '@hammurabi/analysis';
import { searchContent } from '@hammurabi/content/search';
import type { Intent } from './intent.ts';
import { lawExample } from './law-examples.ts';
import { searchTerms } from './retrieval.ts';

/** What the offline assistant can do, said when it cannot answer. */
export const CAPABILITIES =
  'With a file open or code pasted, I can tell you its time and space complexity, find bugs and security problems, ' +
  'show an early-exit or simpler version, write test skeletons (pytest, Vitest, JUnit) and doc comments for a ' +
  'function, and explain any line. Without code, I can explain the laws HB001–HB005 and the review rules, and ' +
  'answer questions about Hammurabi from its guides.';

// Plain text of the guides keeps code samples; a sentence with these marks is code, not prose.
const CODE_MARKS =
  /[{};\\]|=>|\(\)|^\s*[-*]?\s*\w+\(|\$\s|`|::|:\/\/|\b[A-Z_]{3,}=|\b(const|let|import|def|return|npm)\s/;

function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z"“(])/)
    .map((sentence) => sentence.trim())
    .filter(
      (sentence) =>
        sentence.length >= 25 && sentence.length <= 320 && /[.!?]$/.test(sentence) && !CODE_MARKS.test(sentence),
    );
}

/** A guide section that answers a question, quoted as whole sentences. */
export interface GuideQuote {
  title: string;
  url: string;
  sentences: string[];
}

const SUFFIXES = ['ations', 'ation', 'ility', 'ities', 'ments', 'ment', 'ness', 'ing', 'ies', 'ied', 'ed', 'es', 's'];

/** A word without a common ending ("immutability" → "immutab"), so it finds "immutable" as a prefix. */
function stemOf(word: string): string {
  const suffix =
    word.length >= 6 ? SUFFIXES.find((ending) => word.endsWith(ending) && word.length - ending.length >= 4) : null;
  return suffix ? word.slice(0, -suffix.length) : word;
}

/**
 * The sections that hold a question's words: all of them, or, with `allButOne` and a question of
 * four words or more, all but one (each left out in turn, best matches first: a question about
 * the product often has a word its guide does not use, such as "enable"). Words match as written
 * or as the start of a longer word, never by a near spelling ("reverse" is not "review"), so a
 * question the guides do not cover gets no quote rather than an unrelated one.
 */
function sectionsFor(words: readonly string[], allButOne: boolean) {
  const terms = words.map(stemOf);
  const all = searchContent(terms.join(' '), { limit: 12, exact: true });
  if (all.length > 0 || !allButOne || terms.length < 4) return all;
  const seen = new Set<string>();
  return terms
    .flatMap((_, left) =>
      searchContent(terms.filter((__, index) => index !== left).join(' '), { limit: 12, exact: true }),
    )
    .sort((a, b) => b.score - a.score)
    .filter((hit) => !seen.has(hit.url) && Boolean(seen.add(hit.url)));
}

/**
 * The best sections for a question, each with its two best whole sentences; at most `limit`.
 * A question about programming in general (`allButOne` false) is quoted only from sections that
 * hold every one of its words: the guides are about Hammurabi and its laws, and a section that
 * shares three of "the difference between let and const" is about something else.
 */
export function quoteGuides(
  question: string,
  limit = 3,
  { only, allButOne = true }: { only?: (url: string) => boolean; allButOne?: boolean } = {},
): GuideQuote[] {
  const terms = searchTerms(question);
  if (terms.length === 0) return [];
  const quotes: GuideQuote[] = [];
  for (const hit of sectionsFor(terms, allButOne)) {
    if (only && !only(hit.url)) continue;
    const matched = hit.terms.map((term) => term.toLowerCase());
    const scored = sentencesOf(hit.text)
      .map((sentence, index) => ({
        sentence,
        index,
        score: matched.filter((term) => sentence.toLowerCase().includes(term)).length,
      }))
      .filter((entry) => entry.score > 0);
    // A section found by its title ("… two-factor authentication") opens with the answer.
    if (scored.length === 0 && matched.some((term) => hit.title.toLowerCase().includes(term))) {
      scored.push(
        ...sentencesOf(hit.text)
          .slice(0, 2)
          .map((sentence, index) => ({ sentence, index, score: 1 })),
      );
    }
    const top = Math.max(0, ...scored.map((entry) => entry.score));
    const best = scored
      .filter((entry) => entry.score === top)
      .sort((left, right) => left.index - right.index)
      .slice(0, 2)
      .sort((left, right) => left.index - right.index);
    if (best.length === 0) continue;
    const sentences = best.map((entry) => entry.sentence);
    // A lone short match is usually an entry's heading ("401 "User not authenticated" from the
    // API."): the sentence after it is the answer.
    const lone = best.length === 1 ? best[0]! : null;
    const following = lone && lone.sentence.length < 60 ? sentencesOf(hit.text)[lone.index + 1] : undefined;
    if (following) sentences.push(following);
    quotes.push({ title: hit.title, url: hit.url, sentences });
    if (quotes.length >= limit) break;
  }
  return quotes;
}

/** Quotes as Markdown: the first quote's sentences lead, then the sources list. */
export function guideAnswer(quotes: readonly GuideQuote[]): string {
  const [first, ...rest] = quotes;
  if (!first) return '';
  const parts = [`${first.sentences.join(' ')} ([${first.title}](${first.url}))`];
  if (rest.length > 0) {
    parts.push(
      '### Also in the guides',
      rest.map((quote) => `- [${quote.title}](${quote.url}): ${quote.sentences[0] ?? ''}`).join('\n'),
    );
  }
  return parts.join('\n\n');
}

/** A product question answered from the guides, or a plain "not in the guides". */
export function productAnswer(question: string): string {
  const quotes = quoteGuides(question);
  if (quotes.length > 0) return guideAnswer(quotes);
  return `I don't know: the guides say nothing that matches “${question.slice(0, 120)}”. ${CAPABILITIES} The [documentation](/docs) and the [FAQ](/faq) cover the rest of the product.`;
}

const COMMON_ERRORS: readonly { pattern: RegExp; answer: string }[] = [
  {
    pattern: /NameError/,
    answer:
      "Python's `NameError` means a name is used before anything is assigned to it in scope: a typo, a variable defined in another function, or a missing import.",
  },
  {
    pattern: /KeyError/,
    answer:
      "Python's `KeyError` means a dictionary has no entry for the key you read. Use `mapping.get(key)` (None when absent) or check `key in mapping` first.",
  },
  {
    pattern: /IndexError/,
    answer:
      '`IndexError` means an index is past the end of a list. A loop bound like `range(len(items))` combined with `items[i + 1]` reads one element too far; stop at `len(items) - 1`.',
  },
  {
    pattern: /AttributeError/,
    answer:
      '`AttributeError` means the object has no such attribute: often the value is `None` (a function returned nothing) or of another type than you expect.',
  },
  {
    pattern: /ZeroDivisionError|division by zero/i,
    answer:
      'A division by zero: check the divisor before dividing, or handle the empty case (an average of no values) separately.',
  },
  {
    pattern: /RecursionError|Maximum call stack/i,
    answer:
      'The recursion never reaches its base case, or goes deeper than the stack allows. Check that every recursive call moves towards the base case; for deep inputs, use a loop.',
  },
  {
    pattern: /ModuleNotFoundError|ImportError|Cannot find module/i,
    answer:
      'The module cannot be found: it is not installed in the environment that runs the code, or the import path is wrong (relative paths need `./`).',
  },
  {
    pattern: /IndentationError|TabError/,
    answer:
      'Python found inconsistent indentation: mix of tabs and spaces, or a block whose lines are not aligned. Indent with four spaces everywhere.',
  },
  {
    pattern: /Cannot read propert\w* of (undefined|null)|undefined is not an object/i,
    answer:
      'JavaScript read a property of `undefined` or `null`: the value before the dot was never set (a missing field, an empty result, data not loaded yet). Check it first or use optional chaining (`value?.field`).',
  },
  {
    pattern: /is not a function/i,
    answer:
      'JavaScript called something that is not a function: a misspelled method, a value that is `undefined`, or an import of the wrong name.',
  },
  {
    pattern: /ReferenceError/,
    answer:
      '`ReferenceError` means a variable is used that is not declared in scope (or is used before its `let`/`const` line).',
  },
  {
    pattern: /NullPointerException/,
    answer:
      'Java dereferenced `null`: a field or return value was never set. Check the value before use, or return `Optional` where absence is normal.',
  },
  {
    pattern: /ArrayIndexOutOfBoundsException|IndexOutOfBoundsException/,
    answer: 'Java read past the end of an array or list: valid indexes run from 0 to `length - 1`.',
  },
  {
    pattern: /ConcurrentModificationException/,
    answer:
      'A Java collection was changed while it was being iterated. Collect the changes and apply them after the loop, or use `removeIf`.',
  },
  {
    pattern: /NumberFormatException|invalid literal for int/i,
    answer: 'Text that is not a number was parsed as one. Validate or trim the input first and handle the failure.',
  },
  {
    pattern: /TypeError/,
    answer:
      'A `TypeError` means a value of the wrong type was used: calling something that is not callable, adding text to a number, or passing the wrong number of arguments.',
  },
  {
    pattern: /SyntaxError/,
    answer:
      'A `SyntaxError` points at the first place the parser could not read: look at that line and the one before it for an unclosed bracket or quote.',
  },
];

const troubleshootingPage = (url: string) => url.startsWith('/troubleshoot') || url.startsWith('/faq');

/** What a common error (NameError, KeyError, IndexError …) the question quotes means, if it quotes one. */
export function knownErrorAnswer(question: string): string | null {
  return COMMON_ERRORS.find((entry) => entry.pattern.test(question))?.answer ?? null;
}

/**
 * An error message matched to the troubleshooting guide or to a common language error. A message
 * in quotes is looked up on its own first: the words around it ("I get … when I save") are not
 * in the guide's entry.
 */
export function errorAnswer(question: string): string {
  const quoted = /["“'‘]([^"”'’]{6,200})["”'’]/.exec(question)?.[1];
  const byMessage = quoted ? quoteGuides(quoted, 1, { only: troubleshootingPage }) : [];
  const troubleshooting = byMessage.length > 0 ? byMessage : quoteGuides(question, 1, { only: troubleshootingPage });
  const known = knownErrorAnswer(question);
  if (known) {
    return [
      known,
      troubleshooting.length > 0 && /hammurabi|assistant|review|project/i.test(question)
        ? guideAnswer(troubleshooting)
        : '',
    ]
      .filter(Boolean)
      .join('\n\n');
  }
  if (troubleshooting.length > 0) return guideAnswer(troubleshooting);
  return `I don't know this error message. Paste the code that raises it (or ask from the editor's assistant panel) and I will look at the lines it names. The [troubleshooting guide](/troubleshoot) lists the product's own errors.`;
}

/** A law or rule explained, with a checked example of a violation and its fix. */
export function lawAnswer(intent: Intent, question: string): string {
  const id = intent.ruleId ?? lawFromName(question);
  const law = id ? getLaw(id) : undefined;
  if (law) {
    const example = lawExample(law.id, intent.language);
    const parts = [`**${law.id}, the ${law.name}:** ${law.principle} ${law.description}`];
    if (example) {
      const fence =
        example.language === 'typescript' ? 'ts' : example.language === 'javascript' ? 'js' : example.language;
      parts.push(
        `### A violation (${example.language === 'javascript' ? 'JavaScript' : example.language === 'typescript' ? 'TypeScript' : example.language === 'java' ? 'Java' : 'Python'})`,
        '```' + fence + '\n' + example.violation.trimEnd() + '\n```',
        '### The fix',
        `${example.change}\n\n` + '```' + fence + '\n' + example.fix.trimEnd() + '\n```',
      );
    }
    return parts.join('\n\n');
  }
  const rule = id ? getRule(id) : undefined;
  if (rule) {
    return `**${rule.id}, ${rule.name}** (${rule.category}, usually ${rule.defaultSeverity}): ${rule.description}`;
  }
  return (
    'Hammurabi judges code by five laws: **HB001** Law of Brevity (short units), **HB002** Law of Explicit Naming, ' +
    '**HB003** Law of Documented Purpose, **HB004** Law of Immutable State and **HB005** Law of Tested Units. ' +
    'Ask about one of them (“explain HB004 with a Python example”) for its rule and an example of a violation and its fix.'
  );
}

const LAW_NAMES: readonly [RegExp, string][] = [
  [/brevity|too long|short/i, 'HB001'],
  [/naming|names/i, 'HB002'],
  [/documented|documentation|purpose/i, 'HB003'],
  [/immutab|mutation|mutable|state/i, 'HB004'],
  [/tested|testing|tests/i, 'HB005'],
];

function lawFromName(question: string): string | null {
  return /\blaw of\b/i.test(question) ? (LAW_NAMES.find(([pattern]) => pattern.test(question))?.[1] ?? null) : null;
}

/** A short reply to a greeting or thanks. */
export function smallTalk(kind: 'greeting' | 'thanks', hasCode: boolean): string {
  if (kind === 'thanks') return 'Glad it helped. Ask again whenever you change the code.';
  return hasCode
    ? 'Hello! I have your code open. Ask me about its complexity, its bugs, a function (“write tests for …”) or a line.'
    : `Hello! ${CAPABILITIES}`;
}

/** The plain answer for a question outside what the offline assistant can do. */
export function unknownAnswer(question: string, hasCode: boolean): string {
  const quotes = hasCode ? [] : quoteGuides(question, 2, { allButOne: false });
  const lead = `I don't know how to answer that offline: I have no language model, only a code analyser and the site's guides. ${CAPABILITIES}`;
  return quotes.length > 0
    ? `${lead}\n\n### Closest in the guides\n\n${quotes.map((quote) => `- [${quote.title}](${quote.url}): ${quote.sentences[0] ?? ''}`).join('\n')}`
    : lead;
}
