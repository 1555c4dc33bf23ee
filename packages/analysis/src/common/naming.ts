/** The Law of Explicit Naming (HB002): which declared names are too short or meaningless. */
import type { NameInfo } from '../model.ts';

/** Placeholder words that never explain what a value is. */
const PLACEHOLDER_NAMES = new Set([
  'foo',
  'bar',
  'baz',
  'qux',
  'quux',
  'foobar',
  'tmp',
  'temp',
  'stuff',
  'thing',
  'things',
  'asdf',
  'blah',
  'dummy',
  'xxx',
  'yyy',
  'zzz',
  'aaa',
  'bbb',
  'abc',
  'myvar',
  'myvariable',
  'variable',
  'var1',
  'whatever',
  'junk',
  'hoge',
  'fuga',
  'piyo',
]);

/** Generic stems that become meaningless when only a number tells them apart (data2, obj1). */
const NUMBERED_GENERIC =
  /^(data|temp|tmp|obj|val|value|var|str|arr|list|item|thing|foo|bar|res|result|ret|num|my)\d+$/i;

const ANYWHERE = new Set(['i', 'j', 'k', '_', '$', 't']);
const LOOP_VARIABLES = new Set(['i', 'j', 'k', 'n', 'v', 'x', 'y', 'z', 'c']);
const PARAMETERS = new Set(['i', 'j', 'k', 'e', 'x', 'y', 'z', 'n', '_', 't', 'r', 'g', 'b', 'a']);

/** Why a name breaks the law, or undefined when it is acceptable. */
export function namingProblem(info: NameInfo): string | undefined {
  const { name, kind } = info;
  if (name.startsWith('_') || name.length === 0) return undefined;
  const lower = name.toLowerCase();
  if (PLACEHOLDER_NAMES.has(lower) || NUMBERED_GENERIC.test(name)) {
    return `\`${name}\` is a placeholder name; say what the ${describeKind(kind)} holds or does.`;
  }
  if (name.length > 1 || isConventionalOneLetter(info)) return undefined;
  return `One-letter ${describeKind(kind)} name \`${name}\` does not say what it holds.`;
}

/**
 * One-letter names that are conventional where they appear: loop counters, `e` for an error, short
 * callbacks, and coordinates or colour channels as parameters or fields (a `Point`'s `x` and `y`,
 * as a record's components are).
 */
function isConventionalOneLetter({ name, kind, inShortScope }: NameInfo): boolean {
  if (kind === 'catch' || kind === 'resource' || inShortScope || ANYWHERE.has(name)) return true;
  if (kind === 'loop') return LOOP_VARIABLES.has(name);
  return (kind === 'parameter' || kind === 'field') && PARAMETERS.has(name);
}

function describeKind(kind: NameInfo['kind']): string {
  switch (kind) {
    case 'function':
      return 'function';
    case 'class':
      return 'class';
    case 'parameter':
      return 'parameter';
    case 'catch':
      return 'error';
    case 'loop':
      return 'loop variable';
    case 'variable':
      return 'variable';
    case 'field':
      return 'field';
    case 'resource':
      return 'resource';
  }
}
