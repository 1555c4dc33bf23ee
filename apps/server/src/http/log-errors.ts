/** What the log holds of an error. */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The log form of an error (the logger's `err` serializer). A failed query's parameters are the
 * user's data (passwords, file contents, e-mail addresses), so they never reach the log: a
 * Drizzle query error keeps its SQL text, a PostgreSQL error keeps its code and location but
 * not its `detail` (which repeats key values) and its quoted values are masked.
 */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const record = error as Error & Record<string, unknown>;
  if (typeof record.query === 'string' && 'params' in record) {
    return {
      type: error.name,
      message: 'Failed query',
      query: record.query,
      cause: record.cause === undefined ? undefined : serializeError(record.cause),
      // The stack's first lines repeat the message with the parameters; only the frames are kept.
      stack: (error.stack ?? '')
        .split('\n')
        .filter((line) => line.startsWith('    at '))
        .join('\n'),
    };
  }
  const fromPostgres = typeof record.severity === 'string';
  const serialized: SerializedError = {
    type: error.name,
    message: fromPostgres ? maskValues(error.message) : error.message,
    stack: fromPostgres ? '' : (error.stack ?? ''),
  };
  for (const key of ['code', 'statusCode', 'severity', 'routine', 'table', 'column', 'constraint']) {
    if (record[key] !== undefined) serialized[key] = record[key];
  }
  if (record.cause !== undefined) serialized.cause = serializeError(record.cause);
  return serialized;
}

function maskValues(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"');
}
