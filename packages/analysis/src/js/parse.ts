/** Parsing JavaScript and TypeScript with @babel/parser, choosing plugins from the file name. */
import { parse, type ParserPlugin } from '@babel/parser';
import type { File } from '@babel/types';

/** A successful parse: the AST and any errors Babel recovered from. */
export interface JsParseSuccess {
  ok: true;
  ast: File;
  recoveredErrors: { message: string; line: number }[];
}

/** A failed parse with the first error. */
export interface JsParseFailure {
  ok: false;
  message: string;
  line: number;
}

function pluginSets(filename: string, isTypeScript: boolean): ParserPlugin[][] {
  const lower = filename.toLowerCase();
  const common: ParserPlugin[] = ['decorators-legacy', 'explicitResourceManagement'];
  if (isTypeScript) {
    const tsx = lower.endsWith('.tsx');
    // A .ts file cannot contain JSX (it would clash with <T>value casts); try the other form on failure.
    return tsx
      ? [
          ['typescript', 'jsx', ...common],
          ['typescript', ...common],
        ]
      : [
          ['typescript', ...common],
          ['typescript', 'jsx', ...common],
        ];
  }
  return [['jsx', ...common], [...common], ['typescript', 'jsx', ...common]];
}

function errorLine(error: unknown): number {
  const loc = (error as { loc?: { line?: number } }).loc;
  return typeof loc?.line === 'number' ? loc.line : 1;
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/ ?\(\d+:\d+\)$/, '').trimEnd();
}

/** Parses source text as a module (falling back to a script), trying plugin sets in turn. */
export function parseJavaScript(
  content: string,
  filename: string,
  isTypeScript: boolean,
): JsParseSuccess | JsParseFailure {
  // Babel creates an error object per recovered error; hostile input makes thousands, and
  // capturing a stack trace for each cost seconds. The parse is synchronous, so the global
  // setting is restored before anything else runs.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return parseWithPlugins(content, filename, isTypeScript);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

// Errors of the tokenizer that another grammar cannot mend, except one reading JSX text (where
// quotes are plain characters) or a script (where `<!--` and `-->` start comments).
const UNTERMINATED = new Set(['UnterminatedString', 'UnterminatedTemplate', 'UnterminatedComment']);

/**
 * Whether trying `plugins` as `sourceType` could succeed after `lexical` (an unterminated string,
 * template or comment) failed a parse with JSX (`jsxTried`) or without. Each try of a long file
 * costs a full parse; hostile input (a 128 KB line of quotes) failed all six the same way.
 */
function worthRetrying(
  lexical: boolean,
  jsxTried: boolean,
  plugins: ParserPlugin[],
  sourceType: 'module' | 'script',
  content: string,
): boolean {
  if (!lexical) return true;
  if (sourceType === 'script') return content.includes('<!--') || content.includes('-->');
  // JSX text lies between tags, so a file without a closing tag has none.
  return !jsxTried && plugins.includes('jsx') && (content.includes('</') || content.includes('/>'));
}

function parseWithPlugins(content: string, filename: string, isTypeScript: boolean): JsParseSuccess | JsParseFailure {
  let firstFailure: JsParseFailure | undefined;
  let lexical = false;
  let jsxTried = false;
  for (const plugins of pluginSets(filename, isTypeScript)) {
    for (const sourceType of ['module', 'script'] as const) {
      if (firstFailure && !worthRetrying(lexical, jsxTried, plugins, sourceType, content)) continue;
      try {
        const ast = parse(content, {
          sourceType,
          plugins,
          errorRecovery: true,
          allowReturnOutsideFunction: true,
          allowAwaitOutsideFunction: sourceType === 'script',
          allowImportExportEverywhere: true,
          allowUndeclaredExports: true,
          allowNewTargetOutsideFunction: true,
          allowSuperOutsideMethod: true,
        });
        const recoveredErrors = (ast.errors ?? []).map((error) => ({
          message: errorMessage(error),
          line: errorLine(error),
        }));
        return { ok: true, ast, recoveredErrors };
      } catch (error) {
        firstFailure ??= { ok: false, message: errorMessage(error), line: errorLine(error) };
        lexical ||= UNTERMINATED.has((error as { reasonCode?: string }).reasonCode ?? '');
        jsxTried ||= plugins.includes('jsx');
      }
    }
  }
  return firstFailure ?? { ok: false, message: 'Unknown parse error', line: 1 };
}
