import { isPublicConfig } from '@hammurabi/shared';
import { AuthClient, type GoTrueClient } from '@supabase/auth-js';

let clientPromise: Promise<GoTrueClient> | null = null;

async function loadPublicConfig() {
  const response = await fetch('/api/config', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load the app configuration (HTTP ${response.status}).`);
  const config: unknown = await response.json();
  if (!isPublicConfig(config)) throw new Error('The app configuration from the server is not valid.');
  return config;
}

/** Spec §5: the client refuses to start without a backend URL and key. */
function requireSetting(value: string, name: string): string {
  if (!value) throw new Error(`${name} is required.`);
  return value;
}

/**
 * The one @supabase/auth-js client of the app, against the auth URL and anon key the server
 * gives at run time (GET /api/config). Spec §7.2 defaults: auto refresh, persisted session,
 * URL session detection, implicit flow; the storage key derives from the host.
 */
export function getAuthClient(): Promise<GoTrueClient> {
  clientPromise ??= loadPublicConfig()
    .then((config) => {
      const url = new URL(requireSetting(config.auth_url, 'Auth URL'), window.location.origin).toString();
      const anonKey = requireSetting(config.anon_key, 'Anon key');
      return new AuthClient({
        url: url.replace(/\/$/, ''),
        headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
        storageKey: `sb-${new URL(url).hostname.split('.')[0]}-auth-token`,
        autoRefreshToken: true,
        persistSession: true,
        detectSessionInUrl: true,
        flowType: 'implicit',
      });
    })
    .catch((error: unknown) => {
      clientPromise = null;
      throw error;
    });
  return clientPromise;
}
