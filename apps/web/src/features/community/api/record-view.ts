import { useEffect, useRef } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

/** `POST /api/community/questions/{id}/views` → 204: one visit of the question page. */
export function recordQuestionView(id: string): Promise<void> {
  return apiRequest<void>(`/community/questions/${encodeURIComponent(id)}/views`, { method: 'POST' });
}

/**
 * Counts one view per visit of a question's page. Reading the question counts nothing, so the
 * refetches after posting an answer or voting are not views. It waits for the session to be known,
 * so the asker's own visit carries their token and is not counted.
 */
export function useRecordQuestionView(id: string): void {
  const { loading } = useAuth();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (loading || !id || recorded.current === id) return;
    recorded.current = id;
    // A view that could not be counted is nothing the reader needs to hear about.
    recordQuestionView(id).catch(() => undefined);
  }, [id, loading]);
}
