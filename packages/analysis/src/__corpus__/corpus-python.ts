/** Corpus expectations for Python files. */
import { ALL_PROBLEMS, type CorpusCase } from './corpus-types.ts';

/** Corpus expectations for Python files. */
export const PYTHON_CORPUS: readonly CorpusCase[] = [
  // Python
  {
    file: 'defaults.py',
    expect: [
      { rule: 'HB004', at: 'def collect(tag, seen=[])' },
      { rule: 'HB004', at: 'def index(key, table={}' },
    ],
    forbid: ['SEC', 'PERF', 'REL', 'SYN'],
    forbidAt: [
      { rule: 'HB004', at: 'def collect_fresh(tag, seen=None)' },
      { rule: 'HB004', at: 'def pick(key, allowed=()' },
    ],
    level: 'syntax-tree',
  },
  {
    file: 'tainted_views.py',
    expect: [
      { rule: 'SEC003', at: 'os.system("tar czf' },
      { rule: 'SEC002', at: 'db.execute(f"SELECT' },
      { rule: 'SEC009', at: 'return redirect(target)' },
    ],
    forbid: ['SEC001', 'SEC004', 'PERF', 'REL', 'SYN'],
    forbidAt: [
      { rule: 'SEC003', at: 'subprocess.run(["tar"' },
      { rule: 'SEC002', at: 'WHERE customer = ?' },
    ],
    level: 'syntax-tree',
  },
  {
    file: 'notifications.py',
    expect: [
      { rule: 'REL004', at: 'send_email(address, render(order_id))' },
      { rule: 'REL004', at: 'self.record(order_id)' },
      { rule: 'REL004', at: 'asyncio.create_task(send_email(address, "copy"))' },
      { rule: 'REL004', at: 'asyncio.sleep(1)' },
    ],
    forbid: ['SEC', 'PERF', 'SYN', 'REL001', 'REL002'],
    forbidAt: [
      { rule: 'REL004', at: 'await send_email(address, render(order_id))' },
      { rule: 'REL004', at: 'await self.record(order_id)' },
      { rule: 'REL004', at: 'task = asyncio.create_task' },
      { rule: 'REL004', at: '        render(order_id)' },
      { rule: 'REL004', at: 'await asyncio.gather' },
      { rule: 'REL004', at: 'asyncio.run(Notifier()' },
      { rule: 'REL004', at: 'await asyncio.sleep(0)' },
    ],
    level: 'syntax-tree',
  },
  {
    file: 'handlers.py',
    expect: [
      { rule: 'SEC009', at: 'return redirect(target)' },
      { rule: 'SEC010', at: 'with open(os.path.join(BASE, request.args["name"]))' },
    ],
    forbid: ['SEC001', 'SEC002', 'SEC003', 'SYN', 'PERF'],
    forbidAt: [
      { rule: 'SEC009', at: 'return redirect("/dashboard")' },
      { rule: 'SEC010', at: 'return send_from_directory(BASE, name)' },
    ],
    level: 'syntax-tree',
  },
  {
    file: 'joins.py',
    expect: [{ rule: 'PERF005', at: 'for order in orders:' }],
    forbid: ['SEC', 'REL', 'SYN', 'PERF001', 'HB003'],
    forbidAt: [
      { rule: 'PERF005', at: 'for colour in colours:' },
      { rule: 'PERF005', at: 'return [order for order in orders' },
    ],
    level: 'syntax-tree',
  },
  {
    file: 'in_place_sorts.py',
    expect: [
      { rule: 'HB004', at: 'items[index], items[index + 1] = items[index + 1], items[index]' },
      { rule: 'HB004', at: 'del items[0]' },
      { rule: 'HB004', at: 'counts[word] += 1' },
    ],
    forbid: ['SEC', 'PERF', 'SYN', 'HB003'],
    forbidAt: [
      { rule: 'HB004', at: 'result.sort()' },
      { rule: 'HB004', at: 'first, second = pair' },
    ],
    level: 'syntax-tree',
  },
  {
    file: 'inventory.py',
    expect: [],
    forbid: ALL_PROBLEMS,
    level: 'syntax-tree',
    projectFiles: ['inventory.py', 'test_inventory.py'],
    minScore: 95,
  },
  { file: 'modern_syntax.py', expect: [], forbid: ['SYN', 'SEC', 'PERF', 'REL', 'HB003'], level: 'syntax-tree' },
  {
    file: 'db_access.py',
    expect: [
      { rule: 'SEC002', at: "WHERE email = '{email}'" },
      { rule: 'SEC002', at: 'conn.execute(query)' },
      { rule: 'PERF003', at: 'cursor.execute("SELECT total' },
    ],
    forbid: ['SEC001', 'SEC003', 'SEC004', 'HB003'],
    forbidAt: [
      { rule: 'SEC002', at: 'WHERE id = ?", (order_id,)).fetchone()' },
      { rule: 'PERF003', at: 'executemany' },
    ],
  },
  {
    file: 'shell_tools.py',
    expect: [
      { rule: 'SEC003', at: 'os.popen("du -sh " + path)' },
      { rule: 'SEC003', at: 'subprocess.call(command, shell=True)' },
      { rule: 'SEC001', at: 'eval(expression)' },
    ],
    forbid: ['SEC002', 'SEC004', 'HB003'],
    forbidAt: [
      { rule: 'SEC003', at: 'subprocess.run(["tar"' },
      { rule: 'SEC003', at: 'subprocess.run("uptime", shell=True' },
    ],
  },
  {
    file: 'loaders.py',
    expect: [
      { rule: 'SEC006', at: 'pickle.loads(blob)' },
      { rule: 'SEC006', at: 'return yaml.load(text)' },
    ],
    forbid: ['SEC001', 'SEC002', 'SEC003', 'HB'],
    forbidAt: [
      { rule: 'SEC006', at: 'yaml.safe_load' },
      { rule: 'SEC006', at: 'Loader=yaml.SafeLoader' },
    ],
  },
  {
    file: 'accounts.py',
    expect: [
      { rule: 'SEC007', at: 'hashlib.md5(password' },
      { rule: 'SEC004', at: 'PAYMENT_API_KEY =' },
      { rule: 'SEC008' },
    ],
    forbid: ['SEC001', 'SEC002', 'SEC003', 'HB003'],
    forbidAt: [
      { rule: 'SEC007', at: 'hashlib.md5(data)' },
      { rule: 'SEC004', at: 'SECRET_KEY = os.environ' },
    ],
  },
  {
    file: 'cart_state.py',
    expect: [
      { rule: 'HB004', at: 'def add_item(item, items=[])' },
      { rule: 'HB004', at: 'global _request_count' },
      { rule: 'HB004', at: 'cart.append({"sku"' },
    ],
    forbid: ['SEC', 'PERF', 'HB003'],
    forbidAt: [
      { rule: 'HB004', at: 'kwargs.pop' },
      { rule: 'HB004', at: 'visited.add(node)' },
      { rule: 'HB004', at: '    cart.append(item)' },
    ],
  },
  {
    file: 'async_service.py',
    expect: [
      { rule: 'PERF004', at: 'requests.get(url' },
      { rule: 'PERF004', at: 'time.sleep(1)' },
      { rule: 'PERF002', at: 're.compile' },
    ],
    forbid: ['SEC', 'PERF003'],
    forbidAt: [
      { rule: 'PERF004', at: 'time.sleep(seconds)' },
      { rule: 'PERF004', at: 'asyncio.sleep' },
    ],
  },
  {
    file: 'test_inventory.py',
    expect: [],
    forbid: ['HB003', 'HB005', 'SEC', 'PERF', 'HB001'],
    projectFiles: ['inventory.py', 'test_inventory.py'],
  },
  {
    file: 'error_handling.py',
    expect: [
      { rule: 'REL002', at: 'except:' },
      { rule: 'REL001', at: 'except ValueError:' },
      { rule: 'REL003', at: 'breakpoint()' },
    ],
    forbid: ['SEC', 'HB002'],
    forbidAt: [{ rule: 'REL001', at: 'except FileNotFoundError:' }],
  },
  {
    file: 'pricing_engine.py',
    expect: [
      { rule: 'HB001', at: 'def calc' },
      { rule: 'HB002', at: 'def calc' },
    ],
    forbid: ['SEC', 'PERF', 'HB003'],
  },
  {
    file: 'legacy_report.py',
    expect: [{ rule: 'SYN001', at: 'print "starting report"' }],
    forbid: ['SEC'],
    level: 'line-based',
  },
];
