/**
 * The fix of SQL built from strings (SEC002), written from the user's own line: the same
 * receiver, query and values, with the placeholder style of the driver the file imports.
 */

/** How a driver marks a value in SQL. */
export type PlaceholderStyle = 'qmark' | 'format' | 'numbered';

/** The drivers told apart by their imports, with their placeholder style. */
const DRIVERS: readonly { pattern: RegExp; name: string; style: PlaceholderStyle }[] = [
  { pattern: /^\s*(import|from)\s+sqlite3\b/m, name: 'sqlite3', style: 'qmark' },
  {
    pattern: /^\s*(import|from)\s+(psycopg2?|pymysql|MySQLdb|mysql\.connector)\b/m,
    name: 'psycopg/pymysql',
    style: 'format',
  },
  { pattern: /require\(['"]pg['"]\)|from ['"]pg['"]|\bnew (Pool|Client)\(/, name: 'node-postgres', style: 'numbered' },
  { pattern: /['"](mysql2?|better-sqlite3|sqlite3)(\/promise)?['"]/, name: 'mysql/sqlite', style: 'qmark' },
  { pattern: /\bjava\.sql\b|\bConnection\b.*\bcreateStatement\(|\bDriverManager\b/, name: 'JDBC', style: 'qmark' },
];

/** The driver the code uses, by its imports; null when none is recognised. */
export function driverOf(code: string, language: string): { name: string; style: PlaceholderStyle } | null {
  const found = DRIVERS.find((driver) => driver.pattern.test(code));
  if (found) return found;
  return language === 'java' ? { name: 'JDBC', style: 'qmark' } : null;
}

function placeholder(style: PlaceholderStyle, index: number): string {
  return style === 'qmark' ? '?' : style === 'format' ? '%s' : `$${index}`;
}

/** The pieces of a string concatenation or template: literal text and the expressions between. */
type Piece = { text: string } | { expression: string };

/** Splits `"a '" + name + "' b"` into literals and expressions (top-level `+` only). */
function concatenation(argument: string): Piece[] | null {
  const pieces: Piece[] = [];
  const token = /\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([\w.[\]()]+?))\s*(\+|$)/gy;
  let match: RegExpExecArray | null;
  while (token.lastIndex < argument.length && (match = token.exec(argument))) {
    if (match[1] !== undefined || match[2] !== undefined) pieces.push({ text: match[1] ?? match[2] ?? '' });
    else if (match[3]) pieces.push({ expression: match[3] });
    else return null;
    if (!match[4]) break;
  }
  return token.lastIndex >= argument.trimEnd().length ? pieces : null;
}

/** Splits an f-string or template literal body into literals and `{expression}` / `${expression}` parts. */
function interpolation(body: string, marker: RegExp): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of body.matchAll(marker)) {
    pieces.push({ text: body.slice(last, match.index) }, { expression: (match[1] ?? '').trim() });
    last = (match.index ?? 0) + match[0].length;
  }
  pieces.push({ text: body.slice(last) });
  return pieces;
}

/** The argument of a call as pieces, whatever way the SQL was built. */
function piecesOf(argument: string, language: string): Piece[] | null {
  const trimmed = argument.trim();
  const fString = /^f(["'])(.*)\1$/.exec(trimmed);
  if (language === 'python' && fString) return interpolation(fString[2] ?? '', /\{([^{}]+)\}/g);
  const template = /^`(.*)`$/s.exec(trimmed);
  if (template) return interpolation(template[1] ?? '', /\$\{([^{}]+)\}/g);
  const percent = /^(["'])(.*)\1\s*%\s*\(?(.+?)\)?$/.exec(trimmed);
  if (language === 'python' && percent) {
    const values = (percent[3] ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    const parts = (percent[2] ?? '').split(/%[sd]/);
    if (parts.length !== values.length + 1) return null;
    return parts.flatMap((text, index) =>
      index < values.length ? [{ text }, { expression: values[index] ?? '' }] : [{ text }],
    );
  }
  const pieces = concatenation(trimmed);
  return pieces && pieces.some((piece) => 'expression' in piece) ? pieces : null;
}

/** The SQL with placeholders, and the values in order; quotes around a value go with it. */
function parameterized(pieces: Piece[], style: PlaceholderStyle): { sql: string; values: string[] } {
  let sql = '';
  const values: string[] = [];
  // '...' + name + '...' quoted the value by hand: the placeholder replaces both quotes.
  let quoted = false;
  for (const piece of pieces) {
    if ('text' in piece) {
      sql += quoted && piece.text.startsWith("'") ? piece.text.slice(1) : piece.text;
      quoted = false;
      continue;
    }
    values.push(piece.expression);
    quoted = sql.endsWith("'");
    sql = (quoted ? sql.slice(0, -1) : sql) + placeholder(style, values.length);
  }
  return { sql, values };
}

/**
 * The user's SQL line rewritten with query parameters, keeping its receiver, its assignment and
 * its values; null when the line is not a call whose SQL is built from strings.
 */
export function parameterizeLine(line: string, language: string, code: string): string | null {
  const driver = driverOf(code, language);
  const style: PlaceholderStyle = driver?.style ?? (language === 'python' ? 'qmark' : 'numbered');
  const indent = /^\s*/.exec(line)?.[0] ?? '';
  if (language === 'java') {
    const call =
      /^\s*(return\s+)?(?:(\w[\w<>]*)\s+(\w+)\s*=\s*)?(\w+)\.(executeQuery|executeUpdate|execute)\((.+)\);\s*$/.exec(
        line,
      );
    const pieces = call ? piecesOf(call[6] ?? '', language) : null;
    if (!call || !pieces) return null;
    const { sql, values } = parameterized(pieces, 'qmark');
    const connection = /(\w+)\.createStatement\(/.exec(code)?.[1] ?? 'connection';
    // The user's own Statement may already be called `statement`.
    const name = /\bstatement\b/.test(code) ? 'prepared' : 'statement';
    const result = call[2] && call[3] ? `${call[2]} ${call[3]} = ` : '';
    return [
      `${indent}PreparedStatement ${name} = ${connection}.prepareStatement(${JSON.stringify(sql)});`,
      ...values.map((value, index) => `${indent}${name}.setObject(${index + 1}, ${value});`),
      `${indent}${call[1] ?? ''}${result}${name}.${call[5]}();`,
    ].join('\n');
  }
  const call =
    /^(\s*(?:(?:const|let|var)\s+)?(?:[\w.]+\s*=\s*)?(?:await\s+)?[\w.]+\.(?:execute|executemany|query|run|all|get|raw))\((.+)\)(;?)\s*(#.*|\/\/.*)?$/.exec(
      line,
    );
  const pieces = call ? piecesOf(call[2] ?? '', language) : null;
  if (!call || !pieces) return null;
  const { sql, values } = parameterized(pieces, style);
  const quoted = JSON.stringify(sql);
  if (language === 'python') {
    const tuple = values.length === 1 ? `(${values[0]},)` : `(${values.join(', ')})`;
    return `${call[1]}(${quoted}, ${tuple})`;
  }
  return `${call[1]}(${quoted.replace(/^"|"$/g, "'")}, [${values.join(', ')}])${call[3]}`;
}

/** What to tell the user about the placeholder, naming the driver when it is known. */
export function placeholderNote(code: string, language: string): string {
  const driver = driverOf(code, language);
  if (!driver) {
    return 'Use the placeholder of your driver (`?` for sqlite3 and JDBC, `%s` for psycopg and pymysql, `$1` for node-postgres).';
  }
  const mark = driver.style === 'qmark' ? '`?`' : driver.style === 'format' ? '`%s`' : '`$1`, `$2`, …';
  return `${driver.name} takes ${mark} as its placeholder.`;
}
