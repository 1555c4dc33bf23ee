// Sign-up must not tell by its timing whether an address has an account. With e-mail
// confirmation on (the only mode where the answer itself hides it), this signs up registered and
// new addresses in alternation and prints both medians and their difference. The registered
// addresses are created by a first server run without confirmation, so no mail went to them yet
// and each measured attempt does its whole work (none falls in the mail interval).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './lib.mjs';

const ROUNDS = 40;

let client = 0;
async function signUp(server, email) {
  const { anon_key: anonKey } = await (await fetch(`${server.url}/api/config`)).json();
  client += 1;
  const started = performance.now();
  const response = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: anonKey,
      // A different client address each time, so the per-address sign-up limit is not what is measured.
      'x-forwarded-for': `10.9.${Math.floor(client / 250)}.${client % 250}`,
    },
    body: JSON.stringify({ email, password: 'bench password 1' }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
  return performance.now() - started;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const stamp = Date.now();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-bench-signup-'));
try {
  const setup = await startBuiltServer({ DATA_DIR: dataDir, AUTH_CONFIRM_EMAIL: 'false', TRUST_PROXY: 'true' });
  try {
    for (let i = 0; i < ROUNDS; i++) await signUp(setup, `registered-${stamp}-${i}@example.com`);
  } finally {
    await setup.stop();
  }
  const server = await startBuiltServer({ DATA_DIR: dataDir, AUTH_CONFIRM_EMAIL: 'true', TRUST_PROXY: 'true' });
  try {
    for (let i = 0; i < 5; i++) await signUp(server, `warm-${stamp}-${i}@example.com`);
    const registered = [];
    const fresh = [];
    for (let i = 0; i < ROUNDS; i++) {
      registered.push(await signUp(server, `registered-${stamp}-${i}@example.com`));
      fresh.push(await signUp(server, `new-${stamp}-${i}@example.com`));
    }
    const existingMs = median(registered);
    const newMs = median(fresh);
    console.log(`sign-up, registered address (median of ${ROUNDS})  ${existingMs.toFixed(2).padStart(8)} ms`);
    console.log(`sign-up, new address (median of ${ROUNDS})         ${newMs.toFixed(2).padStart(8)} ms`);
    console.log(`difference of the medians                      ${(existingMs - newMs).toFixed(2).padStart(8)} ms`);
  } finally {
    await server.stop();
  }
} finally {
  await fs.rm(dataDir, { recursive: true, force: true });
}
