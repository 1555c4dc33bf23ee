import type { PlaygroundRunRequest, PlaygroundRunResponse } from '@hammurabi/shared';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/playground/run`: compiles and runs a Java program on the server; aborting stops it there too. */
export function runJava(request: PlaygroundRunRequest, signal: AbortSignal): Promise<PlaygroundRunResponse> {
  return apiRequest<PlaygroundRunResponse>('/playground/run', { method: 'POST', body: request, signal });
}
