import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { paths } from '../paths.ts';

const run = promisify(execFile);

describe('committed migrations', () => {
  it('match the Drizzle schema (drizzle-kit generate finds nothing new)', async () => {
    const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-migrations-'));
    await fs.cp(paths.migrations, copy, { recursive: true });
    const before = await fs.readdir(copy);
    const { stdout } = await run(
      'npx',
      ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', './src/db/schema/index.ts', '--out', copy],
      { cwd: paths.serverRoot },
    );
    const after = await fs.readdir(copy);
    await fs.rm(copy, { recursive: true, force: true });
    expect(after, `The schema changed without a migration; run npm run db:generate.\n${stdout}`).toEqual(before);
  }, 60_000);
});
