/**
 * Rewrites are checked before they are offered: a rewrite of a whole function must still parse,
 * keep the function's name and every parameter, and call nothing the original did not (besides a
 * few built-ins a rewrite may use). A rewrite that fails is dropped, never shown.
 */
import { analyzeCode } from '@hammurabi/analysis';
import type { FunctionShape } from './code-shape.ts';
import type { Rewrite } from './rewrites.ts';

const EXTENSIONS: Record<string, string> = { python: 'py', javascript: 'js', typescript: 'ts', java: 'java', go: 'go' };
// What a rewrite may call that the original did not.
const ALLOWED_CALLS = new Set([
  'sum',
  'list',
  'len',
  'any',
  'all',
  'set',
  'reduce',
  'map',
  'filter',
  'from',
  'has',
  'add',
  'contains',
  'Set',
  'make',
]);

const callsOf = (code: string) =>
  new Set([...code.matchAll(/([A-Za-z_$][\w$]*)\s*\(/g)].map((match) => match[1] ?? ''));

/** The parameters of a function header line: the names inside its first parentheses. */
function parametersOf(header: string): string[] {
  const inside = /\(([^)]*)\)/.exec(header)?.[1] ?? '';
  return inside
    .split(',')
    .map((parameter) => /([A-Za-z_$][\w$]*)\s*(?:[:=].*)?$/.exec(parameter.trim().replace(/^\.\.\./, ''))?.[1] ?? '')
    .filter((name) => name && name !== 'self' && name !== 'this');
}

/** Why a rewrite of `shape` cannot be offered, or null when it passes. */
export function rewriteProblem(shape: FunctionShape, rewrite: Rewrite): string | null {
  const header = shape.lines[0]?.trim() ?? '';
  // Only rewrites of the whole function are checked; a one-line fix quotes a fragment.
  if (!header || !rewrite.code.trimStart().startsWith(header)) return null;
  const extension = EXTENSIONS[shape.language];
  if (extension) {
    const analysis = analyzeCode({
      filename: `rewrite.${extension}`,
      language: shape.language,
      content: `${rewrite.code}\n`,
    });
    const syntax = analysis.findings.find((finding) => finding.category === 'syntax');
    if (syntax) return `does not parse: ${syntax.message}`;
  }
  const used = (code: string, name: string) =>
    new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}($|[^\\w$])`).test(code);
  const originalBody = shape.lines.slice(1).join('\n');
  const body = rewrite.code.split('\n').slice(1).join('\n');
  const lost = parametersOf(header).filter((name) => used(originalBody, name) && !used(body, name));
  if (lost.length > 0) return `drops ${lost.join(', ')}`;
  const original = callsOf(shape.lines.join('\n'));
  const invented = [...callsOf(body)].filter((name) => !original.has(name) && !ALLOWED_CALLS.has(name));
  if (invented.length > 0) return `calls ${invented.join(', ')}, which the original does not`;
  return null;
}
