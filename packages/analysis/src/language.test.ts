import { FILE_LANGUAGES, languageFromFilename as fileLanguage } from '@hammurabi/shared';
import { describe, expect, it } from 'vitest';
import { languageFromFilename, resolveLanguage } from './language.ts';

describe('language from a file name', () => {
  it('reads names with the same table as the editor and the file list', () => {
    for (const name of ['a.js', 'b.mts', 'c.cts', 'd.tsx', 'e.py', 'F.java', 'g.cs', 'h.hpp', 'i.kts', 'j.rs']) {
      expect(languageFromFilename(name)).toBe(fileLanguage(name));
    }
  });

  it('leaves text formats and unknown names to the declared language', () => {
    for (const name of ['README.md', 'config.json', 'Dockerfile', 'Makefile', 'notes']) {
      expect(FILE_LANGUAGES[fileLanguage(name)]).toBeDefined();
      expect(languageFromFilename(name)).toBeUndefined();
    }
    expect(resolveLanguage('Makefile', 'python')).toBe('python');
    expect(resolveLanguage('src/app.py', 'javascript')).toBe('python');
    expect(resolveLanguage('notes', undefined)).toBe('other');
  });
});
