/** Lexical conventions of each language, for the line-based scanner. */
import type { Language } from '../types.ts';

/** Comment and string delimiters of a language family. */
export interface LexicalSyntax {
  lineComments: readonly string[];
  blockComments: readonly (readonly [string, string])[];
  /** Single-line quote characters. */
  quotes: readonly string[];
  /** Delimiters of strings that may span lines. */
  multilineStrings: readonly (readonly [string, string])[];
  /** Blocks are delimited by braces (otherwise by indentation or `end`). */
  braces: boolean;
  /** The doc-comment convention, for messages. */
  docStyle: string;
}

const C_LIKE: LexicalSyntax = {
  lineComments: ['//'],
  blockComments: [['/*', '*/']],
  quotes: ['"', "'"],
  multilineStrings: [['"""', '"""']],
  braces: true,
  docStyle: 'a /** … */ doc comment',
};

const SYNTAX: Readonly<Record<Language, LexicalSyntax>> = {
  javascript: { ...C_LIKE, multilineStrings: [['`', '`']], docStyle: 'a JSDoc comment (/** … */)' },
  typescript: { ...C_LIKE, multilineStrings: [['`', '`']], docStyle: 'a JSDoc comment (/** … */)' },
  java: { ...C_LIKE, docStyle: 'a Javadoc comment (/** … */)' },
  kotlin: { ...C_LIKE, docStyle: 'a KDoc comment (/** … */)' },
  'c#': {
    ...C_LIKE,
    multilineStrings: [
      ['@"', '"'],
      ['"""', '"""'],
    ],
    docStyle: 'an XML doc comment (/// <summary>)',
  },
  'c++': { ...C_LIKE, multilineStrings: [['R"(', ')"']], docStyle: 'a Doxygen comment (/** … */ or ///)' },
  go: {
    ...C_LIKE,
    multilineStrings: [['`', '`']],
    quotes: ['"', "'"],
    docStyle: 'a doc comment (// Name …) directly above it',
  },
  rust: { ...C_LIKE, quotes: ['"'], multilineStrings: [['r#"', '"#']], docStyle: 'a doc comment (/// …)' },
  swift: { ...C_LIKE, quotes: ['"'], docStyle: 'a doc comment (/// …)' },
  php: {
    ...C_LIKE,
    lineComments: ['//', '#'],
    multilineStrings: [['<<<', ';']],
    docStyle: 'a PHPDoc comment (/** … */)',
  },
  ruby: {
    lineComments: ['#'],
    blockComments: [['=begin', '=end']],
    quotes: ['"', "'", '`'],
    multilineStrings: [],
    braces: false,
    docStyle: 'a comment (# …) above it',
  },
  python: {
    lineComments: ['#'],
    blockComments: [],
    quotes: ['"', "'"],
    multilineStrings: [
      ['"""', '"""'],
      ["'''", "'''"],
    ],
    braces: false,
    docStyle: 'a docstring',
  },
  other: { ...C_LIKE, lineComments: ['//', '#'], docStyle: 'a doc comment' },
};

/** The lexical syntax used to scan a language. */
export function lexicalSyntax(language: Language): LexicalSyntax {
  return SYNTAX[language];
}
