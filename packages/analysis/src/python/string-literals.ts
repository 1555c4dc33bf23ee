/** String-literal helpers for the Python parser: prefixes, quotes and f-string interpolations. */

/** Number of line breaks in a text. */
export function countLines(text: string): number {
  return text.split('\n').length - 1;
}

/** The body of a string token without prefix and quotes, and its flags. */
export function decodeLiteral(raw: string): {
  body: string;
  bodyOffset: number;
  isFormatted: boolean;
  isBytes: boolean;
} {
  const prefix = /^[A-Za-z]*/.exec(raw)?.[0] ?? '';
  const quoteChar = raw[prefix.length] ?? '"';
  const quoteLength = raw.startsWith(quoteChar.repeat(3), prefix.length) ? 3 : 1;
  const bodyOffset = prefix.length + quoteLength;
  return {
    body: raw.slice(bodyOffset, Math.max(bodyOffset, raw.length - quoteLength)),
    bodyOffset,
    isFormatted: /[fFtT]/.test(prefix),
    isBytes: /[bB]/.test(prefix),
  };
}

/** The top-level `{…}` expressions of an f-string body, without conversion and format spec. */
export function interpolationTexts(body: string): { text: string; offset: number }[] {
  const parts: { text: string; offset: number }[] = [];
  let index = 0;
  while (index < body.length) {
    if (body[index] !== '{') {
      index += 1;
      continue;
    }
    if (body[index + 1] === '{') {
      index += 2;
      continue;
    }
    const field = scanField(body, index);
    const end = field.expressionEnd === -1 ? field.cursor - 1 : field.expressionEnd;
    const text = body.slice(index + 1, end).replace(/=\s*$/, '');
    if (text.trim()) parts.push({ text, offset: index + 1 });
    index = field.cursor;
  }
  return parts;
}

/** The progress of scanning one replacement field. */
interface FieldScan {
  depth: number;
  /** Offset of the next character to read; past the closing brace when the scan ends. */
  cursor: number;
  /** Offset of the `:` or `!` that ends the expression part, or -1. */
  expressionEnd: number;
  /** The quote of a string literal the scan is inside, or ''. */
  quote: string;
}

const DEPTH_CHANGE = new Map([
  ['(', 1],
  ['[', 1],
  ['{', 1],
  [')', -1],
  [']', -1],
  ['}', -1],
]);

/** Scans the replacement field whose `{` is at `open`. */
function scanField(body: string, open: number): FieldScan {
  const field: FieldScan = { depth: 1, cursor: open + 1, expressionEnd: -1, quote: '' };
  while (field.cursor < body.length && field.depth > 0) {
    stepField(body, field);
    field.cursor += 1;
  }
  return field;
}

function stepField(body: string, field: FieldScan): void {
  const current = body[field.cursor] ?? '';
  if (field.quote) {
    if (current === field.quote) field.quote = '';
    return;
  }
  if (current === '"' || current === "'") {
    field.quote = current;
    return;
  }
  const change = DEPTH_CHANGE.get(current);
  if (change !== undefined) field.depth += change;
  else if (field.depth === 1 && field.expressionEnd === -1 && endsExpression(body, field.cursor)) {
    field.expressionEnd = field.cursor;
  }
}

/** A conversion (`!r`, but not `!=`) or a format spec (`:`) ends the expression of a field. */
function endsExpression(body: string, cursor: number): boolean {
  const char = body[cursor];
  return char === ':' || (char === '!' && body[cursor + 1] !== '=');
}
