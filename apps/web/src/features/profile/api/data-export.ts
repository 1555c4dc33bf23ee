import type { DataExport, DataExportState } from '@hammurabi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '@/lib/api-client';

const key = (userId: string | undefined) => ['data-export', userId] as const;

/** True while the server is still building the archive: the state is asked for again every 2 s. */
export const isPreparing = (entry: DataExport | null | undefined) =>
  entry?.status === 'queued' || entry?.status === 'building';

/** `GET /api/account/export`: the latest "Download my data" export, or null. */
export function useDataExport(userId: string | undefined) {
  return useQuery({
    queryKey: key(userId),
    queryFn: async () => (await apiRequest<DataExportState>('/account/export')).export,
    enabled: Boolean(userId),
    retry: false,
    refetchInterval: (query) => (isPreparing(query.state.data) ? 2000 : false),
  });
}

/** `POST /api/account/export`: asks for a new archive. */
export function useRequestDataExport(userId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest<DataExportState>('/account/export', { method: 'POST' })).export,
    onSuccess: (entry) => client.setQueryData(key(userId), entry),
    onSettled: () => client.invalidateQueries({ queryKey: key(userId) }),
  });
}

/**
 * `GET /api/account/export/{id}/download`, saved as a file. The request needs the bearer token,
 * which a plain link cannot send.
 */
export function useDownloadDataExport(userId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (entry: DataExport) => {
      const blob = await apiBlob(`/account/export/${encodeURIComponent(entry.id)}/download`);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = entry.file_name;
      document.body.append(link);
      link.click();
      link.remove();
      // Let the browser start the download before the object URL goes away.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    // An expired or replaced export: show what the server has now.
    onError: () => client.invalidateQueries({ queryKey: key(userId) }),
  });
}
