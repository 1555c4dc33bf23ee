/**
 * Complexity and nesting of any line range, answered from per-line tables computed once per file.
 * A unit's body can run to the end of the file (a header whose block never closes), so measuring
 * each body line by line cost units × lines; hostile input made that seconds.
 */

const DECISIONS =
  /\b(?:if|for|foreach|while|case|catch|except|elif|elsif|unless|until|guard|when|rescue)\b|&&|\|\||\?\?|\b(?:and|or)\b(?=\s)/g;

const NO_BRACE = -1_000_000_000;

/** Range maxima in O(1) after an O(n log n) table (a sparse table). */
class RangeMax {
  private readonly levels: Int32Array[];

  constructor(values: Int32Array) {
    this.levels = [values];
    for (let width = 2; width <= values.length; width *= 2) {
      const previous = this.levels[this.levels.length - 1]!;
      const half = width / 2;
      const level = new Int32Array(values.length - width + 1);
      for (let index = 0; index < level.length; index += 1) {
        level[index] = Math.max(previous[index]!, previous[index + half]!);
      }
      this.levels.push(level);
    }
  }

  /** The largest value in [from, to] (inclusive, from <= to). */
  max(from: number, to: number): number {
    const level = 31 - Math.clz32(to - from + 1);
    const values = this.levels[level]!;
    return Math.max(values[from]!, values[to - (1 << level) + 1]!);
  }
}

function decisionCount(text: string): number {
  return text.replace(/\?\./g, '').match(DECISIONS)?.length ?? 0;
}

/** Per-line tables of one file's (skeleton) lines. */
export class UnitMetrics {
  /** Decisions before line i, each line counted with its line break. */
  private readonly decisionsBefore: Float64Array;
  /** Decisions of line i alone (the last line of a range has no break after it). */
  private readonly decisionsAlone: Int32Array;
  /** Brace depth at the start of line i, from the file's start. */
  private readonly depthBefore: Int32Array;
  /** The deepest brace depth after a `{` on line i, from the file's start (NO_BRACE without one). */
  private readonly braceHighs: RangeMax;
  /** Leading white space of line i, -1 when blank. */
  private readonly indents: Int32Array;
  private readonly indentHighs: RangeMax;
  /** The (ascending) non-blank lines of each indentation width. */
  private readonly linesByIndent = new Map<number, number[]>();

  constructor(lines: readonly string[]) {
    const count = lines.length;
    this.decisionsBefore = new Float64Array(count + 1);
    this.decisionsAlone = new Int32Array(count);
    this.depthBefore = new Int32Array(count + 1);
    const highs = new Int32Array(Math.max(count, 1)).fill(NO_BRACE);
    this.indents = new Int32Array(Math.max(count, 1)).fill(-1);
    lines.forEach((line, index) => {
      this.decisionsBefore[index + 1] = this.decisionsBefore[index]! + decisionCount(`${line}\n`);
      this.decisionsAlone[index] = decisionCount(line);
      let depth = this.depthBefore[index]!;
      for (const char of line) {
        if (char === '{') highs[index] = Math.max(highs[index]!, (depth += 1));
        else if (char === '}') depth -= 1;
      }
      this.depthBefore[index + 1] = depth;
      if (line.trim() === '') return;
      const indent = line.length - line.trimStart().length;
      this.indents[index] = indent;
      const same = this.linesByIndent.get(indent);
      if (same) same.push(index);
      else this.linesByIndent.set(indent, [index]);
    });
    this.braceHighs = new RangeMax(highs);
    this.indentHighs = new RangeMax(this.indents);
  }

  /** 1 + the decision keywords and operators on lines start+1..end. */
  complexity(start: number, end: number): number {
    if (end <= start) return 1;
    return 1 + this.decisionsBefore[end]! - this.decisionsBefore[start + 1]! + this.decisionsAlone[end]!;
  }

  /** The deepest nesting inside the unit on lines start..end, by braces or by indentation. */
  nesting(start: number, end: number, braces: boolean, baseIndent: number): number {
    if (braces) {
      const deepest = Math.max(0, this.braceHighs.max(start, end) - this.depthBefore[start]!);
      return Math.max(0, deepest - 1);
    }
    if (end <= start) return 0;
    const widest = this.indentHighs.max(start + 1, end);
    if (widest < 0) return 0;
    // The indentation step: the smallest deeper indentation in the body, at most 4.
    let step = 4;
    for (let width = 1; width < 4; width += 1) {
      if (this.hasIndent(baseIndent + width, start + 1, end)) {
        step = width;
        break;
      }
    }
    return Math.max(0, Math.round((widest - baseIndent) / step) - 1);
  }

  private hasIndent(indent: number, from: number, to: number): boolean {
    const lines = this.linesByIndent.get(indent);
    if (!lines) return false;
    let low = 0;
    let high = lines.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (lines[middle]! < from) low = middle + 1;
      else high = middle;
    }
    return low < lines.length && lines[low]! <= to;
  }
}
