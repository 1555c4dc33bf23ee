import type { ReleaseDetail } from '@hammurabi/shared';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/projects/{id}/releases`: checks every file and records the release, deployed or blocked. */
export function createRelease(projectId: string): Promise<ReleaseDetail> {
  return apiRequest<ReleaseDetail>(`/projects/${encodeURIComponent(projectId)}/releases`, {
    method: 'POST',
    body: { environment: 'staging' },
  });
}
