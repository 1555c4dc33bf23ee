import { apiBlob } from '@/lib/api-client';

/** `GET /api/ai/conversations/{id}/export?format=md`: the current branch as Markdown text. */
export async function exportConversationMarkdown(conversationId: string): Promise<string> {
  const blob = await apiBlob(`/ai/conversations/${encodeURIComponent(conversationId)}/export?format=md`);
  return blob.text();
}
