import type { IdeCheckRequest, IdeCheckResult } from '@hammurabi/shared';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/ide/check`: the engine's findings for one file, computed in the server's worker threads. */
export function checkCode(request: IdeCheckRequest): Promise<IdeCheckResult> {
  return apiRequest<IdeCheckResult>('/ide/check', { method: 'POST', body: request });
}
