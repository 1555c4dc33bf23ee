import { fileLanguageIds } from '@hammurabi/shared';
import { describe, expect, it } from 'vitest';
import { editorLanguage, languageLabel, loadLanguage } from './languages';

describe('editor languages', () => {
  it('defaults to javascript when a file has no or an unknown language (spec §2.10)', () => {
    expect(editorLanguage(null)).toBe('javascript');
    expect(editorLanguage('')).toBe('javascript');
    expect(editorLanguage('klingon')).toBe('javascript');
    expect(editorLanguage(' Python ')).toBe('python');
    expect(languageLabel(editorLanguage('c++'))).toBe('C++');
  });

  it('loads syntax support for every file language', async () => {
    for (const language of fileLanguageIds) {
      const support = await loadLanguage(language);
      if (language === 'other') expect(support).toEqual([]);
      else expect(support, language).toBeTruthy();
    }
  });
});
