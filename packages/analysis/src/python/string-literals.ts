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
    const char = body[index];
    if (char === '{' && body[index + 1] === '{') {
      index += 2;
      continue;
    }
    if (char !== '{') {
      index += 1;
      continue;
    }
    let depth = 1;
    let cursor = index + 1;
    let expressionEnd = -1;
    let quote = '';
    while (cursor < body.length && depth > 0) {
      const current = body[cursor] ?? '';
      if (quote) {
        if (current === quote) quote = '';
      } else if (current === '"' || current === "'") quote = current;
      else if ('([{'.includes(current)) depth += 1;
      else if (')]}'.includes(current)) depth -= 1;
      else if (
        depth === 1 &&
        expressionEnd === -1 &&
        (current === ':' || (current === '!' && body[cursor + 1] !== '='))
      )
        expressionEnd = cursor;
      cursor += 1;
    }
    const end = expressionEnd === -1 ? cursor - 1 : expressionEnd;
    const text = body.slice(index + 1, end).replace(/=\s*$/, '');
    if (text.trim()) parts.push({ text, offset: index + 1 });
    index = cursor;
  }
  return parts;
}
