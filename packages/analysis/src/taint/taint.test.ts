/** The shared taint pass (decision 081) through analyzeCode, one behaviour per test, in each language it reads. */
import { describe, expect, it } from 'vitest';
import { analyzeCode } from '../analyze.ts';

function security(filename: string, lines: readonly string[]) {
  const result = analyzeCode({ filename, content: lines.join('\n') });
  return { result, findings: result.findings.filter((finding) => finding.category === 'security') };
}

const SERVLET = (body: readonly string[]) => [
  'class Users extends HttpServlet {',
  '  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {',
  ...body.map((line) => `    ${line}`),
  '  }',
  '}',
];

describe('taint pass', () => {
  it('reports at the sink and names the source line', () => {
    const { findings } = security(
      'Users.java',
      SERVLET([
        'String name = request.getParameter("name");',
        'String sql = "SELECT * FROM users WHERE name = \'" + name + "\'";',
        'Statement statement = connection.createStatement();',
        'statement.executeQuery(sql);',
      ]),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        ruleId: 'SEC002',
        severity: 'Critical',
        startLine: 6,
        message: '`sql` from the request (`getParameter`) on line 3 reaches the query on line 6.',
      }),
    ]);
  });

  it('reads Java class literals on the syntax tree instead of falling back to the line scanner', () => {
    const { result, findings } = security(
      'Users.java',
      SERVLET([
        'Class<?> type = Long.class;',
        'Runtime r = Runtime.getRuntime();',
        'r.exec(request.getParameter("c"));',
      ]),
    );
    expect(result.parser).toBe('lezer');
    expect(findings.map((finding) => [finding.ruleId, finding.startLine])).toEqual([['SEC003', 5]]);
  });

  it('follows only the branch a constant condition takes', () => {
    const overwritten = (condition: string) =>
      security(
        'Users.java',
        SERVLET([
          'String bar = request.getParameter("v");',
          `if (${condition}) bar = "constant";`,
          'response.getWriter().println(bar);',
        ]),
      ).findings.map((finding) => finding.ruleId);
    expect(overwritten('(7 * 42) - 86 > 200')).toEqual([]);
    expect(overwritten('(7 * 42) - 106 > 200')).toEqual(['SEC005']);
  });

  it('takes the case a switch on a constant chooses', () => {
    const chosen = (guess: string) =>
      security(
        'Users.java',
        SERVLET([
          'String param = request.getParameter("v");',
          `char target = "${guess}".charAt(1);`,
          'String bar;',
          "switch (target) { case 'A': bar = param; break; case 'B': bar = \"bob\"; break; default: bar = param; }",
          'response.sendRedirect(bar);',
        ]),
      ).findings.map((finding) => finding.ruleId);
    expect(chosen('ABC')).toEqual([]);
    expect(chosen('AAC')).toEqual(['SEC009']);
  });

  it('keeps values per literal key in maps and per index in lists', () => {
    const read = (key: string) =>
      security('app.py', [
        'from flask import Flask, request',
        'app = Flask(__name__)',
        '@app.route("/x")',
        'def view():',
        '    values = {"a": "fixed", "b": request.args.get("b")}',
        `    return open("/srv/" + values["${key}"]).read()`,
      ]).findings.map((finding) => finding.ruleId);
    expect(read('a')).toEqual([]);
    expect(read('b')).toEqual(['SEC010']);
  });

  it('treats an early return on a bad value as a sanitiser for its family', () => {
    const { findings } = security('files.js', [
      "const { execSync } = require('child_process');",
      "app.get('/f', (req, res) => {",
      '  const name = req.query.name;',
      "  if (name.includes('..')) return res.status(400).end();",
      "  res.sendFile('/srv/' + name);",
      "  execSync('cat ' + name);",
      '});',
    ]);
    expect(findings.map((finding) => [finding.ruleId, finding.startLine])).toEqual([['SEC003', 6]]);
  });

  it('reads Go concatenations that @lezer/go groups around an index expression', () => {
    const { findings } = security('handlers.go', [
      'package api',
      '',
      'func find(w http.ResponseWriter, r *http.Request) {',
      '\tparams := map[string]string{}',
      '\tparams["safe"] = "1"',
      '\tparams["user"] = r.URL.Query().Get("user")',
      '\tdb.Query("SELECT * FROM t WHERE u = \'" + params["safe"] + "\'")',
      '\tdb.Query("SELECT * FROM t WHERE u = \'" + params["user"] + "\'")',
      '}',
    ]);
    expect(findings.map((finding) => [finding.ruleId, finding.startLine])).toEqual([['SEC002', 8]]);
  });

  it('says "may" and rates Minor when the value went through a function it cannot see', () => {
    const { findings } = security('app.py', [
      'import os',
      'from flask import request',
      'def view():',
      '    name = helpers.normalise(request.args.get("name"))',
      '    os.system("ls " + name)',
    ]);
    expect(findings).toEqual([expect.objectContaining({ ruleId: 'SEC003', severity: 'Minor', startLine: 5 })]);
    expect(findings[0]?.message).toContain('may come from outside');
  });

  it('drops the old guesses at sinks that only receive constants', () => {
    expect(security('safe.py', ['def run():', '    return eval("this is safe")']).findings).toEqual([]);
    expect(
      security('page.js', ["const name = 'Guest';", "document.getElementById('n').innerHTML = name;"]).findings,
    ).toEqual([]);
  });
});

describe('configuration rules', () => {
  it('flags predictable randomness only for security values', () => {
    const rules = (name: string) =>
      security('tokens.js', [
        `function ${name}() {`,
        '  return Math.random().toString(36).slice(2);',
        '}',
      ]).findings.map((finding) => finding.ruleId);
    expect(rules('resetToken')).toEqual(['SEC014']);
    expect(rules('pickColour')).toEqual([]);
  });

  it('rates MD5 a weak hash for passwords, not for cache keys', () => {
    const rules = (name: string) =>
      security('hashes.py', [
        'import hashlib',
        `def ${name}(value):`,
        '    return hashlib.md5(value.encode()).hexdigest()',
      ]).findings.map((finding) => finding.ruleId);
    expect(rules('hash_password')).toEqual(['SEC007']);
    expect(rules('cache_key')).toEqual([]);
  });

  it('flags an empty trust manager and DES', () => {
    const { findings } = security('Tls.java', [
      'class Tls implements X509TrustManager {',
      '  public void checkServerTrusted(X509Certificate[] chain, String type) {',
      '  }',
      '  Cipher des() throws Exception { return Cipher.getInstance("DES/CBC/PKCS5Padding"); }',
      '}',
    ]);
    expect(findings.map((finding) => [finding.ruleId, finding.startLine])).toEqual([
      ['SEC008', 2],
      ['SEC015', 4],
    ]);
  });
  it('reports MD5 of a password by data flow (Major, at the hash), and not MD5 of other data', () => {
    const { findings } = security('signup.go', [
      'package accounts',
      '',
      'func signup(w http.ResponseWriter, r *http.Request) {',
      '\tpw := r.FormValue("password")',
      '\tsum := md5.Sum([]byte(pw))',
      '\tsave(hex.EncodeToString(sum[:]))',
      '}',
      '',
      'func etag(body []byte) string {',
      '\tsum := md5.Sum(body)',
      '\treturn hex.EncodeToString(sum[:])',
      '}',
    ]);
    expect(findings).toEqual([
      expect.objectContaining({
        ruleId: 'SEC007',
        severity: 'Major',
        startLine: 5,
        message: '`pw` from the password field `password` on line 4 reaches an MD5/SHA-1 hash on line 5.',
      }),
    ]);
  });

  it('follows a password through a digest object into its update call', () => {
    const { findings } = security('store.js', [
      'function store(user, secretWord) {',
      "  const digest = crypto.createHash('sha1');",
      '  digest.update(user.passwd);',
      "  return digest.digest('hex');",
      '}',
    ]);
    // The weak algorithm itself is a Minor finding where it is chosen; the password reaching it a Major one.
    expect(findings.filter((finding) => finding.ruleId === 'SEC007')).toEqual([
      expect.objectContaining({ severity: 'Minor', startLine: 2 }),
      expect.objectContaining({
        severity: 'Major',
        startLine: 3,
        message: 'A value from the password (`passwd`) on line 3 reaches an MD5/SHA-1 hash on line 3.',
      }),
    ]);
  });
});
