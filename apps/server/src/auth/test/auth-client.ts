import { AuthClient, type GoTrueClient } from '@supabase/auth-js';
import type { TestApp } from '../../test/harness.ts';

/** A storage object in memory, so each client has its own persisted session. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** The real @supabase/auth-js client pointed at the test server's /auth/v1. */
export function authClient(server: TestApp): GoTrueClient {
  const anonKey = server.app.auth.keys.anonKey;
  return new AuthClient({
    url: `${server.baseUrl}/auth/v1`,
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    storage: memoryStorage(),
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}

/** A mutable clock for AuthConfig.now: tests move time forward instead of sleeping. */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => Date.now() + offsetMs,
    advance(seconds: number) {
      offsetMs += seconds * 1000;
    },
  };
}
