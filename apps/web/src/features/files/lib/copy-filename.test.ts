import { filenameProblem } from '@hammurabi/shared';
import { describe, expect, it } from 'vitest';
import { copyFilename } from './copy-filename';

describe('copyFilename', () => {
  it('adds "(my copy)" before the extension, inside the same folder', () => {
    expect(copyFilename('src/app.js', ['src/app.js'])).toBe('src/app (my copy).js');
    expect(copyFilename('Makefile', [])).toBe('Makefile (my copy)');
    expect(copyFilename('.env', [])).toBe('.env (my copy)');
  });

  it('skips names already taken, ignoring case', () => {
    expect(copyFilename('a.py', ['a.py', 'A (My Copy).py', 'a (my copy 2).py'])).toBe('a (my copy 3).py');
  });

  it('produces names the API accepts', () => {
    expect(filenameProblem(copyFilename('lib/util.ts', []))).toBeNull();
  });
});
