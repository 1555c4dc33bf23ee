import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness.ts';
import { openDatabase, type Database } from './client.ts';
import { executeNamed, preparedStatement } from './prepared.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = () => created.drop();
  // One connection, so every call below meets the statements the earlier ones prepared.
  database = openDatabase(created.url, { max: 1 });
});

afterAll(async () => {
  await database.close();
  await drop();
});

const greeting = (loud: boolean) =>
  preparedStatement(sql`select ${sql.placeholder('name')}::text || ${loud ? sql`'!'` : sql`'.'`} as text`);

async function preparedOnConnection(): Promise<string[]> {
  const result = await database.db.execute(sql`select name from pg_prepared_statements order by name`);
  return result.rows.map((row) => String(row.name));
}

describe('prepared statements', () => {
  it('plans a statement once per connection and fills its placeholders on every call', async () => {
    const hello = greeting(false);
    expect(await preparedOnConnection()).toEqual([]);
    expect((await hello(database.db, { name: 'Ada' })).rows).toEqual([{ text: 'Ada.' }]);
    expect((await hello(database.db, { name: 'Grace' })).rows).toEqual([{ text: 'Grace.' }]);
    const names = await preparedOnConnection();
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^hb_[0-9a-f]{24}$/);
  });

  it('names two shapes of one query apart, and one shape alike wherever it is built', async () => {
    const before = await preparedOnConnection();
    expect((await greeting(true)(database.db, { name: 'Ada' })).rows).toEqual([{ text: 'Ada!' }]);
    expect((await greeting(false)(database.db, { name: 'Alan' })).rows).toEqual([{ text: 'Alan.' }]);
    const after = await preparedOnConnection();
    expect(after).toHaveLength(before.length + 1);
  });

  it('runs inside a transaction, which sees its own uncommitted writes', async () => {
    await database.db.execute(sql`create table prepared_probe (value text)`);
    const count = preparedStatement(
      sql`select count(*)::int as n from prepared_probe where value = ${sql.placeholder('value')}`,
    );
    const undone = new Error('undo the insert');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_probe values ('seen')`);
        expect((await count(tx, { value: 'seen' })).rows).toEqual([{ n: 1 }]);
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect((await count(database.db, { value: 'seen' })).rows).toEqual([{ n: 0 }]);
  });

  it('prepares a statement built with values once per shape, binding the values on every call', async () => {
    const before = await preparedOnConnection();
    const shout = (name: string, loud: boolean) => sql`select ${name}::text || ${loud ? sql`'!'` : sql`'?'`} as shout`;
    expect((await executeNamed(database.db, shout('Ada', true))).rows).toEqual([{ shout: 'Ada!' }]);
    expect((await executeNamed(database.db, shout('Alan', true))).rows).toEqual([{ shout: 'Alan!' }]);
    expect(await preparedOnConnection()).toHaveLength(before.length + 1);
    expect((await executeNamed(database.db, shout('Grace', false))).rows).toEqual([{ shout: 'Grace?' }]);
    expect(await preparedOnConnection()).toHaveLength(before.length + 2);
  });
});
