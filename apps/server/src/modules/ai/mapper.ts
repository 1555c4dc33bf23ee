import type { ChatMessage, Conversation } from '@hammurabi/shared';
import type { ConversationRecord, MessageRecord } from './repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toConversation(record: ConversationRecord): Conversation {
  return {
    id: record.id,
    conversation_id: record.id,
    title: record.title,
    message_count: record.message_count,
    current_leaf_id: record.current_leaf_id,
    created_at: iso(record.created_at),
    updated_at: iso(record.updated_at),
  };
}

export function toChatMessage(record: MessageRecord): ChatMessage {
  return {
    id: record.id,
    conversation_id: record.conversation_id,
    parent_id: record.parent_id,
    role: record.role,
    content: record.content,
    status: record.status,
    created_at: iso(record.created_at),
    sibling_ids: record.sibling_ids.length > 0 ? record.sibling_ids : [record.id],
    files: record.context_files ?? [],
  };
}
