import type { Profile, ProfileUpdate } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';

/** `PUT /api/auth/profile`: saves the fields given; blank clears one. */
export function updateProfile(input: ProfileUpdate): Promise<Profile> {
  return apiRequest<Profile>('/auth/profile', { method: 'PUT', body: input });
}

export function useUpdateProfile(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProfileQueryOptions(userId).queryKey }),
  });
}
