/** Language detection and normalisation to the spec's language values. */
import { languageFromFilename as fileLanguageFromName } from '@hammurabi/shared/domain/files';
import type { Language } from './types.ts';

// Names people give a language (a project's declared language, a chat request's "language").
// File names are read with the one extension table in packages/shared.
const ALIASES: Readonly<Record<string, Language>> = {
  javascript: 'javascript',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  node: 'javascript',
  'node.js': 'javascript',
  typescript: 'typescript',
  ts: 'typescript',
  tsx: 'typescript',
  python: 'python',
  py: 'python',
  python3: 'python',
  java: 'java',
  'c#': 'c#',
  csharp: 'c#',
  cs: 'c#',
  'c++': 'c++',
  cpp: 'c++',
  cxx: 'c++',
  cc: 'c++',
  c: 'c++',
  h: 'c++',
  hpp: 'c++',
  php: 'php',
  go: 'go',
  golang: 'go',
  ruby: 'ruby',
  rb: 'ruby',
  swift: 'swift',
  kotlin: 'kotlin',
  kt: 'kotlin',
  kts: 'kotlin',
  rust: 'rust',
  rs: 'rust',
  other: 'other',
};

/** The spec language named by a value or alias ("TypeScript", "ts", "csharp"), or undefined. */
export function normalizeLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  return ALIASES[value.trim().toLowerCase()];
}

/** The analysed language implied by a file's name, or undefined (unknown, or a text format such as JSON). */
export function languageFromFilename(filename: string): Language | undefined {
  const language = fileLanguageFromName(baseName(filename));
  return language === 'other' ? undefined : ALIASES[language];
}

/**
 * The language to analyse a file as. The extension wins when it names a language the
 * engine parses (a .py file stored as "javascript" is still Python); otherwise the
 * declared language, then "other".
 */
export function resolveLanguage(filename: string, declared: string | null | undefined): Language {
  const fromName = languageFromFilename(filename);
  const fromDeclared = normalizeLanguage(declared);
  if (fromName && fromName !== 'other') return fromName;
  return fromDeclared ?? 'other';
}

/** The last path segment of a file name. */
export function baseName(path: string): string {
  const parts = path.split(/[\\/]/);
  return parts[parts.length - 1] ?? path;
}

/** True for languages analysed with a real parser. */
export function hasSyntaxTreeSupport(language: Language): boolean {
  return language === 'javascript' || language === 'typescript' || language === 'python';
}
