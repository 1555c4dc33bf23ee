import type { AuthProviderInfo } from '@hammurabi/shared';
import { useQuery } from '@tanstack/react-query';
import { authProviders } from './auth-client';

/** The external sign-in providers the server has enabled (none while loading or on failure). */
export function useAuthProviders(): AuthProviderInfo[] {
  const { data } = useQuery({ queryKey: ['auth-providers'], queryFn: authProviders, staleTime: Infinity });
  return data ?? [];
}
