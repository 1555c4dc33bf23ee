import { fileLanguageIds } from '@hammurabi/shared';
import { LanguageSupport, StreamLanguage } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { codingPlaceholder, editorLanguage, languageLabel, loadLanguage } from './languages';

/** A grammar the editor can highlight with: a full language package or a legacy stream mode. */
function isSyntaxSupport(extension: Extension): boolean {
  return extension instanceof LanguageSupport || extension instanceof StreamLanguage;
}

describe('editor languages', () => {
  it('defaults to javascript when a file has no or an unknown language', () => {
    expect(editorLanguage(null)).toBe('javascript');
    expect(editorLanguage('')).toBe('javascript');
    expect(editorLanguage('klingon')).toBe('javascript');
    expect(editorLanguage(' Python ')).toBe('python');
    expect(languageLabel(editorLanguage('c++'))).toBe('C++');
  });

  it('names files by their whole name when stored as plain text, and writes plain text in lower case', () => {
    expect(editorLanguage('other', 'Makefile')).toBe('makefile');
    expect(editorLanguage('other', 'Dockerfile')).toBe('dockerfile');
    expect(editorLanguage('other', 'notes.txt')).toBe('other');
    expect(codingPlaceholder('makefile')).toBe('Start coding in Makefile...');
    expect(codingPlaceholder('other')).toBe('Start coding in plain text...');
    expect(codingPlaceholder('c++')).toBe('Start coding in C++...');
  });

  it('loads syntax support for every file language', async () => {
    for (const language of fileLanguageIds) {
      const support = await loadLanguage(language);
      if (language === 'other' || language === 'makefile') expect(support).toEqual([]);
      else expect(isSyntaxSupport(support), language).toBe(true);
    }
  });
});
