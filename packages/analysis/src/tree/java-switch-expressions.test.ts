/** Java switch expressions rewritten into statements for the tree, and the parse text of decision 117. */
import { parser } from '@lezer/java';
import { describe, expect, it } from 'vitest';
import { analyzeCode } from '../analyze.ts';
import { javaParseText, rewriteSwitchExpressions } from './java-switch-expressions.ts';

function errors(text: string): number {
  let count = 0;
  parser.parse(javaParseText(text)).iterate({
    enter(node) {
      if (node.type.isError) count += 1;
    },
  });
  return count;
}

const METHOD = (body: string) => `class A {\n  String f(String k, int n) {\n${body}\n  }\n}\n`;

describe('Java switch expressions', () => {
  it('turns a declaration, an assignment and a return into switch statements on the same lines', () => {
    const source = METHOD(
      [
        '    String x = switch (k) { case "a", "b" -> "y"; case "c" -> throw new IllegalStateException(); default -> { yield k; } };',
        '    x = switch (n) {',
        '      case 1: yield "one";',
        '      default: yield "many";',
        '    };',
        '    return (String) switch (n) { case 1 -> x; default -> "n"; };',
      ].join('\n'),
    );
    expect(errors(source)).toBeGreaterThan(0);
    const rewritten = rewriteSwitchExpressions(source);
    expect(rewritten.split('\n')).toHaveLength(source.split('\n').length);
    expect(rewritten).toContain(
      'String x ; switch (k) { case "a", "b" -> x = "y"; case "c" -> throw new IllegalStateException(); default -> { x = k; break; } };',
    );
    expect(rewritten).toContain('case 1: x = "one"; break;');
    expect(rewritten).toContain('switch (n) { case 1 -> { return x; } default -> { return "n"; } };');
    expect(errors(rewritten)).toBe(0);
  });

  it('leaves a switch expression it cannot turn into a statement, and text without one, as it is', () => {
    const argument = METHOD('    call(switch (n) { case 1 -> "a"; default -> "b"; });');
    expect(rewriteSwitchExpressions(argument)).toBe(argument);
    const statement = METHOD('    switch (n) { case 1 -> run(); default -> stop(); }');
    expect(rewriteSwitchExpressions(statement)).toBe(statement);
  });

  it('parses class literals and module words used as names, keeping every offset', () => {
    const source = METHOD(
      '    Object a = int.class; Object b = byte[].class; int from = 0, to = 1; use(String.class);',
    );
    expect(javaParseText(source)).toHaveLength(source.length);
    expect(errors(source)).toBe(0);
  });

  it('gives a method with a switch expression data flow instead of line guesses', () => {
    const result = analyzeCode({
      filename: 'Report.java',
      content: [
        'class Report extends HttpServlet {',
        '  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {',
        '    String param = request.getParameter("q");',
        '    int mode = 2;',
        '    String bar = switch (mode) { case 1 -> param; default -> "fixed"; };',
        '    connection.createStatement().executeQuery("SELECT * FROM t WHERE q = \'" + bar + "\'");',
        '    String other = switch (param.length()) { case 0 -> "none"; default -> param; };',
        '    connection.createStatement().executeQuery("SELECT * FROM t WHERE q = \'" + other + "\'");',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(result.notes.join(' ')).not.toMatch(/did not accept the whole file/);
    expect(
      result.findings.filter((finding) => finding.ruleId === 'SEC002').map((finding) => finding.startLine),
    ).toEqual([8]);
  });
});
