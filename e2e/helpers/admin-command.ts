import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { E2E_PORT, e2eMailDir } from './mail';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Grants a role with `npm run admin -- grant ROLE EMAIL` against the running e2e server's data
 * directory: the command an operator uses for the first administrator (decision 072).
 */
export async function grantRoleByCommand(role: string, email: string): Promise<void> {
  const dataDir = fs.readFileSync(`${e2eMailDir(E2E_PORT)}.data-dir`, 'utf8').trim();
  await promisify(execFile)(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      path.join(root, 'apps/server/src/cli/admin.ts'),
      'grant',
      role,
      email,
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, timeout: 60_000 },
  );
}
