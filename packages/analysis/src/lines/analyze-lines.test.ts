import { describe, expect, it } from 'vitest';
import { analyzeLines } from './analyze-lines.ts';
import { scanSource } from './scan.ts';
import { lexicalSyntax } from './syntax.ts';

describe('scanSource', () => {
  it('separates comments from strings that look like comments', () => {
    const scanned = scanSource('url := "http://x/*y*/" // real comment\n', lexicalSyntax('go'));
    expect(scanned.comments.map((comment) => comment.text.trim())).toEqual(['real comment']);
    expect(scanned.codeOnly).toContain('"http://x/*y*/"');
    expect(scanned.skeleton).not.toContain('http');
  });
});

describe('analyzeLines', () => {
  it('detects functions, their extent and complexity by braces', () => {
    const content = [
      '/** Greets. */',
      'public String greet(String name) {',
      '    if (name == null || name.isEmpty()) {',
      '        return "hello";',
      '    }',
      '    return "hello " + name;',
      '}',
    ].join('\n');
    const result = analyzeLines(content, 'java');
    expect(result.units).toMatchObject([
      { name: 'greet', startLine: 2, endLine: 7, complexity: 3, isPublic: true, hasDocComment: true },
    ]);
  });

  it('detects Ruby methods by their end keyword and Kotlin functions by braces', () => {
    const ruby = analyzeLines('class A\n  def run(x)\n    if x\n      1\n    end\n  end\nend\n', 'ruby');
    expect(ruby.units).toMatchObject([{ name: 'run', startLine: 2, endLine: 6 }]);
    const kotlin = analyzeLines('fun total(items: List<Int>): Int {\n    return items.sum()\n}\n', 'kotlin');
    expect(kotlin.units).toMatchObject([{ name: 'total', startLine: 1, endLine: 3, parameterCount: 1 }]);
  });

  it('does not treat an explained empty catch as swallowed', () => {
    const explained = analyzeLines('try {\n  run();\n} catch (e) {\n  // optional step\n}\n', 'java');
    expect(explained.findings.filter((finding) => finding.ruleId === 'REL001')).toEqual([]);
    const silent = analyzeLines('try {\n  run();\n} catch (e) {\n}\n', 'java');
    expect(silent.findings.map((finding) => finding.ruleId)).toEqual(['REL001']);
  });
});
