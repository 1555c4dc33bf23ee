import type { Profile } from '@hammurabi/shared';
import { useEffect } from 'react';
import { apiRequest } from './api-client';
import { useAuth } from './auth/use-auth';

/** The browser's IANA time zone, e.g. Europe/Berlin (UTC when the browser does not say). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every time zone the browser knows, with `current` included, sorted. */
export function timeZoneChoices(current: string): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add(current);
  zones.add('UTC');
  return [...zones].sort();
}

const synced = new Set<string>();

/**
 * Gives the signed-in user's profile the browser's time zone once, when it has none yet, so
 * streak days follow the learner's own midnight. The profile form changes it later.
 */
export function useSyncTimeZone(): void {
  const { user } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    if (!userId || synced.has(userId)) return;
    synced.add(userId);
    void (async () => {
      const profile = await apiRequest<Profile>('/auth/profile');
      if (profile.timezone === null) {
        await apiRequest<Profile>('/auth/profile', { method: 'PUT', body: { timezone: browserTimeZone() } });
      }
    })().catch(() => synced.delete(userId));
  }, [userId]);
}
