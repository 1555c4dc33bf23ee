import type {
  AdminBan,
  AdminMail,
  AdminRolesUpdate,
  AdminStats,
  AdminUser,
  AdminUserList,
  AuditPage,
  InstanceSettingsUpdate,
  InstanceSettingsView,
} from '@hammurabi/shared';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

/** `GET /api/admin/users`: newest first, `q` searching the address, 25 a page. */
export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'users', q, page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page) });
      if (q) query.set('q', q);
      return apiRequest<AdminUserList>(`/admin/users?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** `GET /api/admin/stats`: the site's counts. */
export function useAdminStats() {
  return useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => apiRequest<AdminStats>('/admin/stats', { signal }),
    retry: false,
  });
}

/** `GET /api/admin/audit`: the audit log, newest first, 50 entries a page. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit'],
    queryFn: ({ signal, pageParam }) =>
      apiRequest<AuditPage>(`/admin/audit${pageParam ? `?before=${pageParam}` : ''}`, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_before ?? undefined,
    retry: false,
  });
}

export type AdminUserAction =
  | { kind: 'roles'; user: AdminUser; body: AdminRolesUpdate }
  | { kind: 'ban'; user: AdminUser; body: AdminBan }
  | { kind: 'delete'; user: AdminUser; body: { reason?: string } }
  | { kind: 'mail'; user: AdminUser; body: AdminMail };

function runAction(action: AdminUserAction): Promise<unknown> {
  const path = userPath(action.user.id);
  switch (action.kind) {
    case 'roles':
      return apiRequest(`${path}/roles`, { method: 'PUT', body: action.body });
    case 'ban':
      return apiRequest(`${path}/ban`, { method: 'PUT', body: action.body });
    case 'delete':
      return apiRequest(path, { method: 'DELETE', body: action.body });
    case 'mail':
      return apiRequest(`${path}/mail`, { method: 'POST', body: action.body });
  }
}

/** Every change to a user; the lists, counts and the audit log are read again afterwards. */
export function useAdminUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** `GET /api/admin/settings`: the settings changed at run time, their defaults and which were changed. */
export function useInstanceSettings() {
  return useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: ({ signal }) => apiRequest<InstanceSettingsView>('/admin/settings', { signal }),
    retry: false,
  });
}

/** `PUT /api/admin/settings`: changes some settings (null: back to the default); the audit log is read again. */
export function useChangeInstanceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InstanceSettingsUpdate) =>
      apiRequest<InstanceSettingsView>('/admin/settings', { method: 'PUT', body }),
    onSuccess: (view) => queryClient.setQueryData(['admin', 'settings'], view),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  });
}
