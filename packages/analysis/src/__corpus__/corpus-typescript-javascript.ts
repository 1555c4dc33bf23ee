/** Corpus expectations for TypeScript and JavaScript files. */
import { ALL_PROBLEMS, type CorpusCase } from './corpus-types.ts';

/** Corpus expectations for TypeScript and JavaScript files. */
export const TS_JS_CORPUS: readonly CorpusCase[] = [
  {
    file: 'tainted-routes.js',
    expect: [
      { rule: 'SEC003', at: 'exec(`tar czf' },
      { rule: 'SEC002', at: 'pool.query("SELECT' },
      { rule: 'SEC009', at: 'res.redirect(target);' },
    ],
    forbid: ['SEC001', 'SEC004', 'PERF', 'REL', 'SYN'],
    forbidAt: [
      { rule: 'SEC003', at: "execFile('tar'" },
      { rule: 'SEC002', at: 'customer = $1' },
    ],
    level: 'syntax-tree',
  },
  {
    file: 'handlers.js',
    expect: [
      { rule: 'SEC009', at: 'res.redirect(next);' },
      { rule: 'SEC010', at: 'res.sendFile(path.join(BASE, req.params.name));' },
      { rule: 'SEC010', at: 'fs.readFile(`${BASE}/${name}`' },
    ],
    forbid: ['SEC001', 'SEC002', 'SEC003', 'SYN', 'PERF'],
    forbidAt: [
      { rule: 'SEC009', at: "res.redirect('/dashboard');" },
      { rule: 'SEC010', at: "res.sendFile(path.join(BASE, 'terms.txt'));" },
    ],
    level: 'syntax-tree',
  },
  {
    file: 'floating.ts',
    expect: [
      { rule: 'REL004', at: 'notifyWarehouse(order.id);' },
      { rule: 'REL004', at: 'fetch(`/api/orders/${order.id}/audit`, { method' },
    ],
    forbid: ['SEC', 'SYN', 'PERF'],
    forbidAt: [
      { rule: 'REL004', at: 'await notifyWarehouse(order.id);' },
      { rule: 'REL004', at: 'void fetch(' },
      { rule: 'REL004', at: 'return store(order);' },
    ],
    level: 'syntax-tree',
  },
  {
    file: 'joins.ts',
    expect: [{ rule: 'PERF005', at: 'for (const order of orders) {' }],
    forbid: ['SEC', 'REL', 'SYN', 'PERF001', 'HB003'],
    forbidAt: [{ rule: 'PERF005', at: 'for (const purchase of orders) {' }],
    level: 'syntax-tree',
  },
  {
    file: 'in-place-sorts.js',
    expect: [
      { rule: 'HB004', at: '[items[index], items[index + 1]] = [items[index + 1], items[index]];' },
      { rule: 'HB004', at: '({ name: user.label } = user);' },
    ],
    forbid: ['SEC', 'PERF', 'SYN', 'HB003'],
    forbidAt: [{ rule: 'HB004', at: 'const [first, second] = pair;' }],
    level: 'syntax-tree',
  },
  // TypeScript
  {
    file: 'clean-money.ts',
    expect: [],
    forbid: ALL_PROBLEMS,
    level: 'syntax-tree',
    projectFiles: ['clean-money.ts', 'clean-money.test.ts'],
    minScore: 95,
  },
  {
    file: 'date-utils.ts',
    expect: [],
    forbid: ALL_PROBLEMS,
    projectFiles: ['src/date-utils.ts', 'src/__tests__/date-utils.test.ts'],
    minScore: 95,
  },
  {
    file: 'price-calculator.ts',
    expect: [{ rule: 'HB005', at: 'export function discountedPrice' }],
    forbid: ['SEC', 'PERF', 'HB001', 'HB002', 'HB003', 'HB004'],
    projectFiles: ['price-calculator.ts', 'order-service.test.ts'],
    minScore: 81,
  },
  {
    file: 'user-repository.ts',
    expect: [
      { rule: 'SEC002', at: "LIKE '${prefix}%'" },
      { rule: 'SEC002', at: 'this.pool.query(sql)' },
    ],
    forbid: ['PERF', 'HB003', 'SEC001', 'SEC003', 'SEC004'],
    forbidAt: [
      { rule: 'SEC002', at: 'WHERE id = $1' },
      { rule: 'SEC002', at: 'SET display_name = $1' },
    ],
    maxScore: 50,
  },
  {
    file: 'order-service.ts',
    expect: [
      { rule: 'PERF003', at: 'await db.query' },
      { rule: 'PERF001', at: 'for (const other of lines)' },
    ],
    forbid: ['SEC', 'HB003', 'HB004', 'PERF002'],
    forbidAt: [
      { rule: 'PERF003', at: 'Promise.all' },
      { rule: 'PERF001', at: 'index < lines.length' },
    ],
  },
  {
    file: 'comment-view.tsx',
    expect: [{ rule: 'SEC005', at: '__html: html' }],
    forbid: ['SEC001', 'SEC002', 'SEC003', 'SEC004', 'HB003'],
    forbidAt: [{ rule: 'SEC005', at: 'DOMPurify.sanitize' }],
  },
  {
    file: 'config-loader.ts',
    expect: [{ rule: 'SEC004', at: 'stripeSecretKey =' }],
    forbid: ['SEC001', 'SEC002', 'SEC003', 'SEC005', 'HB'],
    forbidAt: [
      { rule: 'SEC004', at: 'TOKEN_STORAGE_KEY =' },
      { rule: 'SEC004', at: 'PASSWORD_FIELD_LABEL =' },
      { rule: 'SEC004', at: 'apiKey: env.API_KEY' },
    ],
  },
  {
    file: 'report-builder.ts',
    expect: [{ rule: 'HB001', at: 'export function buildReport' }],
    forbid: ['SEC', 'PERF', 'HB002', 'HB003'],
  },
  {
    file: 'express-routes.ts',
    expect: [
      { rule: 'PERF004', at: 'fs.readFileSync(templatePath' },
      { rule: 'PERF004', at: "execSync('git rev-parse" },
    ],
    forbid: ['SEC', 'HB004', 'HB002'],
    forbidAt: [
      { rule: 'PERF004', at: 'fs.existsSync' },
      { rule: 'PERF004', at: 'fs.promises.stat' },
    ],
  },
  {
    file: 'state-store.ts',
    expect: [
      { rule: 'HB004', at: 'let requestCount' },
      { rule: 'HB004', at: 'cart.push(line)' },
      { rule: 'HB004', at: 'line.quantity = quantity' },
      { rule: 'HB004', at: 'sku = sku.trim()' },
      { rule: 'HB004', at: 'let upper' },
    ],
    forbid: ['SEC', 'PERF', 'HB003'],
    forbidAt: [
      { rule: 'HB004', at: 'let count = 0' },
      { rule: 'HB004', at: 'const next' },
    ],
  },
  {
    file: 'naming-rules.ts',
    expect: [
      { rule: 'HB002', at: 'p: Point' },
      { rule: 'HB002', at: 'process(d: string[])' },
      { rule: 'HB002', at: 'const foo' },
      { rule: 'HB002', at: 'const data2' },
      { rule: 'HB002', at: 'const q' },
    ],
    forbid: ['SEC', 'PERF', 'HB003', 'HB004'],
    forbidAt: [
      { rule: 'HB002', at: 'sort((a, b)' },
      { rule: 'HB002', at: 'let i = 0' },
      { rule: 'HB002', at: 'let j = 0' },
      { rule: 'HB002', at: 'catch (e)' },
      { rule: 'HB002', at: 'interface Point' },
    ],
  },
  {
    file: 'order-service.test.ts',
    expect: [],
    forbid: ['HB001', 'HB003', 'HB005', 'SEC', 'PERF'],
    projectFiles: ['order-service.ts', 'order-service.test.ts'],
  },
  {
    file: 'text-search.ts',
    expect: [
      { rule: 'PERF002', at: "new RegExp('\\\\d+')" },
      { rule: 'PERF002', at: 'JSON.parse(rawDefaults)' },
    ],
    forbid: ['SEC', 'PERF001', 'PERF003', 'HB004'],
    forbidAt: [
      { rule: 'PERF002', at: "new RegExp(pattern, 'g')" },
      { rule: 'PERF002', at: 'JSON.parse(line)' },
    ],
  },
  { file: 'broken-parser.ts', expect: [{ rule: 'SYN001' }], forbid: ['SEC'], level: 'line-based' },
  { file: 'product-queries.ts', expect: [], forbid: ALL_PROBLEMS },
  {
    file: 'db-admin.ts',
    expect: [{ rule: 'SEC002', at: 'DROP TABLE' }],
    forbid: ['SEC007', 'SEC001', 'SEC003', 'SEC004', 'PERF', 'HB'],
    forbidAt: [{ rule: 'SEC002', at: 'escapeIdentifier' }],
  },
  // JavaScript
  {
    file: 'legacy-widget.js',
    expect: [
      { rule: 'SEC005', at: "container.innerHTML = '<h1>" },
      { rule: 'SEC005', at: 'document.write' },
      { rule: 'SEC001', at: 'eval(script)' },
      { rule: 'SEC001', at: 'setTimeout("refreshWidget()"' },
      { rule: 'HB004', at: 'var params' },
    ],
    forbid: ['HB003', 'SEC002', 'SEC003'],
    forbidAt: [
      { rule: 'SEC005', at: "container.innerHTML = '';" },
      { rule: 'SEC001', at: 'setTimeout(function' },
    ],
  },
  {
    file: 'shell-runner.js',
    expect: [
      { rule: 'SEC003', at: 'exec(`tar' },
      { rule: 'SEC003', at: "spawn('ls ' + pattern" },
    ],
    forbid: ['SEC001', 'SEC002', 'SEC004', 'HB003'],
    forbidAt: [
      { rule: 'SEC003', at: "execFile('tar'" },
      { rule: 'SEC003', at: "exec('pwd'" },
    ],
  },
  {
    file: 'dom-list.js',
    expect: [
      { rule: 'PERF002', at: "querySelector('#todo-list')" },
      { rule: 'PERF002', at: 'JSON.parse(rawSettings)' },
    ],
    forbid: ['SEC', 'PERF001', 'PERF003'],
    forbidAt: [
      { rule: 'PERF002', at: 'JSON.parse(line)' },
      { rule: 'PERF002', at: 'getElementById' },
    ],
  },
  {
    file: 'auth.js',
    expect: [{ rule: 'SEC007', at: 'update(password)' }],
    forbid: ['SEC001', 'SEC002', 'SEC003', 'SEC004', 'SEC005', 'HB'],
    forbidAt: [
      { rule: 'SEC007', at: 'update(body)' },
      { rule: 'SEC007', at: 'sha256' },
    ],
  },
  { file: 'event-bus.js', expect: [], forbid: ALL_PROBLEMS, minScore: 95 },
  {
    file: 'http-client.js',
    expect: [
      { rule: 'SEC008', at: 'rejectUnauthorized: false' },
      { rule: 'HB003', at: 'function fetchJson' },
      { rule: 'HB003', at: 'function fetchText' },
    ],
    forbid: ['SEC001', 'SEC002', 'SEC004', 'PERF', 'HB004'],
  },
  {
    file: 'error-handling.js',
    expect: [
      { rule: 'REL001', at: 'catch (error) {}' },
      { rule: 'REL001', at: '.catch(() => {})' },
      { rule: 'REL003', at: 'debugger' },
    ],
    forbid: ['SEC', 'HB003'],
    forbidAt: [{ rule: 'REL001', at: '} catch {' }],
  },
  { file: 'price-rules.js', expect: [{ rule: 'MNT001' }], forbid: ['SEC', 'PERF', 'HB001', 'HB003'] },
  {
    file: 'session-store.js',
    expect: [{ rule: 'SEC006', at: 'serialize.unserialize' }],
    forbid: ['SEC001', 'SEC002', 'SEC003', 'SEC004', 'PERF'],
    forbidAt: [{ rule: 'SEC006', at: 'JSON.parse' }],
  },
];
