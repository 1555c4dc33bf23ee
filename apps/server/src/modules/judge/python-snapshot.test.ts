import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPythonFrom } from './python-runner.ts';
import { pythonSnapshotDir, SNAPSHOT_FILE } from './python-snapshot.ts';

const job = {
  code: [
    'import json, sys',
    'n = int(input())',
    'print(json.dumps({"double": n * 2}))',
    'if n > 10:',
    '    raise ValueError("too big")',
  ].join('\n'),
  inputs: ['2\n', '21\n'],
  timeLimitMs: 3000,
};

const withoutTimes = (runs: { durationMs: number }[]) => runs.map((run) => ({ ...run, durationMs: 0 }));

describe('the Python judge starts from a snapshot', () => {
  it('made once per process, and judges exactly as a fresh start does', { timeout: 120_000 }, async () => {
    const dir = await pythonSnapshotDir();
    expect(dir).not.toBeNull();
    expect(await pythonSnapshotDir()).toBe(dir);
    const [fromSnapshot, fresh] = await Promise.all([runPythonFrom(dir, job), runPythonFrom(null, job)]);
    expect([fromSnapshot.fromSnapshot, fresh.fromSnapshot]).toEqual([true, false]);
    expect(withoutTimes(fromSnapshot.runs)).toEqual(withoutTimes(fresh.runs));
    expect(fresh.runs[0]).toMatchObject({ exit: 'ok', stdout: '{"double": 4}\n' });
    expect(fresh.runs[1]).toMatchObject({ exit: 'error', stdout: '{"double": 42}\n' });
    expect(fresh.runs[1]!.stderr).toMatch(/ValueError: too big$/);
  });

  it('which no program can change for the next one', { timeout: 120_000 }, async () => {
    const dir = await pythonSnapshotDir();
    const file = path.join(dir!, SNAPSHOT_FILE);
    const before = await readFile(file);
    // Pyodide reaches Node's JavaScript; the snapshot is mounted read-only there.
    const code = [
      'from pyodide.ffi import to_js',
      'load = to_js([]).constructor.constructor(\'return process.getBuiltinModule("node:fs")\')',
      'fs = load()',
      'try:',
      "    fs.writeFileSync('/snapshot/python.snap', 'changed')",
      "    print('written')",
      'except Exception as error:',
      "    print('refused', 'EROFS' in str(error) or 'EACCES' in str(error))",
    ].join('\n');
    const { runs, fromSnapshot } = await runPythonFrom(dir, { code, inputs: [''], timeLimitMs: 3000 });
    expect(fromSnapshot).toBe(true);
    expect(runs[0]).toMatchObject({ exit: 'ok', stdout: 'refused True\n' });
    expect((await readFile(file)).equals(before)).toBe(true);
  });
});
