import { describe, expect, it } from 'vitest';
import { runTests, type JudgeTest } from './run-tests.ts';

const doubling: JudgeTest[] = [
  { id: 'small', input: '2\n', expectedOutput: '4' },
  { id: 'large', input: '21\n', expectedOutput: '42\n' },
];

describe('runTests: JavaScript in QuickJS', () => {
  it('passes a correct program and fails one printing a constant', async () => {
    const right = await runTests('javascript', 'console.log(Number(input()) * 2)', doubling);
    expect(right.map((verdict) => [verdict.id, verdict.status])).toEqual([
      ['small', 'passed'],
      ['large', 'passed'],
    ]);
    const wrong = await runTests('javascript', 'console.log("no")', doubling);
    expect(wrong.map((verdict) => verdict.status)).toEqual(['failed', 'failed']);
    expect(wrong[0]!.actualOutput).toBe('no\n');
  });

  it('stops a program that loops forever at the time limit and runs no test after it', async () => {
    const code = 'const n = Number(input()); if (n === 21) { for (;;) {} } console.log(n * 2)';
    const tests = [...doubling, { id: 'third', input: '5\n', expectedOutput: '10' }];
    const verdicts = await runTests('javascript', code, tests, { timeLimitMs: 500 });
    expect(verdicts.map((verdict) => [verdict.id, verdict.status])).toEqual([
      ['small', 'passed'],
      ['large', 'timeout'],
      ['third', 'error'],
    ]);
    expect(verdicts[1]!.stderr).toMatch(/^Timed out: .*0\.5 s limit/);
    expect(verdicts[2]!.stderr).toBe('Not run: an earlier test ran out of time first.');
  });

  it('gives the program no host objects: no require, process, fetch or file access', async () => {
    const code = [
      'for (const name of ["require", "process", "fetch", "globalThis.process", "import(\'node:fs\')"]) {',
      '  try { console.log(name, typeof eval(name)) } catch (e) { console.log(name, e.name) }',
      '}',
    ].join('\n');
    const [verdict] = await runTests('javascript', code, [{ id: 'probe', input: '', expectedOutput: '' }]);
    expect(verdict!.actualOutput).toContain('require ReferenceError');
    expect(verdict!.actualOutput).toContain('process ReferenceError');
    expect(verdict!.actualOutput).toContain('fetch ReferenceError');
    expect(verdict!.actualOutput).toContain('globalThis.process undefined');
    // A dynamic import finds no module loader: it rejects rather than loading node:fs.
    expect(verdict!.actualOutput).not.toMatch(/readFileSync/);
  });

  it('reports a crash as an error with its message', async () => {
    const [verdict] = await runTests('javascript', 'null.x', [{ id: 'crash', input: '', expectedOutput: '' }]);
    expect(verdict).toMatchObject({ id: 'crash', status: 'error' });
    expect(verdict!.stderr).toMatch(/TypeError/);
  });
});

describe('runTests: Python in Pyodide, in the sandbox', () => {
  it('judges each test, stops an endless loop and runs no test after it', { timeout: 120_000 }, async () => {
    const code = ['n = int(input())', 'if n == 21:', '    while True:', '        pass', 'print(n * 2)'].join('\n');
    const tests = [...doubling, { id: 'third', input: '5\n', expectedOutput: '10' }];
    // Long enough for the passing run on a machine busy with other test files.
    const verdicts = await runTests('python', code, tests, { timeLimitMs: 3000 });
    expect(verdicts.map((verdict) => [verdict.id, verdict.status])).toEqual([
      ['small', 'passed'],
      ['large', 'timeout'],
      ['third', 'error'],
    ]);
    expect(verdicts[1]!.stderr).toMatch(/^Timed out: .*3 s limit/);
    expect(verdicts[2]!.stderr).toBe('Not run: an earlier test ran out of time first.');
  });

  it('cannot read the server files or reach the network, even through JavaScript', { timeout: 120_000 }, async () => {
    const code = [
      'import socket',
      'from pyodide.ffi import to_js',
      'try:',
      "    print(open('/etc/passwd').read()[:20])",
      'except Exception as error:',
      "    print('file', type(error).__name__)",
      'try:',
      "    s = socket.socket(); s.connect(('127.0.0.1', 5432)); print('connected')",
      'except Exception as error:',
      "    print('socket', type(error).__name__)",
      "fn = to_js([]).constructor.constructor('return process.env')",
      "print('env', ','.join(sorted(fn().object_keys())))",
    ].join('\n');
    const [verdict] = await runTests('python', code, [{ id: 'probe', input: '', expectedOutput: '' }]);
    expect(verdict!.stderr).toBe('');
    const [file, socket, env] = verdict!.actualOutput.trim().split('\n');
    expect([file, socket]).toEqual(['file FileNotFoundError', 'socket OSError']);
    // JavaScript is reachable from Pyodide, but the process it finds holds only the sandbox's own settings.
    expect(env!.replace('env ', '').split(',')).toEqual(expect.arrayContaining(['HOME', 'PATH']));
    for (const name of env!.replace('env ', '').split(',')) expect(['HOME', 'LANG', 'PATH', 'PWD']).toContain(name);
  });

  it('stops a program that takes too much memory and says why', { timeout: 120_000 }, async () => {
    const verdicts = await runTests('python', 'data = []\nwhile True:\n    data.append(bytearray(10**7))', doubling);
    expect(verdicts.map((verdict) => verdict.status)).toEqual(['error', 'error']);
    expect(verdicts[0]!.stderr).toBe('The Python judge stopped: the program used more than 768 MB of memory.');
  });

  it('gives each submission a fresh interpreter', { timeout: 120_000 }, async () => {
    const test = [{ id: 'state', input: '', expectedOutput: '' }];
    await runTests('python', 'import builtins\nbuiltins.leaked = "secret"', test);
    const [verdict] = await runTests('python', 'print(getattr(__builtins__, "leaked", "clean"))', test);
    expect(verdict!.actualOutput).toBe('clean\n');
  });
});

describe('runTests: Java in the playground sandbox', () => {
  it('passes a correct program and fails a wrong one', { timeout: 120_000 }, async () => {
    const code = [
      'public class Main {',
      '  public static void main(String[] args) {',
      '    int n = new java.util.Scanner(System.in).nextInt();',
      '    System.out.println(n == 21 ? "no" : String.valueOf(n * 2));',
      '  }',
      '}',
    ].join('\n');
    const verdicts = await runTests('java', code, doubling);
    expect(verdicts.map((verdict) => [verdict.id, verdict.status])).toEqual([
      ['small', 'passed'],
      ['large', 'failed'],
    ]);
  });
});
