import { describe, expect, it } from 'vitest';
import { resolveModuleName } from './module-names';

describe('resolveModuleName', () => {
  it('resolves relative names against the importing file', () => {
    expect(resolveModuleName('main.js', './utils.js')).toEqual({ path: 'utils.js' });
    expect(resolveModuleName('src/app/main.js', '../lib/a.js')).toEqual({ path: 'src/lib/a.js' });
    expect(resolveModuleName('src/main.js', './b/./c.js')).toEqual({ path: 'src/b/c.js' });
  });

  it('refuses packages and names that leave the project', () => {
    expect(resolveModuleName('main.js', 'lodash')).toHaveProperty('error');
    expect(resolveModuleName('main.js', '../secret.js')).toEqual({
      error: 'Cannot import "../secret.js" from main.js: it leaves the project.',
    });
  });
});
