/** Server-side request forgery (SEC018): where a built URL's host is fixed, and the guards that allow a host. */
import { describe, expect, it } from 'vitest';
import { analyzeCode } from '../analyze.ts';
import { hostFixed, type UrlPart } from './url.ts';

const text = (value: string): UrlPart => ({ text: value });

function ssrfLines(filename: string, lines: readonly string[]): number[] {
  const result = analyzeCode({ filename, content: lines.join('\n') });
  return result.findings.filter((finding) => finding.ruleId === 'SEC018').map((finding) => finding.startLine);
}

describe('hostFixed', () => {
  it('is fixed once constant text ends the authority before the untrusted part', () => {
    expect(hostFixed([text('https://api.example.com/items/'), 'untrusted'])).toBe(true);
    expect(hostFixed([text('http://localhost:8080?q='), 'untrusted'])).toBe(true);
    expect(hostFixed([text('/api/users/'), 'untrusted'])).toBe(true);
    expect(hostFixed(['trusted', text('/users/'), 'untrusted'])).toBe(true);
  });

  it('is not fixed while the untrusted part can still write the host', () => {
    expect(hostFixed(['untrusted', text('/api')])).toBe(false);
    expect(hostFixed([text('https://'), 'untrusted', text('/x')])).toBe(false);
    expect(hostFixed([text('https://api.example.com'), 'untrusted'])).toBe(false);
    expect(hostFixed(['trusted', 'untrusted'])).toBe(false);
    expect(hostFixed([text('//'), 'untrusted'])).toBe(false);
  });

  it("lets a helper's parameter follow the helper's own base, not write the host", () => {
    expect(hostFixed(['trusted', 'parameter'])).toBe(true);
    expect(hostFixed([text('https://'), 'parameter', text('/status')])).toBe(false);
    expect(hostFixed(['parameter'])).toBe(false);
  });

  it('reads a format string up to its first placeholder', () => {
    expect(hostFixed([text('http://%s:8080/health'), 'untrusted'])).toBe(false);
    expect(hostFixed([text('https://api.example.com/items/%s'), 'untrusted'])).toBe(true);
    expect(hostFixed([text('http://{}/x'), 'untrusted'])).toBe(false);
  });
});

describe('SEC018 through the taint pass', () => {
  it('keeps the order of an f-string, so a host in front is reported and a path behind is not', () => {
    const lines = ssrfLines('proxy.py', [
      'from flask import request',
      'import requests',
      '@app.route("/a")',
      'def a():',
      '    name = request.args["n"]',
      '    requests.get(f"https://{name}.example.com/x")',
      '    requests.get(f"https://api.example.com/{name}")',
    ]);
    expect(lines).toEqual([6]);
  });

  it("treats Flask's abort() as the end of the path after an allow-list check of the parsed URL", () => {
    const lines = ssrfLines('proxy.py', [
      'from flask import request, abort',
      'from urllib.parse import urlparse',
      'import requests',
      '@app.route("/a")',
      'def a():',
      '    url = request.args["u"]',
      '    parsed = urlparse(url)',
      '    if parsed.hostname not in ALLOWED:',
      '        abort(400)',
      '    requests.get(url)',
      '@app.route("/b")',
      'def b():',
      '    url = request.args["u"]',
      '    if parsed_ok(url):',
      '        print(url)',
      '    requests.get(url)',
    ]);
    expect(lines).toEqual([16]);
  });

  it('does not take a substring or scheme test for an allow-list, but a membership or a full prefix', () => {
    // One handler per check: the pass reports one finding per flow.
    const checks = [
      "url.includes('example.com')",
      "url.startsWith('https')",
      'ALLOWED.includes(new URL(url).hostname)',
      "url.startsWith('https://api.example.com/')",
    ];
    const lines = ssrfLines(
      'proxy.js',
      checks.flatMap((check, index) => [
        `app.get('/${index}', async (req, res) => {`,
        '  const url = req.query.url;',
        `  if (${check}) await fetch(url);`,
        '});',
      ]),
    );
    expect(lines).toEqual([3, 7]);
  });

  it('follows a URL object into openConnection in Java and a request built with Go', () => {
    expect(
      ssrfLines('Fetch.java', [
        'class Fetch extends HttpServlet {',
        '  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {',
        '    URL url = new URL(request.getParameter("u"));',
        '    url.openConnection();',
        '  }',
        '}',
      ]),
    ).toEqual([4]);
    expect(
      ssrfLines('fetch.go', [
        'package p',
        'func h(w http.ResponseWriter, r *http.Request) {',
        '\treq, _ := http.NewRequest("GET", r.FormValue("u"), nil)',
        '\thttp.DefaultClient.Do(req)',
        '}',
      ]),
    ).toEqual([3]);
  });
});
