import type { AvatarResult } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';

/** `DELETE /api/profile/avatar`: back to the generic avatar. */
export function deleteAvatar(): Promise<AvatarResult> {
  return apiRequest<AvatarResult>('/profile/avatar', { method: 'DELETE' });
}

export function useDeleteAvatar(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProfileQueryOptions(userId).queryKey }),
  });
}
