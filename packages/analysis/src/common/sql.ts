/** Recognising SQL text, for SQL-injection findings (SEC002). */

const SQL_SHAPE =
  /^\s*(?:select\b[\s\S]*\bfrom\b|insert\s+into\b|update\b[\s\S]*\bset\b|delete\s+from\b|drop\s+(?:table|database)\b|create\s+(?:table|index|database)\b|alter\s+table\b|truncate\b|replace\s+into\b|merge\s+into\b|with\b[\s\S]*\bselect\b|exec(?:ute)?\s+\w)/i;
// Inside longer text only upper-case keywords count, so prose such as "select a file from" does not.
const SQL_ANYWHERE =
  /\b(?:SELECT\s(?:(?!SELECT\b)[\w*.,\s()])*\sFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)\b|\bwhere\s+\w+(?:\.\w+)?\s*(?:=|like\b|in\b)/;

/** True when the static parts of a string look like an SQL statement. */
export function looksLikeSql(text: string): boolean {
  return SQL_SHAPE.test(text) || SQL_ANYWHERE.test(text) || /\bwhere\s+\w+(?:\.\w+)?\s*(?:=|like\b|in\b)/i.test(text);
}

/** Method names through which drivers and ORMs run raw SQL. */
export const SQL_EXECUTING_METHODS = new Set([
  'query',
  'execute',
  'exec',
  'raw',
  'run',
  'all',
  'get',
  'prepare',
  'each',
  'executemany',
  'executescript',
  'queryRaw',
  'executeRaw',
  '$queryRawUnsafe',
  '$executeRawUnsafe',
  'queryRawUnsafe',
  'executeRawUnsafe',
  'sequelize',
  'unsafe',
  'whereRaw',
  'havingRaw',
  'orderByRaw',
  'joinRaw',
  'fromRaw',
  'selectRaw',
  'text',
]);
