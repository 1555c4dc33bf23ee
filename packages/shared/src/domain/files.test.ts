import { describe, expect, it } from 'vitest';
import { filenameProblem, fitsUtf8Bytes, languageFromFilename, utf8ByteLength } from './files.ts';

describe('filenameProblem', () => {
  it.each(['main.py', 'src/app.ts', 'docs/Read Me.md', 'a-b_c+d@(1).js', 'données/café.txt'])('accepts %s', (name) => {
    expect(filenameProblem(name)).toBeNull();
  });
  it.each([
    ['', 'Filename is required.'],
    ['../etc/passwd', 'Filename may not contain "." or ".." folders.'],
    ['src/../../x.js', 'Filename may not contain "." or ".." folders.'],
    ['/abs/path.js', 'Filename must be a relative path using "/" between folders.'],
    ['win\\path.js', 'Filename must be a relative path using "/" between folders.'],
    ['src//x.js', 'Filename may not contain empty folder names.'],
    [' lead.js', 'Folder and file names may not start or end with spaces.'],
    ['bad\u0000name.js', 'Filename may contain letters, digits, spaces and . _ - + @ ( ) only.'],
    ['x'.repeat(256), 'Filename must be at most 255 characters.'],
  ])('refuses %j', (name, problem) => {
    expect(filenameProblem(name)).toBe(problem);
  });
});

describe('languageFromFilename', () => {
  it.each([
    ['app.tsx', 'typescript'],
    ['main.PY', 'python'],
    ['lib/util.rs', 'rust'],
    ['Program.cs', 'c#'],
    ['Makefile', 'makefile'],
    ['src/GNUmakefile', 'makefile'],
    ['rules.mk', 'makefile'],
    ['Dockerfile', 'dockerfile'],
    ['Dockerfile.dev', 'dockerfile'],
    ['api.dockerfile', 'dockerfile'],
    ['Gemfile', 'ruby'],
    ['.bashrc', 'shell'],
    ['Cargo.toml', 'toml'],
    ['LICENSE', 'other'],
    ['.env', 'other'],
    ['notes.unknown', 'other'],
  ])('%s → %s', (name, language) => expect(languageFromFilename(name)).toBe(language));
});

describe('utf8ByteLength', () => {
  it('counts bytes, not characters', () => {
    expect(utf8ByteLength('abc')).toBe(3);
    expect(utf8ByteLength('é')).toBe(2);
    expect(utf8ByteLength('𓀀')).toBe(4);
  });
});

describe('fitsUtf8Bytes', () => {
  it('decides by bytes, also when the length alone cannot', () => {
    expect(fitsUtf8Bytes('abc', 3)).toBe(true);
    expect(fitsUtf8Bytes('abcd', 3)).toBe(false);
    // Three bytes each: 4 characters are 12 bytes.
    expect(fitsUtf8Bytes('€€€€', 12)).toBe(true);
    expect(fitsUtf8Bytes('€€€€', 11)).toBe(false);
    expect(fitsUtf8Bytes('€'.repeat(400_000), 1024 * 1024)).toBe(false);
    expect(fitsUtf8Bytes('€'.repeat(300_000), 1024 * 1024)).toBe(true);
    // Four bytes for two code units.
    expect(fitsUtf8Bytes('𓀀𓀀', 8)).toBe(true);
    expect(fitsUtf8Bytes('𓀀𓀀', 7)).toBe(false);
  });
});
