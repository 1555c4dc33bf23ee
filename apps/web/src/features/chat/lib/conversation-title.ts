import type { Conversation } from '@hammurabi/shared';

/** The title shown for a conversation; untitled ones read "Conversation " plus the id's first 8 characters. */
export function conversationTitle(conversation: Pick<Conversation, 'id' | 'title'>): string {
  return conversation.title?.trim() || `Conversation ${conversation.id.slice(0, 8)}`;
}
