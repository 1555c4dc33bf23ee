import { describe, expect, it } from 'vitest';
import { analyzeCode } from './analyze.ts';

const JS_SAMPLE = [
  '/** Picks a label. */',
  'export function label(items, flag) {',
  '  if (items && flag) {',
  '    return "both";',
  '  }',
  '  for (const item of items) {',
  '    if (item.hidden) continue;',
  '  }',
  '  return flag ? "flag" : "none";',
  '}',
  '',
].join('\n');

describe('analyzeCode', () => {
  it('measures functions with cyclomatic complexity and nesting', () => {
    const result = analyzeCode({ filename: 'label.js', content: JS_SAMPLE });
    expect(result.analysisLevel).toBe('syntax-tree');
    expect(result.metrics.functions).toEqual([
      { name: 'label', startLine: 2, endLine: 10, lines: 9, complexity: 6, maxNesting: 2, parameters: 2 },
    ]);
    expect(result.metrics.lines).toEqual({ total: 10, code: 9, comment: 1, blank: 0 });
    expect(result.metrics.commentRatio).toBe(0.1);
    expect(result.findings).toEqual([]);
    expect(result.score).toBe(100);
  });

  it('measures Python functions the same way', () => {
    const content = [
      'def label(items, flag):',
      '    """Pick a label."""',
      '    if items and flag:',
      '        return "both"',
      '    elif not items:',
      '        return "empty"',
      '    for item in items:',
      '        try:',
      '            item.check()',
      '        except ValueError as error:',
      '            raise RuntimeError(item) from error',
      '    return "none"',
      '',
      '',
      'x = 1',
    ].join('\n');
    const result = analyzeCode({ filename: 'label.py', content });
    expect(result.metrics.functions).toEqual([
      { name: 'label', startLine: 1, endLine: 12, lines: 12, complexity: 6, maxNesting: 2, parameters: 2 },
    ]);
  });

  it('is deterministic', () => {
    const input = {
      filename: 'a.ts',
      content: 'export const add = (a: number, b: number) => a + b;\n',
      projectFiles: ['a.ts'],
    };
    expect(analyzeCode(input)).toEqual(analyzeCode(input));
  });

  it('handles empty files, CRLF line endings and a byte-order mark', () => {
    expect(analyzeCode({ filename: 'empty.ts', content: '' }).score).toBe(100);
    const crlf = analyzeCode({
      filename: 'crlf.py',
      content: '\uFEFFdef f(values):\r\n    """Doc."""\r\n    return values\r\n',
    });
    expect(crlf.analysisLevel).toBe('syntax-tree');
    expect(crlf.metrics.functions[0]?.endLine).toBe(3);
    expect(crlf.metrics.lines.total).toBe(3);
  });

  it('uses the reduced line-based analysis for other languages and says so', () => {
    const result = analyzeCode({ filename: 'main.kt', content: 'fun main() {\n    println("hi")\n}\n' });
    expect(result.language).toBe('kotlin');
    expect(result.analysisLevel).toBe('line-based');
    expect(result.parser).toBe('line-scanner');
    expect(result.notes[0]).toMatch(/Reduced line-based analysis for kotlin/);
    expect(result.metrics.functions.map((fn) => fn.name)).toEqual(['main']);
  });

  it('reports the Law of Tested Units once, only when project files are given and no test matches', () => {
    const content = '/** Adds. */\nexport function add(a, b) {\n  return a + b;\n}\n';
    expect(analyzeCode({ filename: 'src/add.js', content }).findings).toEqual([]);
    const untested = analyzeCode({ filename: 'src/add.js', content, projectFiles: ['src/add.js', 'src/sub.test.js'] });
    expect(untested.findings.map((finding) => `${finding.ruleId}@${finding.startLine}`)).toEqual(['HB005@2']);
    const tested = analyzeCode({ filename: 'src/add.js', content, projectFiles: ['src/add.js', 'src/add.test.js'] });
    expect(tested.findings).toEqual([]);
  });

  it('flags long files and long functions with named thresholds', () => {
    const body = Array.from({ length: 60 }, (_, index) => `  total += ${index};`).join('\n');
    const content = `/** Sums. */\nexport function sum() {\n  let total = 0;\n${body}\n  return total;\n}\n${'\n'.repeat(400)}`;
    const findings = analyzeCode({ filename: 'sum.js', content }).findings.filter(
      (finding) => finding.ruleId === 'HB001',
    );
    expect(findings.map((finding) => finding.message)).toEqual([
      'The file has 465 lines (limit 400).',
      '`sum` is 64 lines long (limit 50).',
    ]);
  });

  // How fast is measured by bench/parsers.bench.mjs, not here: a wall-clock limit failed a run
  // on a busy machine (1,003 ms against 1,000).
  it('analyses a 1,000-line TypeScript file whole', () => {
    const unit = (index: number) =>
      `/** Computes part ${index}. */\nexport function part${index}(values: number[]): number {\n  let sum = 0;\n  for (const value of values) {\n    if (value > ${index}) sum += value;\n  }\n  return sum;\n}\n\n`;
    const content = Array.from({ length: 112 }, (_, index) => unit(index)).join('');
    const result = analyzeCode({ filename: 'big.ts', content });
    expect(result.metrics.lines.total).toBeGreaterThanOrEqual(1000);
    expect(result.metrics.functions).toHaveLength(112);
  });
});
