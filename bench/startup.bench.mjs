// Start-up time of the built server on the embedded database: a cold first start (initdb,
// migrations, listen) and warm restarts on the same data directory. Targets: cold < 6 s, warm < 2 s.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { report, startBuiltServer } from './lib.mjs';

const COLD_TARGET_MS = 6000;
const WARM_TARGET_MS = 2000;
const WARM_RUNS = 5;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-bench-startup-'));
try {
  const cold = await startBuiltServer({ DATA_DIR: dataDir });
  await cold.stop();
  report('start-up, cold (init + migrate + listen)', cold.readyMs, 'ms', COLD_TARGET_MS, 'target');

  const warm = [];
  for (let run = 0; run < WARM_RUNS; run++) {
    const server = await startBuiltServer({ DATA_DIR: dataDir });
    warm.push(server.readyMs);
    await server.stop();
  }
  warm.sort((a, b) => a - b);
  report(`start-up, warm (median of ${WARM_RUNS})`, warm[Math.floor(WARM_RUNS / 2)], 'ms', WARM_TARGET_MS, 'target');
} finally {
  await fs.rm(dataDir, { recursive: true, force: true });
}
