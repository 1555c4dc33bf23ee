import { PROJECT_LIMITS } from './projects.ts';

/** Languages a code file can have: the project languages plus common text formats. */
export const FILE_LANGUAGES = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  java: 'Java',
  'c#': 'C#',
  'c++': 'C++',
  php: 'PHP',
  go: 'Go',
  ruby: 'Ruby',
  swift: 'Swift',
  kotlin: 'Kotlin',
  rust: 'Rust',
  html: 'HTML',
  css: 'CSS',
  json: 'JSON',
  markdown: 'Markdown',
  sql: 'SQL',
  shell: 'Shell',
  yaml: 'YAML',
  toml: 'TOML',
  dockerfile: 'Dockerfile',
  makefile: 'Makefile',
  other: 'Plain text',
} as const;
export type FileLanguage = keyof typeof FILE_LANGUAGES;
export const fileLanguageIds = Object.keys(FILE_LANGUAGES) as [FileLanguage, ...FileLanguage[]];

/** The editor's language when a file has none. */
export const DEFAULT_FILE_LANGUAGE: FileLanguage = 'javascript';

const extensionLanguages: Record<string, FileLanguage> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  java: 'java',
  cs: 'c#',
  cpp: 'c++',
  cc: 'c++',
  cxx: 'c++',
  hpp: 'c++',
  h: 'c++',
  c: 'c++',
  php: 'php',
  go: 'go',
  rb: 'ruby',
  swift: 'swift',
  kt: 'kotlin',
  kts: 'kotlin',
  rs: 'rust',
  html: 'html',
  htm: 'html',
  css: 'css',
  json: 'json',
  md: 'markdown',
  markdown: 'markdown',
  sql: 'sql',
  sh: 'shell',
  bash: 'shell',
  yml: 'yaml',
  yaml: 'yaml',
  toml: 'toml',
  dockerfile: 'dockerfile',
  mk: 'makefile',
};

// Files known by their whole name, which have no extension or one that says nothing.
const filenameLanguages: Record<string, FileLanguage> = {
  makefile: 'makefile',
  gnumakefile: 'makefile',
  dockerfile: 'dockerfile',
  containerfile: 'dockerfile',
  gemfile: 'ruby',
  rakefile: 'ruby',
  '.bashrc': 'shell',
  '.bash_profile': 'shell',
  '.zshrc': 'shell',
  '.profile': 'shell',
  '.babelrc': 'json',
  '.prettierrc': 'json',
};

/**
 * Guesses a file's language from its name (Makefile, Dockerfile, Dockerfile.dev, .bashrc) or its
 * extension; `other` when unknown.
 */
export function languageFromFilename(filename: string): FileLanguage {
  const name = filename.split('/').pop() ?? filename;
  const lower = name.toLowerCase();
  const known = filenameLanguages[lower] ?? filenameLanguages[lower.split('.')[0] ?? ''];
  if (known) return known;
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return 'other';
  return extensionLanguages[name.slice(dot + 1).toLowerCase()] ?? 'other';
}

/**
 * Why a file path is unacceptable, or null when it is fine. Paths are relative, use "/" between
 * folders, and may not climb out of the project ("..") or hide control characters.
 */
export function filenameProblem(filename: string): string | null {
  if (!filename.trim()) return 'Filename is required.';
  if (filename.length > PROJECT_LIMITS.filenameMax) {
    return `Filename must be at most ${PROJECT_LIMITS.filenameMax} characters.`;
  }
  if (filename.startsWith('/') || filename.includes('\\')) {
    return 'Filename must be a relative path using "/" between folders.';
  }
  const segments = filename.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) {
    return 'Filename may not contain "." or ".." folders.';
  }
  if (segments.some((segment) => segment.trim() === '')) return 'Filename may not contain empty folder names.';
  if (segments.some((segment) => segment !== segment.trim())) {
    return 'Folder and file names may not start or end with spaces.';
  }
  if (!segments.every((segment) => /^[\p{L}\p{N}._+@()\- ]+$/u.test(segment))) {
    return 'Filename may contain letters, digits, spaces and . _ - + @ ( ) only.';
  }
  return null;
}

/** The size of text in bytes as stored (UTF-8). */
export function utf8ByteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * True when text takes at most `maxBytes` in UTF-8. A UTF-16 code unit takes one to three bytes,
 * so the length alone decides most texts without encoding them (a copy the size of the text).
 */
export function fitsUtf8Bytes(text: string, maxBytes: number): boolean {
  if (text.length * 3 <= maxBytes) return true;
  return text.length <= maxBytes && utf8ByteLength(text) <= maxBytes;
}
