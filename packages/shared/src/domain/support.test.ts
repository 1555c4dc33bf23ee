import { describe, expect, it } from 'vitest';
import { attachmentProblem, fileExtension, formatBytes, SUPPORT_LIMITS } from './support.ts';

describe('attachmentProblem (the browser check before upload)', () => {
  it.each([
    [{ name: 'shot.PNG', size: 10 }, null],
    [{ name: 'photo.jpeg', size: 10 }, null],
    [{ name: 'server.log', size: SUPPORT_LIMITS.attachmentMaxBytes }, null],
    [{ name: 'setup.exe', size: 10 }, '"setup.exe" is not an allowed file type. Allowed: JPG, PNG, PDF, TXT, LOG.'],
    [{ name: 'README', size: 10 }, '"README" is not an allowed file type. Allowed: JPG, PNG, PDF, TXT, LOG.'],
    [{ name: 'empty.txt', size: 0 }, '"empty.txt" is empty.'],
    [{ name: 'big.pdf', size: SUPPORT_LIMITS.attachmentMaxBytes + 1 }, '"big.pdf" is larger than the 5MB limit.'],
  ])('%j → %s', (file, problem) => expect(attachmentProblem(file)).toBe(problem));
});

describe('fileExtension and formatBytes', () => {
  it('reads the last extension, lower-cased, and none for dot files', () => {
    expect(fileExtension('a.tar.GZ')).toBe('gz');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('name.')).toBe('');
  });
  it('formats sizes', () => {
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(14_540)).toBe('14.2 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
