/**
 * Code written into a chat message: fenced blocks (any info string, or none) and unfenced code
 * recognised by its shape. Such code is analysed exactly as the editor's current file is.
 */
import type { ChatTurn, CodeContext } from '../types.ts';
import { normalLanguage } from './retrieval.ts';

/** One piece of code found in a message. */
export interface MessageCode {
  code: string;
  language: string | null;
}

/** A message split into its code and the question around it. */
export interface SplitMessage {
  blocks: MessageCode[];
  /** The message without its code: the question. */
  question: string;
}

const FENCE = /^[ \t]*(`{3,}|~{3,})[ \t]*([^\n`]*)\n([\s\S]*?)(?:\n[ \t]*\1[ \t]*(?:\n|$)|$(?![\s\S]))/gm;

// A line that only code starts with, or that ends the way code lines end.
const CODE_START =
  /^\s*(def |class |function\b|async function\b|const |let |var |import |from \S+ import |export |return\b|if\s*\(|for\s*\(|while\s*\(|public |private |protected |static |func |package |#include|@\w+|try\s*[:{]|except\b|elif\b|else\s*[:{]|print\(|console\.)/;
const CODE_END = /[;{}]\s*$|\)\s*:\s*$|^\s*(else|try|finally)\s*:\s*$|^\s*[}\])]+[;,)]*\s*$|=>\s*\{?\s*$/;

function codeLike(line: string): boolean {
  if (!line.trim()) return false;
  return CODE_START.test(line) || CODE_END.test(line) || (/^( {2,}|\t)\S/.test(line) && /[=()[\]{}:;.]/.test(line));
}

/**
 * The unfenced code of a message: the longest stretch of lines where most lines look like code,
 * from a line that starts code, with at least two code-like lines. Prose sentences stay out.
 */
function unfencedCode(text: string): { code: string; start: number; end: number } | null {
  const lines = text.split('\n');
  let best: { start: number; end: number; count: number } | null = null;
  for (let start = 0; start < lines.length; start += 1) {
    if (!codeLike(lines[start] ?? '') || /^\s/.test(lines[start] ?? '')) continue;
    let end = start;
    let count = 0;
    for (let index = start; index < lines.length; index += 1) {
      const line = lines[index] ?? '';
      if (codeLike(line)) {
        count += 1;
        end = index;
      } else if (line.trim() && !/^\s/.test(line) && !/^[\w.]+\s*=|^\w+\(/.test(line)) break;
    }
    if (count >= 2 && (!best || count > best.count)) best = { start, end, count };
    if (best) start = Math.max(start, best.end);
  }
  if (!best) return null;
  return { code: lines.slice(best.start, best.end + 1).join('\n'), start: best.start, end: best.end };
}

/** The code blocks of a message and the question without them. */
export function splitMessage(message: string): SplitMessage {
  const text = message.replace(/\r\n/g, '\n');
  const blocks: MessageCode[] = [];
  const question = text.replace(FENCE, (_whole, _fence: string, info: string, code: string) => {
    if (code.trim()) blocks.push({ code: code.replace(/\s+$/, ''), language: normalLanguage(info.split(/\s/)[0]) });
    return '\n';
  });
  if (blocks.length > 0) return { blocks, question: question.trim() };
  const found = unfencedCode(text);
  if (!found) return { blocks: [], question: text.trim() };
  const lines = text.split('\n');
  const prose = [...lines.slice(0, found.start), ...lines.slice(found.end + 1)].join('\n').trim();
  return { blocks: [{ code: found.code, language: null }], question: prose };
}

// What each language's code looks like when no fence names it; tried in order.
const LANGUAGE_SHAPES: readonly [RegExp, string][] = [
  [/^\s*package \w+\s*$|^\s*func (\(\w+ \*?\w+\) )?\w+\(|\w+ := /m, 'go'],
  [/\b(public|private|protected)\s+(static\s+)?(final\s+)?(class|void|int|String|boolean)\b|System\.out\./, 'java'],
  [/^\s*using System|Console\.Write/m, 'c#'],
  [/^\s*(def \w+\(.*\)\s*(->.*)?:|class \w+(\(.*\))?:|import \w+$|from [\w.]+ import |elif |print\()/m, 'python'],
  [/:\s*(string|number|boolean|void)\b|^\s*(export\s+)?(interface|type) \w+/m, 'typescript'],
  [/\bfunction\b|=>|^\s*(const|let|var) \w+|console\.\w+\(/m, 'javascript'],
];

/** The language code looks like when nothing names it, or null. */
export function guessLanguage(code: string): string | null {
  return LANGUAGE_SHAPES.find(([shape]) => shape.test(code))?.[1] ?? null;
}

/** The blocks of a message by language, each as the code of the question, in the order they came. */
export function codeGroups(blocks: readonly MessageCode[]): CodeContext[] {
  const languages = [...new Set(blocks.map((block) => block.language ?? guessLanguage(block.code)))];
  return languages.map((language) => {
    const code = blocks
      .filter((block) => (block.language ?? guessLanguage(block.code)) === language)
      .map((block) => block.code)
      .join('\n\n');
    return { code, language, filename: null };
  });
}

/** Code blocks as the code context of a question: one block is the code, several are joined per language. */
export function asCodeContext(blocks: readonly MessageCode[]): CodeContext | null {
  const [first] = blocks;
  if (!first) return null;
  const sameLanguage = blocks.filter((block) => block.language === first.language);
  const code = sameLanguage.map((block) => block.code).join('\n\n');
  return { code, language: first.language ?? guessLanguage(code), filename: null };
}

/**
 * The code a question is about when none came with it from the editor or an attachment: the code
 * in the message, else the newest code in an earlier message of the conversation ("and now make
 * it faster"). The question is the message without its code.
 */
export function codeOfConversation(
  message: string,
  history: readonly ChatTurn[],
): { code: CodeContext | null; question: string; fromHistory: boolean } {
  const own = splitMessage(message);
  if (own.blocks.length > 0) return { code: asCodeContext(own.blocks), question: own.question, fromHistory: false };
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const turn = history[index];
    // The assistant's own rewrites count too: "now make it faster" after a rewrite is about the rewrite.
    const earlier = turn ? splitMessage(turn.content) : null;
    if (earlier && earlier.blocks.length > 0) {
      return { code: asCodeContext(earlier.blocks), question: own.question, fromHistory: true };
    }
  }
  return { code: null, question: own.question, fromHistory: false };
}
