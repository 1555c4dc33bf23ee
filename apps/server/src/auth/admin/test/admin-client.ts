import { AuthClient, type GoTrueAdminApi } from '@supabase/auth-js';
import type { TestApp } from '../../../test/harness.ts';
import { memoryStorage } from '../../test/auth-client.ts';

/** The real auth-js admin API (`supabase.auth.admin`) with the server's service_role key, or another bearer. */
export function adminApi(server: TestApp, bearer = server.app.auth.keys.serviceRoleKey): GoTrueAdminApi {
  const apikey = bearer === server.app.auth.keys.serviceRoleKey ? bearer : server.app.auth.keys.anonKey;
  return new AuthClient({
    url: `${server.baseUrl}/auth/v1`,
    headers: { apikey, Authorization: `Bearer ${bearer}` },
    storage: memoryStorage(),
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  }).admin;
}
