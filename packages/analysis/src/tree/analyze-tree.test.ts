import { describe, expect, it } from 'vitest';
import { analyzeCode } from '../analyze.ts';

const JAVA = `/** Slots. */
public class Slots {
    /** Plans. */
    public int plan(Map<String, Integer> loads, int hour, boolean express, boolean fragile) {
        return express && fragile ? hour : loads.size();
    }

    /** Classifies. */
    public String classify(int hour) {
        String note = "if for while && ||"; // if for while
        if (hour < 6) {
            return "night";
        } else if (hour < 12) {
            return "morning";
        } else if (hour < 18) {
            return "afternoon";
        }
        return note;
    }

    /** Counts. */
    public void count(List<String> regions, Map<String, Integer> loads) {
        regions.forEach(region -> {
            if (region.isEmpty()) {
                return;
            }
            loads.merge(region, 1, Integer::sum);
        });
    }
}
`;

const GO = `package slots

// Slots plans.
type Slots struct{ hours []int }

// Plan plans.
func (s *Slots) Plan(w http.ResponseWriter, r *http.Request) {
	for _, hour := range s.hours {
		switch {
		case hour < 6 && hour > 0:
			fmt.Fprintln(w, "night")
		default:
			fmt.Fprintln(w, r.URL.Path)
		}
	}
}

// Add adds.
func Add(a, b int) int { return a + b }
`;

function functionsOf(filename: string, content: string) {
  const result = analyzeCode({ filename, content });
  return { result, byName: new Map(result.metrics.functions.map((fn) => [fn.name, fn])) };
}

describe('functions read from a Lezer syntax tree', () => {
  it('measures Java methods and lambdas from the tree', () => {
    const { result, byName } = functionsOf('Slots.java', JAVA);
    expect(result.parser).toBe('lezer');
    expect(result.analysisLevel).toBe('line-based');
    // Generic type arguments hold commas that are not parameter separators; `?:` and `&&` are branches.
    expect(byName.get('plan')).toMatchObject({ startLine: 4, endLine: 6, parameters: 4, complexity: 3 });
    // Words in strings and comments are not branches; an else-if chain is one level of nesting.
    expect(byName.get('classify')).toMatchObject({ complexity: 4, maxNesting: 1 });
    // The lambda's `if` counts for the lambda, not for the method around it.
    expect(byName.get('count')).toMatchObject({ parameters: 2, complexity: 1 });
    expect(byName.get('forEach callback')).toMatchObject({ startLine: 23, endLine: 28, complexity: 2, parameters: 1 });
  });

  it('counts Go parameters without the receiver and reads switch cases as branches', () => {
    const { result, byName } = functionsOf('slots.go', GO);
    expect(result.parser).toBe('lezer');
    expect(byName.get('Plan')).toMatchObject({
      startLine: 7,
      endLine: 16,
      parameters: 2,
      complexity: 4,
      maxNesting: 2,
    });
    expect(byName.get('Add')).toMatchObject({ parameters: 2, complexity: 1 });
    expect(result.findings.filter((finding) => finding.ruleId === 'HB002')).toEqual([]);
  });

  it('reads Rust and PHP functions, closures and match arms from their trees', () => {
    const rust = functionsOf(
      'sum.rs',
      '/// Sums.\npub fn sum(items: &[i32], n: usize) -> i32 {\n    let mut total = 0;\n    for x in items.iter() {\n        if *x > 0 && n > 1 {\n            total += x;\n        } else if *x < 0 {\n        }\n    }\n    match n {\n        1 => total,\n        _ => 0,\n    }\n}\n',
    );
    expect(rust.result.parser).toBe('lezer');
    expect(rust.byName.get('sum')).toMatchObject({ parameters: 2, complexity: 6, maxNesting: 2 });
    const php = functionsOf(
      'sum.php',
      '<?php\n/** Sums. */\nfunction sum(array $items, int $n): int {\n    $total = 0;\n    foreach ($items as $x) {\n        if ($x > 0 && $n > 1) {\n            $total += $x;\n        } elseif ($x < 0) {\n        }\n    }\n    $twice = function ($value) { return $value ? 2 : 0; };\n    return $total;\n}\n',
    );
    expect(php.result.parser).toBe('lezer');
    expect(php.byName.get('sum')).toMatchObject({ parameters: 2, complexity: 5, maxNesting: 2 });
    expect(php.byName.get('<closure>')).toMatchObject({ parameters: 1, complexity: 2 });
  });

  it('reads C++ functions, methods, out-of-class definitions and lambdas from the tree', () => {
    const cpp = functionsOf(
      'shapes.cpp',
      [
        '#include <vector>',
        '/** Shapes. */',
        'class Shape {',
        '    int hidden(int x) { return x; }',
        ' public:',
        '    /** Area. */',
        '    double area(const std::vector<double>& sides, int count = 2) const {',
        '        double total = 0;',
        '        for (const auto& side : sides) {',
        '            if (side > 0 && count > 1) {',
        '                total += side;',
        '            } else if (side < 0) {',
        '                total -= side;',
        '            }',
        '        }',
        '        switch (count) { case 1: return total; default: return 0; }',
        '    }',
        '};',
        '/** Scales. */',
        'static int Shape_scale(int* values, int n) {',
        '    auto twice = [](int v) { return v > 0 ? v * 2 : 0; };',
        '    return twice(values[n]);',
        '}',
        '/** Grows. */',
        'int Shape::grow(int by) { return by; }',
        '',
      ].join('\n'),
    );
    expect(cpp.result.parser).toBe('lezer');
    expect(cpp.byName.get('area')).toMatchObject({
      startLine: 7,
      endLine: 17,
      parameters: 2,
      complexity: 6,
      maxNesting: 2,
    });
    expect(cpp.byName.get('hidden')).toMatchObject({ parameters: 1, complexity: 1 });
    expect(cpp.byName.get('Shape_scale')).toMatchObject({ parameters: 2, complexity: 1 });
    expect(cpp.byName.get('twice')).toMatchObject({ parameters: 1, complexity: 2 });
    expect(cpp.byName.get('Shape::grow')).toMatchObject({ startLine: 25, parameters: 1 });
    // Only the public, undocumented ones need a comment: `hidden` is private, `Shape_scale` static.
    expect(cpp.result.findings.filter((finding) => finding.ruleId === 'HB003')).toEqual([]);
  });

  it("judges a Java field's one-letter name as a record component's: coordinates pass, others do not", () => {
    const point =
      'class Point {\n    final double x;\n    final double y;\n    private int q;\n\n    Point(double x, double y) {\n        this.x = x;\n        this.y = y;\n    }\n}\n';
    const result = analyzeCode({ filename: 'Point.java', content: point });
    expect(result.parser).not.toBe('line-scanner');
    expect(
      result.findings
        .filter((finding) => finding.ruleId === 'HB002')
        .map((finding) => [finding.startLine, finding.message]),
    ).toEqual([[4, 'One-letter field name `q` does not say what it holds.']]);
  });

  it('falls back to the line scanner when the grammar rejects part of the file, and says so', () => {
    const modern =
      'public class Modern {\n    /** Size. */\n    public int size(int x) {\n        return Math.abs(switch (x) { case 1 -> 2; default -> 3; });\n    }\n}\n';
    const result = analyzeCode({ filename: 'Modern.java', content: modern });
    expect(result.parser).toBe('line-scanner');
    expect(result.metrics.functions.map((fn) => fn.name)).toEqual(['size']);
    expect(result.notes.join(' ')).toMatch(/did not accept the whole file/);
  });

  it('leaves text no real code looks like to the line scanner (Lezer recovers from it slowly)', () => {
    const deep = `class Deep {\n  void f() {\n    ${'('.repeat(200)}\n  }\n}\n`;
    expect(analyzeCode({ filename: 'Deep.java', content: deep }).parser).toBe('line-scanner');
    const long = `package long\n\nfunc F() int {\n\treturn ${'1 + '.repeat(400)}1\n}\n`;
    expect(analyzeCode({ filename: 'long.go', content: long }).parser).toBe('line-scanner');
    expect(analyzeCode({ filename: 'ok.go', content: 'package ok\n\nfunc F() int {\n\treturn 1\n}\n' }).parser).toBe(
      'lezer',
    );
  });

  it('reads Go with true, false and nil at the end of a line (semicolons inserted after them)', () => {
    const go =
      'package flags\n\nfunc F(m map[string]bool) error {\n\tok := true\n\tm["a"] = false\n\tvar err error = nil\n\tm["b"] = ok\n\treturn err\n}\n';
    const result = analyzeCode({ filename: 'flags.go', content: go });
    expect(result.parser).toBe('lezer');
    expect(result.metrics.functions.map((fn) => fn.name)).toEqual(['F']);
  });

  it('keeps C# on the line scanner (no grammar is installed for it)', () => {
    const result = analyzeCode({
      filename: 'A.cs',
      content: 'public class A {\n  public int F(int a) { return a; }\n}\n',
    });
    expect(result.parser).toBe('line-scanner');
  });
});
