import { describe, expect, it } from 'vitest';
import { countLabel, fileTypeLabel, pluralNoun } from './plural.ts';

describe('countLabel', () => {
  it('uses the singular for one and the plural for every other count', () => {
    expect(countLabel(1, 'day')).toBe('1 day');
    expect(countLabel(0, 'day')).toBe('0 days');
    expect(countLabel(2, 'day')).toBe('2 days');
    expect(countLabel(1, 'question matches', 'questions match')).toBe('1 question matches');
    expect(countLabel(3, 'question matches', 'questions match')).toBe('3 questions match');
    expect(pluralNoun(1, 'reply', 'replies')).toBe('reply');
    expect(pluralNoun(5, 'reply', 'replies')).toBe('replies');
  });
});

describe('fileTypeLabel', () => {
  it('reads the type as letters and chooses the article by their sound', () => {
    expect(fileTypeLabel('exe')).toBe('an EXE file');
    expect(fileTypeLabel('svg')).toBe('an SVG file');
    expect(fileTypeLabel('mp4')).toBe('an MP4 file');
    expect(fileTypeLabel('png')).toBe('a PNG file');
    expect(fileTypeLabel('zip')).toBe('a ZIP file');
  });
});
