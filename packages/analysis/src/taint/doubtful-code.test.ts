/** Code execution and shells whose text comes from no known source are Minor "may" findings (issue 38, real-code precision). */
import { describe, expect, it } from 'vitest';
import { analyzeCode } from '../analyze.ts';

function codeFindings(filename: string, lines: readonly string[]) {
  return analyzeCode({ filename, content: lines.join('\n') }).findings.filter((finding) => finding.ruleId === 'SEC001');
}

describe('code execution without a known source', () => {
  it('keeps eval of request data Critical', () => {
    const findings = codeFindings('app.py', [
      'from flask import request',
      '',
      '@app.route("/calc")',
      'def calc():',
      '    return str(eval(request.args.get("expr")))',
    ]);
    expect(findings).toEqual([expect.objectContaining({ severity: 'Critical', startLine: 5 })]);
  });

  it('makes a REPL or profiler running its caller’s text in its own namespace a Minor "may" finding', () => {
    const findings = codeFindings('runner.py', [
      'def run(command, namespace):',
      '    exec(command, namespace)',
      '',
      'def startup():',
      '    code = startup_script()',
      '    exec(code, {})',
    ]);
    expect(findings.map((finding) => [finding.startLine, finding.severity])).toEqual([
      [2, 'Minor'],
      [6, 'Minor'],
    ]);
    expect(findings[0]?.message).toMatch(/may be outside input if a caller passes some/);
    expect(findings[1]?.message).toMatch(/no outside input reaches it here, but it may/);
  });

  it('reads vm.runInContext like eval: Minor without a known source', () => {
    const findings = codeFindings('sandbox.js', [
      "const vm = require('vm');",
      'function runHandler(handler, context) {',
      '  return vm.runInContext(handler, context);',
      '}',
      "const NAMES = ['Array', 'Object'];",
      'function globals(context) {',
      '  for (const name of NAMES) vm.runInContext(name, context);',
      '}',
    ]);
    expect(findings.map((finding) => [finding.startLine, finding.severity])).toEqual([
      [3, 'Minor'],
      [7, 'Minor'],
    ]);
  });
});

describe('weak password hashing', () => {
  it('reports a password where it enters MD5, not again where the digest is hashed once more', () => {
    const findings = analyzeCode({
      filename: 'auth.js',
      content: [
        "const crypto = require('crypto');",
        'function md5(text) {',
        "  return crypto.createHash('md5').update(text).digest('hex');",
        '}',
        'function legacyHash(user, password, salt) {',
        '  const inner = md5(password + user);',
        '  return md5(inner + salt);',
        '}',
      ].join('\n'),
    }).findings.filter((finding) => finding.ruleId === 'SEC007' && finding.severity === 'Major');
    expect(findings.map((finding) => finding.startLine)).toEqual([6]);
  });
});

describe('code from a caller', () => {
  it('keeps eval of a parameter, and code built from one, at the rule’s severity', () => {
    const findings = codeFindings('compiler.js', [
      'function compileMatcher(expression) {',
      "  const body = 'return ' + expression + ';';",
      "  return new Function('ctx', body);",
      '}',
      'function compileOther() {',
      '  const code = templates.build();',
      "  return new Function('NullObject', code);",
      '}',
    ]);
    expect(findings.map((finding) => [finding.startLine, finding.severity])).toEqual([
      [3, 'Critical'],
      [7, 'Minor'],
    ]);
    const direct = codeFindings('run.js', ['function run(input) {', '  return eval(input);', '}']);
    expect(direct.map((finding) => [finding.startLine, finding.severity])).toEqual([[2, 'Critical']]);
  });
});

describe('a shell switched on by a variable', () => {
  it('makes a caller’s command a Minor finding, and request data still Critical', () => {
    const findings = analyzeCode({
      filename: 'spawn.py',
      content: [
        'import subprocess',
        'from flask import request',
        '',
        'def start(args, shell):',
        '    return subprocess.Popen(args, shell=shell)',
        '',
        '@app.route("/run")',
        'def run():',
        '    return subprocess.Popen(request.args["cmd"], shell=request.args.get("sh") == "1")',
      ].join('\n'),
    }).findings.filter((finding) => finding.ruleId === 'SEC003');
    expect(findings.map((finding) => [finding.startLine, finding.severity])).toEqual([
      [5, 'Minor'],
      [9, 'Critical'],
    ]);
  });
});
