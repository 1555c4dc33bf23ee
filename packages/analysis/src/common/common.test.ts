import { describe, expect, it } from 'vitest';
import { countDuplicatedLines, findDuplicatedBlocks } from './duplication.ts';
import { blankRanges, commentRatio, countLines } from './line-metrics.ts';
import { namingProblem } from './naming.ts';
import { isSecretName, knownSecretFormat, looksLikeSecretValue } from './secrets.ts';
import { looksLikeSql } from './sql.ts';

describe('line metrics', () => {
  it('counts code, comment and blank lines and ignores a final newline', () => {
    const content = 'const a = 1; // note\n// only comment\n\nconst b = 2;\n';
    const codeOnly = blankRanges(content, [
      [13, 20],
      [21, 36],
    ]);
    const counts = countLines(content, codeOnly);
    expect(counts).toEqual({ total: 4, code: 2, comment: 1, blank: 1 });
    expect(commentRatio(counts, 2)).toBe(0.67);
  });
});

describe('duplicated blocks', () => {
  it('finds a repeated block of six significant lines and ignores braces', () => {
    const block = [
      'const a = load();',
      'const b = a.map(x);',
      'if (b.length > 2) {',
      'save(b);',
      '}',
      'log(a, b);',
      'notify(b);',
    ];
    const text = ['function one() {', ...block, '}', 'function two() {', ...block, '}'].join('\n');
    const blocks = findDuplicatedBlocks(text);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.occurrences.map((occurrence) => occurrence.startLine)).toEqual([2, 11]);
    expect(countDuplicatedLines(blocks)).toBe(7);
  });

  it('does not report a short repetition', () => {
    expect(findDuplicatedBlocks('a();\nb();\nc();\na();\nb();\nc();\n')).toEqual([]);
  });
});

describe('naming', () => {
  it('allows conventional short names and rejects placeholders', () => {
    expect(namingProblem({ name: 'i', line: 1, kind: 'loop', inShortScope: false })).toBeUndefined();
    expect(namingProblem({ name: 'e', line: 1, kind: 'catch', inShortScope: false })).toBeUndefined();
    expect(namingProblem({ name: 'a', line: 1, kind: 'parameter', inShortScope: true })).toBeUndefined();
    expect(namingProblem({ name: 'd', line: 1, kind: 'variable', inShortScope: false })).toMatch(/One-letter/);
    expect(namingProblem({ name: 'tmp', line: 1, kind: 'variable', inShortScope: true })).toMatch(/placeholder/);
    expect(namingProblem({ name: 'data2', line: 1, kind: 'parameter', inShortScope: false })).toMatch(/placeholder/);
    expect(namingProblem({ name: 'x1', line: 1, kind: 'variable', inShortScope: false })).toBeUndefined();
  });
});

describe('secrets and SQL heuristics', () => {
  it('recognises secret names but not labels or storage keys', () => {
    for (const name of ['password', 'dbPassword', 'API_KEY', 'apiKey', 'client_secret', 'authToken', 'GITHUB_TOKEN']) {
      expect(isSecretName(name), name).toBe(true);
    }
    for (const name of ['passwordLabel', 'TOKEN_STORAGE_KEY', 'tokenType', 'secretName', 'keyboard', 'primaryKey']) {
      expect(isSecretName(name), name).toBe(false);
    }
  });

  it('rejects placeholders, environment names and messages as secret values', () => {
    expect(looksLikeSecretValue('s3cr3t-Pa55w0rd')).toBe(true);
    for (const value of [
      'changeme',
      '<your-api-key>',
      'API_KEY',
      'Password is required.',
      '${SECRET}',
      'xxxxxxxxxx',
      '/api/token',
    ]) {
      expect(looksLikeSecretValue(value), value).toBe(false);
    }
    expect(knownSecretFormat('ghp_abcdefghijklmnopqrstuvwxyz0123456789')).toBe('a GitHub token');
    expect(knownSecretFormat('AKIAIOSFODNN7EXAMPLE')).toBeUndefined();
  });

  it('recognises SQL statements', () => {
    expect(looksLikeSql('SELECT * FROM users WHERE id = ')).toBe(true);
    expect(looksLikeSql('delete from sessions where user_id = ')).toBe(true);
    expect(looksLikeSql('Please select a file from the list')).toBe(false);
  });
});
