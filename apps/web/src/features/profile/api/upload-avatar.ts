import type { AvatarResult } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';

/** `POST /api/profile/avatar`: uploads a picture (re-encoded by the server); answers its URL. */
export function uploadAvatar(file: File): Promise<AvatarResult> {
  const form = new FormData();
  form.append('avatar', file);
  return apiUpload<AvatarResult>('/profile/avatar', form);
}

export function useUploadAvatar(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProfileQueryOptions(userId).queryKey }),
  });
}
