// Temporary: PostgreSQL backend CPU per statement for variants of the save path.
import path from 'node:path';
import fs from 'node:fs/promises';
import pg from 'pg';
import { startBuiltServer, startBenchDatabase } from './lib.mjs';

const { directory: root, databaseUrl, stop: stopDatabase } = await startBenchDatabase('micro');
const server = await startBuiltServer({ DATA_DIR: path.join(root, 'data'), DATABASE_URL: databaseUrl });
async function api(method, url, { token, body, apikey } = {}) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (apikey) headers.apikey = apikey;
  const r = await fetch(`${server.url}${url}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const t = await r.text(); if (!r.ok) throw new Error(t); return t ? JSON.parse(t) : undefined;
}
const { anon_key: apikey } = await api('GET', '/api/config');
await api('POST', '/auth/v1/signup', { apikey, body: { email: 'm@b.example', password: 'bench-password', data: { username: 'micro' } } });
const s = await api('POST', '/auth/v1/token?grant_type=password', { apikey, body: { email: 'm@b.example', password: 'bench-password' } });
const token = s.access_token, userId = s.user.id;
const project = await api('POST', '/api/projects', { token, body: { title: 'P', language: 'python' } });
const file = await api('POST', `/api/projects/${project.id}/files`, { token, body: { filename: 'a.py' } });
const content = 'def handler(event):\n    return event\n'.repeat(50);
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const { rows: [{ pid }] } = await client.query('select pg_backend_pid() as pid');
const ticks = async () => { const st = await fs.readFile(`/proc/${pid}/stat`, 'utf8'); const f = st.slice(st.lastIndexOf(')') + 2).split(' '); return Number(f[11]) + Number(f[12]); };
const summary = `(select json_build_object('id', summary_user.id, 'username', pr.username, 'full_name', pr.full_name)
    from auth_users summary_user left join profiles pr on pr.user_id = summary_user.id where summary_user.id = f.updated_by)`;
const editor = `and exists (select 1 from projects p where p.id = $2 and (p.owner_id = $4 or exists (
        select 1 from project_collaborators c where c.project_id = p.id and c.user_id = $4 and c.role = 'editor')))`;
const save = (touch) => `with changed as (
      update project_files set content = coalesce($5::text, content), size = coalesce($6::int, size),
        filename = coalesce(null::text, filename), language = coalesce(null::text, language),
        version = version + 1, updated_at = now(), updated_by = $4
      where id = $1 and project_id = $2 and version = $3 ${editor} returning *
    ) ${touch}
    select f.id, f.project_id, f.filename, f.language, f.version, f.size, f.created_at, f.updated_at, ${summary} as updated_by from changed f`;
const touchNow = `, touched as (update projects set updated_at = now()
      where id = (select id from projects where id = $2 and exists (select 1 from changed) for update skip locked))`;
const touchThrottled = `, touched as (update projects set updated_at = now()
      where id = (select id from projects where id = $2 and updated_at < now() - interval '1 second' and exists (select 1 from changed) for update skip locked))`;
let version = (await client.query('select version from project_files where id = $1', [file.id])).rows[0].version;
const N = Number(process.env.N ?? 4000);
async function run(label, text, named) {
  const t0 = await ticks(); const w0 = performance.now();
  for (let i = 0; i < N; i++) {
    const r = await client.query({ text, values: [file.id, project.id, version, userId, content + i, content.length], ...(named ? { name: label } : {}) });
    version = r.rows[0].version;
  }
  const ms = ((await ticks()) - t0) * 10 / N;
  console.log(label.padEnd(30), 'backend CPU/stmt', ms.toFixed(3), 'ms; wall/stmt', ((performance.now() - w0) / N).toFixed(3));
}
for (const round of [1, 2]) {
  await run('touch-now' + round, save(touchNow), false);
  await run('no-touch' + round, save(''), false);
  await run('throttled' + round, save(touchThrottled), false);
  await run('touch-now-named' + round, save(touchNow), true);
  await run('throttled-named' + round, save(touchThrottled), true);
}
await client.end();
await server.stop();
await stopDatabase();
