import type { ReleaseDetail } from '@hammurabi/shared';
import { ApiError, apiRequest } from '@/lib/api-client';

/** The gate's answer to a deploy: the release when it passed, the verdict when it refused. */
export type DeployOutcome =
  { passed: true; release: ReleaseDetail; status: string } | { passed: false; status: string };

/**
 * `POST /api/projects/{id}/releases`: checks every file and records the release. A refused
 * deploy (422) records nothing; its detail is the gate's verdict.
 */
export async function createRelease(projectId: string): Promise<DeployOutcome> {
  try {
    const release = await apiRequest<ReleaseDetail>(`/projects/${encodeURIComponent(projectId)}/releases`, {
      method: 'POST',
      body: { environment: 'staging' },
    });
    return { passed: true, release, status: release.status_text };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return { passed: false, status: error.message };
    throw error;
  }
}
