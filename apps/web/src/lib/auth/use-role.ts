import type { Profile } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from './use-auth';

/**
 * The signed-in user's profile answer, cached under the same key as the profile screen's query,
 * so reading the role costs no extra request once the profile is loaded.
 */
function profileQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: ['profile', userId],
    queryFn: () => apiRequest<Profile>('/auth/profile'),
    enabled: Boolean(userId),
    retry: false,
    staleTime: 60_000,
  });
}

type Role = Profile['roles'][number];

/**
 * The roles an administrator granted the caller, as the server reads them now: `has('staff')` is
 * false while unknown or signed out. `admin` holds every role, as on the server (auth/roles.ts).
 * Screens only show staff or moderation tools with it; the server checks every call.
 */
export function useUserRole(): { roles: Role[]; has: (role: Role) => boolean; loading: boolean } {
  const { user, loading } = useAuth();
  const profile = useQuery(profileQuery(user?.id));
  const roles = profile.data?.roles ?? [];
  return {
    roles,
    has: (role) => roles.includes(role) || roles.includes('admin'),
    loading: loading || (Boolean(user) && profile.isPending),
  };
}
