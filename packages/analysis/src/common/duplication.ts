/** Detection of repeated blocks of significant lines (MNT001 and the duplication metric). */
import { MIN_DUPLICATE_LINES } from '../constants.ts';
import type { DuplicatedBlock } from '../types.ts';
import { splitLines } from './line-metrics.ts';

interface SignificantLine {
  text: string;
  line: number;
}

const MAX_OCCURRENCES_PER_WINDOW = 12;
const TRIVIAL_LINE =
  /^(?:[\s{}()[\];,:]*|else:?|end|pass|break;?|continue;?|return;?|try:?|finally:?|do|\} else \{|\} catch \{|default:|\*\/|"""|''')$/;

/** Significant lines of the comment-free text, normalised (trimmed, single spaces). */
function significantLines(codeOnly: string): SignificantLine[] {
  const result: SignificantLine[] = [];
  splitLines(codeOnly).forEach((raw, index) => {
    const text = raw.trim().replace(/\s+/g, ' ');
    if (text.length >= 3 && !TRIVIAL_LINE.test(text)) result.push({ text, line: index + 1 });
  });
  return result;
}

/** A block found so far: its length in significant lines and the indexes where it starts. */
interface BlockDraft {
  length: number;
  starts: Set<number>;
}

/** Every window of `minLines` significant lines: its key by start, and the starts of each key. */
function indexWindows(lines: readonly SignificantLine[], minLines: number) {
  const windowKeys: string[] = [];
  const startsByKey = new Map<string, number[]>();
  for (let start = 0; start + minLines <= lines.length; start += 1) {
    const key = lines
      .slice(start, start + minLines)
      .map((entry) => entry.text)
      .join('\n');
    windowKeys.push(key);
    const starts = startsByKey.get(key);
    if (!starts) startsByKey.set(key, [start]);
    else if (starts.length < MAX_OCCURRENCES_PER_WINDOW) starts.push(start);
  }
  return { windowKeys, startsByKey };
}

/** True when the pair only continues a match that starts one line earlier. */
function continuesEarlierMatch(windowKeys: readonly string[], first: number, second: number): boolean {
  const previousFirst = windowKeys[first - 1];
  return first > 0 && previousFirst !== undefined && previousFirst === windowKeys[second - 1];
}

/** How many significant lines match from `first` and `second` on, without the two copies overlapping. */
function matchLength(lines: readonly SignificantLine[], first: number, second: number, minLines: number): number {
  let length = minLines;
  while (
    first + length < second &&
    second + length < lines.length &&
    lines[first + length]?.text === lines[second + length]?.text
  ) {
    length += 1;
  }
  return length;
}

/** Records that the block of `length` lines occurs at `first` and at `second`. */
function addOccurrences(blocks: Map<string, BlockDraft>, first: number, second: number, length: number): void {
  const key = `${first}:${length}`;
  const block = blocks.get(key) ?? blocks.get(`${second}:${length}`) ?? { length, starts: new Set<number>() };
  block.starts.add(first).add(second);
  blocks.set(key, block);
  blocks.set(`${second}:${length}`, block);
}

function toDuplicatedBlock(lines: readonly SignificantLine[], block: BlockDraft): DuplicatedBlock {
  return {
    lines: block.length,
    occurrences: [...block.starts]
      .sort((left, right) => left - right)
      .map((start) => ({
        startLine: lines[start]?.line ?? 1,
        endLine: lines[start + block.length - 1]?.line ?? 1,
      })),
  };
}

/** Finds blocks of at least MIN_DUPLICATE_LINES significant lines that occur more than once. */
export function findDuplicatedBlocks(codeOnly: string, minLines = MIN_DUPLICATE_LINES): DuplicatedBlock[] {
  const lines = significantLines(codeOnly);
  if (lines.length < minLines * 2) return [];
  const { windowKeys, startsByKey } = indexWindows(lines, minLines);
  const blocks = new Map<string, BlockDraft>();
  for (const starts of startsByKey.values()) {
    for (let index = 1; index < starts.length; index += 1) {
      const first = starts[index - 1] ?? 0;
      const second = starts[index] ?? 0;
      if (second - first < minLines || continuesEarlierMatch(windowKeys, first, second)) continue;
      addOccurrences(blocks, first, second, matchLength(lines, first, second, minLines));
    }
  }
  return [...new Set(blocks.values())]
    .map((block) => toDuplicatedBlock(lines, block))
    .sort((left, right) => (left.occurrences[0]?.startLine ?? 0) - (right.occurrences[0]?.startLine ?? 0));
}

/** Number of distinct lines inside the second and later occurrences of duplicated blocks. */
export function countDuplicatedLines(blocks: readonly DuplicatedBlock[]): number {
  const covered = new Set<number>();
  for (const block of blocks) {
    for (const occurrence of block.occurrences.slice(1)) {
      for (let line = occurrence.startLine; line <= occurrence.endLine; line += 1) covered.add(line);
    }
  }
  return covered.size;
}
