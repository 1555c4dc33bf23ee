import type { LearningHints } from '@hammurabi/shared';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/learning/modules/{id}/hints`: the hint ladder for the caller's last failed submission. */
export function getHints(moduleId: string): Promise<LearningHints> {
  return apiRequest<LearningHints>(`/learning/modules/${encodeURIComponent(moduleId)}/hints`);
}
