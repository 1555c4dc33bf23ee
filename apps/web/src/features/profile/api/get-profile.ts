import type { Profile } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/auth/profile`: the signed-in user's profile. */
export function getProfile(): Promise<Profile> {
  return apiRequest<Profile>('/auth/profile');
}

export function getProfileQueryOptions(userId: string | undefined) {
  return queryOptions({ queryKey: ['profile', userId], queryFn: getProfile, enabled: Boolean(userId), retry: false });
}

export function useProfile(userId: string | undefined) {
  return useQuery(getProfileQueryOptions(userId));
}
