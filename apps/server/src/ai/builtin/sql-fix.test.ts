import { describe, expect, it } from 'vitest';
import { composeAnswer } from './answer.ts';
import { parameterizeLine } from './sql-fix.ts';

const SQLITE =
  'import sqlite3\n\n\ndef find_user(conn, name):\n    """Finds a user."""\n    cur = conn.cursor()\n    cur.execute("SELECT * FROM users WHERE name = \'" + name + "\'")\n    return cur.fetchone()\n';

describe('SQL injection fixes keep the user’s names and use the driver’s placeholder', () => {
  it('sqlite3 takes ? and the user’s cursor stays `cur`', () => {
    const answer = composeAnswer('How do I fix the SQL injection?', {
      code: SQLITE,
      language: 'python',
      filename: 'db.py',
    });
    expect(answer).toContain('cur.execute("SELECT * FROM users WHERE name = ?", (name,))');
    expect(answer).not.toContain('cursor.execute');
    expect(answer).not.toMatch(/= %s/);
    expect(answer).toContain('sqlite3 takes `?`');
  });

  it('psycopg and pymysql take %s; f-strings and % formatting are read too', () => {
    const code = 'import psycopg2\n';
    expect(
      parameterizeLine('    db.execute(f"DELETE FROM t WHERE id = {item_id} AND o = \'{owner}\'")', 'python', code),
    ).toBe('    db.execute("DELETE FROM t WHERE id = %s AND o = %s", (item_id, owner))');
    expect(
      parameterizeLine('rows = c.execute("SELECT * FROM t WHERE a = \'%s\'" % a)', 'python', 'import pymysql'),
    ).toBe('rows = c.execute("SELECT * FROM t WHERE a = %s", (a,))');
  });

  it('node-postgres takes $1, $2 and keeps `await pool.query`', () => {
    const code = "import pg from 'pg';\n";
    expect(
      parameterizeLine(
        "  const rows = await pool.query(`SELECT * FROM t WHERE a = ${a} AND b = '${b}'`);",
        'javascript',
        code,
      ),
    ).toBe("  const rows = await pool.query('SELECT * FROM t WHERE a = $1 AND b = $2', [a, b]);");
  });

  it('JDBC gets a PreparedStatement with ? on the user’s connection', () => {
    const code = 'import java.sql.*;\nStatement st = conn.createStatement();\n';
    expect(
      parameterizeLine(
        '        ResultSet rs = st.executeQuery("SELECT * FROM users WHERE name = \'" + name + "\'");',
        'java',
        code,
      ),
    ).toBe(
      [
        '        PreparedStatement statement = conn.prepareStatement("SELECT * FROM users WHERE name = ?");',
        '        statement.setObject(1, name);',
        '        ResultSet rs = statement.executeQuery();',
      ].join('\n'),
    );
  });
});

describe('hard-coded secrets', () => {
  it('are always reported when asked about security, even one shorter than the review’s minimum', () => {
    const code = `PASSWORD = "hunter2"\n${SQLITE}`;
    const answer = composeAnswer('Is this code secure?', { code, language: 'python', filename: 'db.py' });
    expect(answer).toMatch(/2 security problems/);
    expect(answer).toMatch(/line 1: `PASSWORD` holds a secret/);
    expect(
      composeAnswer('Is this code secure?', {
        code: 'PASSWORD = os.environ["PASSWORD"]\n',
        language: 'python',
        filename: 'a.py',
      }),
    ).not.toContain('holds a secret');
  });
});
