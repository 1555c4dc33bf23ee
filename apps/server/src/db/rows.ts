import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Checked shapes for the rows of raw SQL statements (decision 041). `db.execute(sql…)` answers
 * rows of `unknown`; a repository names each column it reads with a decoder here, so a renamed
 * or retyped column fails loudly at the first query instead of flowing on under a cast.
 * Timestamps arrive as text from the driver (Drizzle turns off pg's date parsing) and leave as
 * `Date`, like the builder's timestamp columns.
 */

/**
 * `"table"."column"` for use inside a subquery of a builder select. The builder writes the
 * columns of a one-table select without their table, and a bare name inside a subquery binds to
 * the subquery's own tables first (`user_id` would silently mean `profiles.user_id`).
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** Reads one column's value or throws, naming what it expected. */
export type Column<T> = (value: unknown) => T;

/** Column decoders by name: the shape of a row. */
export type RowShape = Record<string, Column<unknown>>;

/** The row type a shape decodes to. */
export type RowOf<S extends RowShape> = { [K in keyof S]: ReturnType<S[K]> };

class ColumnMismatch extends Error {}

function fail(expected: string, value: unknown): never {
  const found = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
  throw new ColumnMismatch(`expected ${expected}, got ${found}`);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : fail('text', value);
}

function integer(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : fail('an integer', value);
}

/** A bigint/bigserial column: pg answers int8 as text, so it may come as a string of digits. */
function bigint(value: unknown): number {
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : fail('a safe integer', value);
}

/** A bytea column: pg answers it as a Buffer. */
function bytes(value: unknown): Buffer {
  return Buffer.isBuffer(value) ? value : fail('bytes', value);
}

function boolean(value: unknown): boolean {
  return typeof value === 'boolean' ? value : fail('a boolean', value);
}

function timestamp(value: unknown): Date {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : fail('a timestamp', value);
  return Number.isNaN(date.getTime()) ? fail('a valid timestamp', value) : date;
}

function oneOf<const T extends readonly string[]>(...values: T): Column<T[number]> {
  return (value) => (typeof value === 'string' && values.includes(value) ? value : fail(values.join(' | '), value));
}

function nullable<T>(inner: Column<T>): Column<T | null> {
  return (value) => (value === null ? null : inner(value));
}

function array<T>(item: Column<T>): Column<T[]> {
  return (value) => (Array.isArray(value) ? value.map(item) : fail('an array', value));
}

function object<S extends RowShape>(shape: S): Column<RowOf<S>> {
  return (value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? decodeRecord(value as Record<string, unknown>, shape)
      : fail('an object', value);
}

/**
 * A json/jsonb value the server wrote itself after validating it with the contracts; it is
 * checked to be present, not re-validated on every read (old rows must stay readable).
 */
function json<T>(): Column<T> {
  return (value) => (value === undefined ? fail('a JSON value', value) : (value as T));
}

/** The column decoders. */
export const column = { text, integer, bigint, bytes, boolean, timestamp, oneOf, nullable, array, object, json };

/**
 * An instant as JSON text the way `Date#toISOString` writes it (milliseconds, truncated as a Date
 * truncates them), for JSON that PostgreSQL writes and the server sends as it comes.
 */
export const isoTime = (instant: SQL) => sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A user's public name as `userSummaryJson` builds it. */
export const userSummaryColumn = object({
  id: text,
  username: nullable(text),
  full_name: nullable(text),
  email_name: nullable(text),
  avatar_url: nullable(text),
});

function decodeRecord<S extends RowShape>(record: Record<string, unknown>, shape: S): RowOf<S> {
  const row: Record<string, unknown> = {};
  for (const [name, decode] of Object.entries(shape)) {
    try {
      row[name] = decode(record[name]);
    } catch (error) {
      if (!(error instanceof ColumnMismatch)) throw error;
      const nested = error.message.startsWith('.');
      throw new ColumnMismatch(`.${name}${nested ? '' : ': '}${error.message}`, { cause: error });
    }
  }
  return row as RowOf<S>;
}

function decodeRow<S extends RowShape>(record: Record<string, unknown>, shape: S): RowOf<S> {
  try {
    return decodeRecord(record, shape);
  } catch (error) {
    if (!(error instanceof ColumnMismatch)) throw error;
    throw new Error(`A row does not have the shape its statement promised: column ${error.message.slice(1)}`, {
      cause: error,
    });
  }
}

/**
 * Decodes a value of the builder's `sql` expression or a raw row's field with one column decoder,
 * for `SQL.mapWith`.
 */
export function decodeColumn<T>(decode: Column<T>, name: string): (value: unknown) => T {
  return (value) => decodeRow({ [name]: value }, { [name]: decode })[name] as T;
}

/** Every row of a raw statement's result, decoded by `shape` (extra columns are dropped). */
export function rowsOf<S extends RowShape>(result: { rows: readonly Record<string, unknown>[] }, shape: S): RowOf<S>[] {
  return result.rows.map((record) => decodeRow(record, shape));
}

/** The first row of a raw statement's result decoded by `shape`, or null when there is none. */
export function firstRowOf<S extends RowShape>(
  result: { rows: readonly Record<string, unknown>[] },
  shape: S,
): RowOf<S> | null {
  const [record] = result.rows;
  return record ? decodeRow(record, shape) : null;
}
