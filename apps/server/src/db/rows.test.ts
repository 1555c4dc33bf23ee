import { describe, expect, it } from 'vitest';
import { column, decodeColumn, firstRowOf, rowsOf } from './rows.ts';

const shape = {
  id: column.text,
  position: column.bigint,
  created_at: column.timestamp,
  parent_id: column.nullable(column.text),
  status: column.oneOf('complete', 'stopped'),
  author: column.nullable(column.object({ id: column.text, username: column.nullable(column.text) })),
};

const row = {
  id: 'a',
  position: '12',
  created_at: '2026-11-24 11:50:29.123456+00',
  parent_id: null,
  status: 'complete',
  author: { id: 'u', username: null },
  extra: 'dropped',
};

describe('raw rows decoded by a named shape', () => {
  it('turns driver text into numbers and dates and drops columns the shape does not name', () => {
    expect(rowsOf({ rows: [row] }, shape)).toEqual([
      {
        id: 'a',
        position: 12,
        created_at: new Date('2026-11-24T11:50:29.123Z'),
        parent_id: null,
        status: 'complete',
        author: { id: 'u', username: null },
      },
    ]);
    expect(firstRowOf({ rows: [] }, shape)).toBeNull();
  });

  it('names the column when a statement no longer gives what the shape expects', () => {
    const { parent_id: _renamed, ...withoutParent } = row;
    expect(() => rowsOf({ rows: [withoutParent] }, shape)).toThrow('column parent_id: expected text, got undefined');
    expect(() => rowsOf({ rows: [{ ...row, status: 'lost' }] }, shape)).toThrow(
      'column status: expected complete | stopped, got string',
    );
    expect(() => rowsOf({ rows: [{ ...row, author: { id: 7, username: null } }] }, shape)).toThrow(
      'column author.id: expected text, got number',
    );
    expect(() => rowsOf({ rows: [{ ...row, created_at: 'yesterday' }] }, shape)).toThrow('a valid timestamp');
    expect(() => rowsOf({ rows: [{ ...row, position: String(2 ** 60) }] }, shape)).toThrow('a safe integer');
  });

  it('checks one value for the builder as well', () => {
    const files = decodeColumn(column.array(column.object({ version: column.integer })), 'files');
    expect(files([{ version: 2 }])).toEqual([{ version: 2 }]);
    expect(() => files([{ version: 2.5 }])).toThrow('column files.version: expected an integer, got number');
  });
});
