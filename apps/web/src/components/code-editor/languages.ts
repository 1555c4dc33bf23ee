import type { LanguageSupport, StreamParser } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { DEFAULT_FILE_LANGUAGE, FILE_LANGUAGES, type FileLanguage, languageFromFilename } from '@hammurabi/shared';

async function legacy(load: () => Promise<StreamParser<unknown>>): Promise<Extension> {
  const [{ StreamLanguage }, parser] = await Promise.all([import('@codemirror/language'), load()]);
  return StreamLanguage.define(parser);
}

type Loader = () => Promise<LanguageSupport | Extension>;

/** Each language's syntax support, loaded only when a file in that language is opened. */
const loaders: Record<FileLanguage, Loader | null> = {
  javascript: async () => (await import('@codemirror/lang-javascript')).javascript({ jsx: true }),
  typescript: async () => (await import('@codemirror/lang-javascript')).javascript({ jsx: true, typescript: true }),
  python: async () => (await import('@codemirror/lang-python')).python(),
  java: async () => (await import('@codemirror/lang-java')).java(),
  'c#': () => legacy(async () => (await import('@codemirror/legacy-modes/mode/clike')).csharp),
  'c++': async () => (await import('@codemirror/lang-cpp')).cpp(),
  php: async () => (await import('@codemirror/lang-php')).php(),
  go: async () => (await import('@codemirror/lang-go')).go(),
  ruby: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/ruby')).ruby),
  swift: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/swift')).swift),
  kotlin: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/clike')).kotlin),
  rust: async () => (await import('@codemirror/lang-rust')).rust(),
  html: async () => (await import('@codemirror/lang-html')).html(),
  css: async () => (await import('@codemirror/lang-css')).css(),
  json: async () => (await import('@codemirror/lang-json')).json(),
  markdown: async () => (await import('@codemirror/lang-markdown')).markdown(),
  sql: async () => (await import('@codemirror/lang-sql')).sql(),
  shell: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/shell')).shell),
  yaml: async () => (await import('@codemirror/lang-yaml')).yaml(),
  toml: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/toml')).toml),
  dockerfile: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/dockerfile')).dockerFile),
  // CodeMirror has no Makefile mode; the name alone tells the reader what the file is.
  makefile: null,
  other: null,
};

/**
 * The file's language id, falling back to the spec's default (javascript) when it has none or an
 * unknown one. Files stored as plain text before their name was known (a Makefile) get the
 * language their name says.
 */
export function editorLanguage(language: string | null | undefined, filename?: string): FileLanguage {
  const id = language?.trim().toLowerCase();
  if (!id) return DEFAULT_FILE_LANGUAGE;
  if (id === 'other' && filename) return languageFromFilename(filename);
  return id in FILE_LANGUAGES ? (id as FileLanguage) : DEFAULT_FILE_LANGUAGE;
}

/** The editor's empty-file hint, with plain text in lower case as in a sentence. */
export function codingPlaceholder(language: FileLanguage): string {
  return `Start coding in ${language === 'other' ? 'plain text' : FILE_LANGUAGES[language]}...`;
}

/** The readable name of a file language ("C++", "Plain text"). */
export function languageLabel(language: FileLanguage): string {
  return FILE_LANGUAGES[language];
}

/** Loads syntax highlighting for a language; plain text needs none. */
export async function loadLanguage(language: FileLanguage): Promise<Extension> {
  const loader = loaders[language];
  return loader ? loader() : [];
}
