/** Corpus expectations for the line-based languages (Go, Java, PHP, Ruby, C#, Rust). */
import { ALL_PROBLEMS, type CorpusCase } from './corpus-types.ts';

/** Corpus expectations for the line-based languages (Go, Java, PHP, Ruby, C#, Rust). */
export const OTHER_CORPUS: readonly CorpusCase[] = [
  // Go
  {
    file: 'dispatch.go',
    expect: [
      { rule: 'HB001', at: 'func Schedule(' },
      { rule: 'HB003', at: 'func Schedule(' },
      { rule: 'HB001', at: 'func Sweep(' },
    ],
    forbid: ['SEC', 'PERF', 'REL', 'SYN', 'HB002'],
    forbidAt: [
      { rule: 'HB001', at: 'func (d *Dispatcher) Assign(' },
      { rule: 'HB003', at: 'func (d *Dispatcher) Assign(' },
      { rule: 'HB003', at: 'func Sweep(' },
    ],
    level: 'line-based',
  },
  { file: 'cache.go', expect: [], forbid: ALL_PROBLEMS, level: 'line-based', minScore: 95 },
  {
    file: 'handlers.go',
    expect: [
      // Reported at the sink where the built query runs (decision 081), not where it is built.
      { rule: 'SEC002', at: 'return db.Query(query)' },
      { rule: 'SEC003', at: 'exec.Command("sh", "-c"' },
      { rule: 'SEC008', at: 'InsecureSkipVerify' },
      { rule: 'HB003', at: 'func FindUser(' },
    ],
    forbid: ['SEC001', 'SEC004'],
    forbidAt: [
      { rule: 'SEC002', at: 'WHERE name = $1' },
      { rule: 'HB003', at: 'func FindUserSafely' },
    ],
  },
  {
    file: 'reports.go',
    expect: [
      { rule: 'PERF001', at: 'for _, b := range orders' },
      { rule: 'PERF003', at: 'db.QueryRow' },
    ],
    forbid: ['SEC', 'HB003'],
  },
  // Java
  {
    file: 'Scheduler.java',
    expect: [
      { rule: 'HB003', at: 'public int plan(' },
      { rule: 'HB001', at: 'public int plan(' },
      { rule: 'HB001', at: 'public int route(' },
      { rule: 'HB002', at: 'int q = capacity' },
      { rule: 'HB002', at: 'int tmp = hour' },
    ],
    forbid: ['SEC', 'PERF', 'REL', 'SYN'],
    forbidAt: [
      { rule: 'HB001', at: 'public String classify(' },
      { rule: 'HB003', at: 'public String classify(' },
      { rule: 'HB001', at: 'public Map<String, Integer> weights(' },
      { rule: 'HB002', at: 'regions.forEach(r ->' },
      { rule: 'HB002', at: 'catch (IllegalArgumentException e)' },
      { rule: 'HB002', at: 'for (int stop : zone)' },
    ],
    level: 'line-based',
  },
  { file: 'OrderTotals.java', expect: [], forbid: ALL_PROBLEMS, minScore: 95 },
  {
    file: 'UserDao.java',
    expect: [
      { rule: 'SEC002', at: 'executeQuery("SELECT' },
      { rule: 'SEC007', at: 'getInstance("MD5")' },
      { rule: 'SEC003', at: 'Runtime.getRuntime().exec' },
      { rule: 'HB003', at: 'public ResultSet findByName' },
    ],
    forbid: ['SEC001', 'SEC004'],
    forbidAt: [
      { rule: 'HB003', at: 'public UserDao(Connection' },
      { rule: 'HB003', at: 'public byte[] hashPassword' },
    ],
  },
  {
    file: 'LegacyImporter.java',
    expect: [
      { rule: 'SEC006', at: 'new ObjectInputStream' },
      { rule: 'REL001', at: 'catch (Exception e)' },
    ],
    forbid: ['SEC001', 'SEC002', 'SEC003', 'HB003'],
  },
  // PHP, Ruby, C#, Rust
  {
    file: 'profile.php',
    expect: [
      { rule: 'SEC002', at: 'mysqli_query' },
      { rule: 'SEC005', at: "$_GET['name']" },
      { rule: 'SEC006', at: 'unserialize' },
    ],
    forbid: ['SEC001', 'SEC003'],
    forbidAt: [{ rule: 'SEC005', at: 'htmlspecialchars' }],
  },
  {
    file: 'report_job.rb',
    expect: [
      { rule: 'SEC006', at: 'YAML.load' },
      { rule: 'SEC003', at: 'system("tar' },
    ],
    forbid: ['SEC001', 'SEC002'],
    forbidAt: [{ rule: 'SEC003', at: "system('tar'" }],
  },
  {
    file: 'PaymentService.cs',
    expect: [
      { rule: 'SEC002', at: 'new SqlCommand($"SELECT' },
      { rule: 'SEC006', at: 'new BinaryFormatter' },
    ],
    forbid: ['SEC001', 'SEC003', 'HB003'],
  },
  { file: 'config.rs', expect: [], forbid: ALL_PROBLEMS, projectFiles: ['src/config.rs', 'src/main.rs'], minScore: 95 },
];
