/**
 * Test skeletons and doc comments for one function, written from its signature, branches,
 * returns and raises: pytest for Python, Vitest for JavaScript and TypeScript, JUnit 5 for Java;
 * docstrings, JSDoc and Javadoc.
 */
import type { FunctionShape, ParamShape } from './code-shape.ts';

/** A sample argument and what it exercises. */
interface Sample {
  label: string;
  values: string[];
}

const isSortLike = (name: string) => /sort/i.test(name);
const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_$]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/);

type Kind = 'list' | 'number' | 'text' | 'bool' | 'other';

function kindOf(param: ParamShape): Kind {
  const type = (param.type ?? '').toLowerCase();
  const name = param.name.toLowerCase();
  if (/\[\]|list|array|sequence|iterable|collection/.test(type)) return 'list';
  if (/number|int|float|double|long/.test(type)) return 'number';
  if (/str|string/.test(type)) return 'text';
  if (/bool/.test(type)) return 'bool';
  if (/^(items|values|nums|numbers|arr|array|list|elements|data|xs|records|rows)$|s$/.test(name) && name.length > 2) {
    return 'list';
  }
  if (/^(n|k|i|j|count|size|index|limit|total|amount|age|year|x|y|left|right|low|high|target|num|number)$/.test(name)) {
    return 'number';
  }
  if (/name|text|word|title|s$|str|message|path|url|key/.test(name)) return 'text';
  if (/^(is|has|should|enabled|flag)/.test(name)) return 'bool';
  return 'other';
}

function sampleValue(kind: Kind, which: 'typical' | 'empty' | 'edge', language: string): string {
  const python = language === 'python';
  const java = language === 'java';
  switch (kind) {
    case 'list':
      if (java) return which === 'empty' ? 'new int[] {}' : which === 'edge' ? 'new int[] {1}' : 'new int[] {3, 1, 2}';
      return which === 'empty' ? '[]' : which === 'edge' ? '[1]' : '[3, 1, 2]';
    case 'number':
      return which === 'empty' ? '0' : which === 'edge' ? '-1' : '5';
    case 'text':
      return which === 'empty' ? '""' : which === 'edge' ? '" "' : '"abc"';
    case 'bool':
      return which === 'empty' ? (python ? 'False' : 'false') : python ? 'True' : 'true';
    case 'other':
      return python ? 'None' : 'null';
  }
}

function samples(shape: FunctionShape): Sample[] {
  const kinds = shape.params.map(kindOf);
  const make = (which: 'typical' | 'empty' | 'edge') => kinds.map((kind) => sampleValue(kind, which, shape.language));
  const list: Sample[] = [{ label: 'typical input', values: make('typical') }];
  if (kinds.some((kind) => kind === 'list' || kind === 'text' || kind === 'number')) {
    list.push({ label: 'empty input', values: make('empty') }, { label: 'smallest input', values: make('edge') });
  }
  return list;
}

function sortedOf(values: string[], language: string): string | null {
  const first = values[0];
  if (!first) return null;
  const numbers =
    first
      .match(/-?\d+/g)
      ?.map(Number)
      .sort((a, b) => a - b) ?? [];
  if (language === 'java') return `new int[] {${numbers.join(', ')}}`;
  return `[${numbers.join(', ')}]`;
}

const snake = (name: string) => words(name).join('_');
const camel = (text: string) =>
  words(text)
    .map((word, index) => (index === 0 ? word : `${word[0]?.toUpperCase()}${word.slice(1)}`))
    .join('');

/** The module a test imports the function from, from the file name. */
function moduleOf(filename: string | null, language: string): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[^.]+$/, '') || (language === 'python' ? 'solution' : 'index');
  return stem;
}

/** A pytest / Vitest / JUnit skeleton for the function, one test per sample and per raise. */
export function testSkeleton(
  shape: FunctionShape,
  filename: string | null,
): { code: string; fence: string; cases: string[] } {
  const cases = samples(shape);
  const sortLike = isSortLike(shape.name);
  const module = moduleOf(filename, shape.language);
  const notes = shape.branches.map((branch) => `line ${branch.line}: \`${branch.condition}\``);
  if (shape.language === 'python') {
    const body = cases.map((sample) => {
      const call = `${shape.name}(${sample.values.join(', ')})`;
      const expected = sortLike ? sortedOf(sample.values, 'python') : null;
      return [
        `def test_${snake(shape.name)}_${snake(sample.label)}():`,
        expected
          ? `    assert ${call} == ${expected}`
          : `    expected = None  # fill in: what ${call} should return\n    assert ${call} == expected`,
      ].join('\n');
    });
    const raises = shape.raises.map((raise) => {
      const error = /raise\s+(\w+)/.exec(raise.text)?.[1] ?? 'Exception';
      return `def test_${snake(shape.name)}_raises_${snake(error)}():\n    # line ${raise.line}: ${raise.text}\n    with pytest.raises(${error}):\n        ${shape.name}(${cases[0]?.values.map(() => 'None').join(', ') ?? ''})`;
    });
    const imports = [...(raises.length > 0 ? ['import pytest', ''] : []), `from ${module} import ${shape.name}`];
    return {
      code: [...imports, '', '', [...body, ...raises].join('\n\n\n'), ''].join('\n'),
      fence: 'python',
      cases: notes,
    };
  }
  if (shape.language === 'java') {
    const owner = `${module[0]?.toUpperCase() ?? ''}${module.slice(1)}`;
    const tests = cases.map((sample) => {
      const call = `${owner}.${shape.name}(${sample.values.join(', ')})`;
      const expected = sortLike ? sortedOf(sample.values, 'java') : null;
      return [
        '    @Test',
        `    void ${camel(`${shape.name} ${sample.label}`)}() {`,
        expected
          ? `        assertArrayEquals(${expected}, ${call});`
          : `        Object expected = null; // fill in: what ${shape.name} should return here\n        assertEquals(expected, ${call});`,
        '    }',
      ].join('\n');
    });
    const code = [
      'import org.junit.jupiter.api.Test;',
      '',
      'import static org.junit.jupiter.api.Assertions.*;',
      '',
      `class ${owner}Test {`,
      tests.join('\n\n'),
      '}',
      '',
    ].join('\n');
    return { code, fence: 'java', cases: notes };
  }
  const tests = cases.map((sample) => {
    const call = `${shape.name}(${sample.values.join(', ')})`;
    const expected = sortLike ? sortedOf(sample.values, shape.language) : null;
    return expected
      ? `  it('handles ${sample.label}', () => {\n    expect(${call}).toEqual(${expected});\n  });`
      : `  it('handles ${sample.label}', () => {\n    const expected = undefined; // fill in: what ${call} should return\n    expect(${call}).toEqual(expected);\n  });`;
  });
  const throws = shape.raises.map(
    (raise) =>
      `  it('throws for invalid input (line ${raise.line})', () => {\n    expect(() => ${shape.name}(${shape.params.map(() => 'undefined').join(', ')})).toThrow();\n  });`,
  );
  const code = [
    "import { describe, expect, it } from 'vitest';",
    `import { ${shape.name} } from './${module}';`,
    '',
    `describe('${shape.name}', () => {`,
    [...tests, ...throws].join('\n\n'),
    '});',
    '',
  ].join('\n');
  return { code, fence: shape.language === 'typescript' ? 'ts' : 'js', cases: notes };
}

const VERBS = new Set(
  'get set add compute calculate parse find sort load save create build make check validate convert format count merge filter remove update read write send fetch render run handle apply normalize search insert delete reverse split join map reduce group total sum'.split(
    ' ',
  ),
);

function purposeOf(shape: FunctionShape): string {
  const parts = words(shape.name);
  const params = shape.params.map((param) => param.name).join(', ');
  const [verb, ...rest] = parts;
  const last = parts.at(-1);
  if (parts.length > 1 && (last === 'sort' || last === 'search')) {
    return `${last === 'sort' ? 'Sorts' : 'Searches'} ${params || 'the input'} with ${parts.slice(0, -1).join(' ')} ${last}.`;
  }
  if (verb && VERBS.has(verb)) {
    const verbs = verb.endsWith('s') || verb.endsWith('sh') || verb.endsWith('ch') ? `${verb}es` : `${verb}s`;
    return `${verbs[0]?.toUpperCase()}${verbs.slice(1)} ${rest.join(' ') || 'the result'}${params ? ` from ${params}` : ''}.`;
  }
  return `Computes the ${parts.join(' ')}${params ? ` of ${params}` : ''}.`;
}

/** A docstring, JSDoc block or Javadoc comment from the signature, returns and raises. */
export function docComment(shape: FunctionShape): { code: string; fence: string } {
  const summary = purposeOf(shape).replace(/`/g, '');
  const returns = shape.returns.filter((ret) => ret.value).map((ret) => ret.value);
  const errors = [
    ...new Set(shape.raises.map((raise) => /(?:raise|throw)\s+(?:new\s+)?(\w+)/.exec(raise.text)?.[1] ?? 'Error')),
  ];
  if (shape.language === 'python') {
    const args = shape.params.map(
      (param) => `        ${param.name}${param.type ? ` (${param.type})` : ''}: ${describeParam(param)}`,
    );
    const body = [
      `    """${summary}`,
      ...(args.length > 0 ? ['', '    Args:', ...args] : []),
      ...(returns.length > 0
        ? [
            '',
            '    Returns:',
            `        ${returns[0]}${returns.length > 1 ? ` (or ${returns.slice(1, 3).join(', ')})` : ''}`,
          ]
        : []),
      ...(errors.length > 0
        ? ['', '    Raises:', ...errors.map((error) => `        ${error}: when the input is invalid.`)]
        : []),
      '    """',
    ];
    return { code: [shape.lines[0] ?? '', ...body].join('\n'), fence: 'python' };
  }
  if (shape.language === 'go') {
    // Go doc comments are plain line comments that start with the name.
    const sentence = `${summary[0]?.toLowerCase() ?? ''}${summary.slice(1)}`;
    return { code: `// ${shape.name} ${sentence}\n${(shape.lines[0] ?? '').trim()}`, fence: 'go' };
  }
  const tag = shape.language === 'java' ? 'return' : 'returns';
  const body = [
    '/**',
    ` * ${summary}`,
    ...(shape.params.length > 0 ? [' *'] : []),
    ...shape.params.map(
      (param) =>
        ` * @param ${shape.language === 'javascript' && param.type === null ? '' : ''}${param.name} ${describeParam(param)}`,
    ),
    ...(returns.length > 0 ? [` * @${tag} ${returns[0]}`] : []),
    ...errors.map((error) => ` * @throws ${error} when the input is invalid`),
    ' */',
  ];
  return {
    code: [...body, (shape.lines[0] ?? '').trim()].join('\n'),
    fence: shape.language === 'java' ? 'java' : shape.language === 'typescript' ? 'ts' : 'js',
  };
}

function describeParam(param: ParamShape): string {
  const kind = kindOf(param);
  const base =
    kind === 'list'
      ? 'the items to work on'
      : kind === 'number'
        ? 'a number'
        : kind === 'text'
          ? 'the text'
          : kind === 'bool'
            ? 'whether to'
            : 'the value';
  return `${base}${param.defaultValue ? ` (default ${param.defaultValue})` : ''}.`;
}
