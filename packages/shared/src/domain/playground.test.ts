import { describe, expect, it } from 'vitest';
import {
  appendCapped,
  judgeRun,
  normalizeOutput,
  outputMatches,
  playgroundLanguageFromFilename,
  timeoutMessage,
} from './playground.ts';

const ok = (stdout: string) => ({ exit: 'ok' as const, stdout, stderr: '', durationMs: 12.4 });

describe('output comparison', () => {
  it('ignores trailing spaces on each line and trailing blank lines', () => {
    expect(outputMatches('6  \n', '6')).toBe(true);
    expect(outputMatches('a \nb\t\n\n\n', 'a\nb')).toBe(true);
    expect(outputMatches('a\r\nb\r\n', 'a\nb')).toBe(true);
  });

  it('keeps leading whitespace, inner blank lines and case significant', () => {
    expect(outputMatches(' 6', '6')).toBe(false);
    expect(outputMatches('a\n\nb', 'a\nb')).toBe(false);
    expect(outputMatches('Hello', 'hello')).toBe(false);
  });

  it('normalizes empty output to the empty string', () => {
    expect(normalizeOutput('\n \n')).toBe('');
  });
});

describe('judgeRun', () => {
  it('passes a clean run whose output matches and fails one that does not', () => {
    expect(judgeRun(ok('6\n'), { expectedOutput: '6' })).toEqual({
      status: 'passed',
      actualOutput: '6\n',
      stderr: '',
      durationMs: 12,
    });
    expect(judgeRun(ok('7\n'), { expectedOutput: '6' }).status).toBe('failed');
  });

  it('keeps timeout and error whatever was printed', () => {
    expect(
      judgeRun(
        { exit: 'timeout', stdout: '6', stderr: timeoutMessage(5000), durationMs: 5000 },
        { expectedOutput: '6' },
      ),
    ).toMatchObject({
      status: 'timeout',
      stderr: 'Timed out: the program ran longer than the 5 s limit and was stopped.',
    });
    expect(
      judgeRun({ exit: 'error', stdout: '6', stderr: 'Traceback', durationMs: 3 }, { expectedOutput: '6' }).status,
    ).toBe('error');
  });

  it('counts a clean run without a test as passed', () => {
    expect(judgeRun(ok('anything'), null).status).toBe('passed');
  });
});

describe('helpers', () => {
  it('caps appended output and says so', () => {
    expect(appendCapped('ab', 'cd', 10)).toEqual({ text: 'abcd', full: false });
    expect(appendCapped('ab', 'cdef', 4)).toEqual({ text: 'abcd', full: true });
  });

  it('maps file extensions to languages', () => {
    expect(playgroundLanguageFromFilename('solution.PY')).toBe('python');
    expect(playgroundLanguageFromFilename('main.mjs')).toBe('javascript');
    expect(playgroundLanguageFromFilename('Main.java')).toBe('java');
    expect(playgroundLanguageFromFilename('notes.txt')).toBeNull();
    expect(playgroundLanguageFromFilename('py')).toBeNull();
  });
});
