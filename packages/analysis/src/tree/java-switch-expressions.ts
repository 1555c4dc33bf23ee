/**
 * Java 14 switch expressions, which `@lezer/java` 1.1 cannot parse, rewritten into the switch
 * statements it reads, without moving any line (decision 117):
 *
 *     String role = switch (k) { case "a" -> "admin"; default -> { yield name; } };
 *     String role ; switch (k) { case "a" -> role = "admin"; default -> { role = name; break; } };
 *
 * `return switch …` becomes a switch whose arms return. A switch expression anywhere else (an
 * argument, part of a larger expression) is left as it is, and its function keeps the partial,
 * per-function reading of decision 112. Only the text the syntax tree is built from is rewritten.
 */

interface Token {
  text: string;
  from: number;
  to: number;
}

interface Edit {
  from: number;
  to: number;
  insert: string;
}

/** A switch expression that can be rewritten: where its block is and what its arms become. */
interface SwitchExpression {
  blockOpen: number;
  blockClose: number;
  /** `role = ` for an assignment, `return ` for a return. */
  prefix: string;
  /** Yields also leave the switch (`break`) when they assign. */
  assigns: boolean;
}

const WORD = /[A-Za-z_$][\w$]*/y;
const NUMBER = /[0-9][\w.]*/y;
const OPERATORS = ['->', '==', '!=', '<=', '>=', '+=', '-=', '*=', '/=', '&&', '||', '::', '++', '--'];

/** Java tokens without comments, strings, text blocks and character literals (they become one token each). */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at] ?? '';
    if (/\s/.test(char)) {
      at += 1;
    } else if (text.startsWith('//', at)) {
      const end = text.indexOf('\n', at);
      at = end < 0 ? text.length : end;
    } else if (text.startsWith('/*', at)) {
      const end = text.indexOf('*/', at + 2);
      at = end < 0 ? text.length : end + 2;
    } else if (text.startsWith('"""', at)) {
      const end = text.indexOf('"""', at + 3);
      const to = end < 0 ? text.length : end + 3;
      out.push({ text: '"""', from: at, to });
      at = to;
    } else if (char === '"' || char === "'") {
      let end = at + 1;
      while (end < text.length && text[end] !== char && text[end] !== '\n') end += text[end] === '\\' ? 2 : 1;
      out.push({ text: char, from: at, to: end + 1 });
      at = end + 1;
    } else {
      WORD.lastIndex = at;
      NUMBER.lastIndex = at;
      const word = WORD.exec(text) ?? NUMBER.exec(text);
      const operator = OPERATORS.find((candidate) => text.startsWith(candidate, at));
      const length = word ? word[0].length : (operator?.length ?? 1);
      out.push({ text: text.slice(at, at + length), from: at, to: at + length });
      at += length;
    }
  }
  return out;
}

/** Index of the token closing the bracket opened at `open`, or -1. */
function closing(list: readonly Token[], open: number): number {
  const opener = list[open]?.text;
  const closer = opener === '(' ? ')' : opener === '{' ? '}' : ']';
  let depth = 0;
  for (let index = open; index < list.length; index++) {
    const text = list[index]?.text;
    if (text === opener) depth += 1;
    if (text === closer) depth -= 1;
    if (depth === 0) return index;
  }
  return -1;
}

/** Index of the `(` that the `)` at `close` closes, or -1. */
function opening(list: readonly Token[], close: number): number {
  let depth = 0;
  for (let index = close; index >= 0; index--) {
    const text = list[index]?.text;
    if (text === ')') depth += 1;
    if (text === '(') depth -= 1;
    if (depth === 0) return index;
  }
  return -1;
}

/** The assignment target before `=` at `equals` (`role`, `this.role`), and where it starts. */
function targetBefore(list: readonly Token[], equals: number): { text: string; start: number } | undefined {
  let start = equals - 1;
  if (!/^[A-Za-z_$]/.test(list[start]?.text ?? '')) return undefined;
  while (list[start - 1]?.text === '.' && /^[A-Za-z_$]/.test(list[start - 2]?.text ?? '')) start -= 2;
  const text = list
    .slice(start, equals)
    .map((token) => token.text)
    .join('');
  return { text, start };
}

/** A rewritable switch expression starting at token `index` (`switch`), with the edits of its head. */
function switchExpression(list: readonly Token[], index: number, edits: Edit[]): SwitchExpression | undefined {
  const open = index + 1;
  if (list[open]?.text !== '(') return undefined;
  const blockOpen = closing(list, open) + 1;
  if (blockOpen <= 0 || list[blockOpen]?.text !== '{') return undefined;
  const blockClose = closing(list, blockOpen);
  if (blockClose < 0 || list[blockClose + 1]?.text !== ';') return undefined;
  // A cast before the switch (`(Spliterator<T>) switch …`) goes: each arm is assigned or returned anyway.
  const cast = list[index - 1]?.text === ')' ? opening(list, index - 1) : -1;
  const head = cast >= 0 ? cast : index;
  const before = list[head - 1];
  const dropCast = () => {
    if (cast >= 0) edits.push({ from: list[cast]?.from ?? 0, to: list[index - 1]?.to ?? 0, insert: '' });
  };
  if (before?.text === 'return') {
    dropCast();
    edits.push({ from: before.from, to: before.to, insert: '' });
    return { blockOpen, blockClose, prefix: 'return ', assigns: false };
  }
  if (before?.text !== '=') return undefined;
  const target = targetBefore(list, head - 1);
  if (!target) return undefined;
  const declared = /^([A-Za-z_$][\w$]*|>|\])$/.test(list[target.start - 1]?.text ?? '');
  // `String role = switch` declares `role` first; `role = switch` only loses its `role =`.
  dropCast();
  if (declared) edits.push({ from: before.from, to: before.to, insert: ';' });
  else edits.push({ from: list[target.start]?.from ?? before.from, to: before.to, insert: '' });
  return { blockOpen, blockClose, prefix: `${target.text} = `, assigns: true };
}

/** The edits of one switch expression's arms: each arrow arm's expression gets the prefix. */
function armEdits(list: readonly Token[], found: SwitchExpression, edits: Edit[]): void {
  let depth = 0;
  for (let index = found.blockOpen + 1; index < found.blockClose; index++) {
    const text = list[index]?.text;
    if (text === '{' || text === '(' || text === '[') depth += 1;
    if (text === '}' || text === ')' || text === ']') depth -= 1;
    if (depth !== 0 || (text !== 'case' && text !== 'default')) continue;
    let arrow = index + 1;
    let inner = 0;
    while (arrow < found.blockClose) {
      const part = list[arrow]?.text;
      if (part === '(' || part === '[' || part === '{') inner += 1;
      if (part === ')' || part === ']' || part === '}') inner -= 1;
      if (inner === 0 && (part === '->' || part === ':')) break;
      arrow += 1;
    }
    const first = list[arrow + 1];
    if (list[arrow]?.text !== '->' || !first || first.text === '{' || first.text === 'throw') continue;
    if (found.assigns) {
      edits.push({ from: first.from, to: first.from, insert: found.prefix });
      continue;
    }
    // A rule's arm is an expression, a block or a throw: a return needs a block around it.
    const end = list[statementEnd(list, arrow + 1)];
    edits.push({ from: first.from, to: first.from, insert: `{ ${found.prefix}` });
    if (end) edits.push({ from: end.to, to: end.to, insert: ' }' });
  }
}

/** Index of the `;` that ends the statement starting at token `from` (brackets skipped). */
function statementEnd(list: readonly Token[], from: number): number {
  let end = from;
  let depth = 0;
  while (end < list.length && !(depth === 0 && list[end]?.text === ';')) {
    const text = list[end]?.text;
    if (text === '(' || text === '{' || text === '[') depth += 1;
    if (text === ')' || text === '}' || text === ']') depth -= 1;
    end += 1;
  }
  return end;
}

/** `yield value;` inside the innermost rewritten switch expression becomes an assignment (and a break) or a return. */
function yieldEdits(list: readonly Token[], found: readonly SwitchExpression[], edits: Edit[]): void {
  list.forEach((token, index) => {
    if (token.text !== 'yield' || !/^[;{}:]$|^->$/.test(list[index - 1]?.text ?? '')) return;
    if (/^[=.]$/.test(list[index + 1]?.text ?? '')) return;
    const owner = found
      .filter((each) => each.blockOpen < index && index < each.blockClose)
      .reduce<SwitchExpression | undefined>(
        (inner, each) => (!inner || each.blockOpen > inner.blockOpen ? each : inner),
        undefined,
      );
    if (!owner) return;
    edits.push({ from: token.from, to: token.to, insert: owner.prefix.trimEnd() });
    if (!owner.assigns) return;
    const semicolon = list[statementEnd(list, index + 1)];
    if (semicolon) edits.push({ from: semicolon.to, to: semicolon.to, insert: ' break;' });
  });
}

/** The Java text with its assignment and return switch expressions rewritten as statements; lines stay where they are. */
export function rewriteSwitchExpressions(text: string): string {
  if (!/\bswitch\b/.test(text) || !/->|\byield\b/.test(text)) return text;
  const list = tokens(text);
  const edits: Edit[] = [];
  const found: SwitchExpression[] = [];
  list.forEach((token, index) => {
    if (token.text !== 'switch') return;
    const expression = switchExpression(list, index, edits);
    if (!expression) return;
    found.push(expression);
    armEdits(list, expression, edits);
  });
  if (found.length === 0) return text;
  yieldEdits(list, found, edits);
  let out = text;
  for (const edit of edits.sort((left, right) => right.from - left.from || right.to - left.to)) {
    out = out.slice(0, edit.from) + edit.insert + out.slice(edit.to);
  }
  return out;
}

const PRIMITIVES = /^(boolean|byte|char|short|int|long|float|double|void)$/;
/** Words `@lezer/java` reserves for module declarations, which ordinary code uses as names (`int from, to`). */
const MODULE_WORDS = /\b(to|with|requires|exports|opens|uses|provides|transitive)\b/g;

/**
 * The text the Java parser is given: of the same length as the text read from the tree, so every
 * node's offsets still point at the right words. `@lezer/java` 1.1 knows no class literals
 * (`Long.class`, `int.class`, `byte[].class`, written without spaces) and reserves the words of module declarations, so
 * class literals become a field read (`INT__.CLASS`) and those words names of the same length.
 */
export function javaParseText(text: string): string {
  const chars = [...text];
  for (let at = text.indexOf('.class'); at >= 0; at = text.indexOf('.class', at + 1)) {
    if (/[\w$]/.test(text[at + 6] ?? '')) continue;
    chars.splice(at + 1, 5, 'C', 'L', 'A', 'S', 'S');
    let start = at;
    while (text[start - 1] === ']' && text[start - 2] === '[') {
      chars.splice(start - 2, 2, '_', '_');
      start -= 2;
    }
    let wordStart = start;
    while (wordStart > start - 8 && /[a-z]/.test(text[wordStart - 1] ?? '')) wordStart -= 1;
    const word = text.slice(wordStart, start);
    if (PRIMITIVES.test(word) && !/[\w$]/.test(text[start - word.length - 1] ?? '')) {
      chars.splice(start - word.length, word.length, ...word.toUpperCase());
    }
  }
  const literals = chars.join('');
  if (/^(open )?module [\w.]+ *\{/m.test(text)) return literals;
  return literals.replace(MODULE_WORDS, (word) => word.toUpperCase());
}
