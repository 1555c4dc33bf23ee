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

/**
 * The caller's role as the server grants it (`staff` from SUPPORT_STAFF_EMAILS): null while
 * unknown or signed out. Screens only show staff tools with it; the server checks every call.
 */
export function useUserRole(): { role: Profile['role'] | null; loading: boolean } {
  const { user, loading } = useAuth();
  const profile = useQuery(profileQuery(user?.id));
  return { role: profile.data?.role ?? null, loading: loading || (Boolean(user) && profile.isPending) };
}
