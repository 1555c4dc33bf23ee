import { useEffect, useRef } from 'react';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/community/questions/{id}/views` → 204: one visit of the question page. */
export function recordQuestionView(id: string): Promise<void> {
  return apiRequest<void>(`/community/questions/${encodeURIComponent(id)}/views`, { method: 'POST' });
}

/**
 * Counts one view per visit of a question's page. Reading the question counts nothing, so the
 * refetches after posting an answer or voting are not views.
 */
export function useRecordQuestionView(id: string): void {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!id || recorded.current === id) return;
    recorded.current = id;
    // A view that could not be counted is nothing the reader needs to hear about.
    recordQuestionView(id).catch(() => undefined);
  }, [id]);
}
