import { conversationMarkdown, type ChatExport } from '@hammurabi/shared';
import type { Db } from '../../db/client.ts';
import { toChatMessage, toConversation } from './mapper.ts';
import * as repository from './repository.ts';
import { requireConversation } from './service.ts';

// A conversation is exported whole; this only guards against a runaway branch.
const EXPORT_MAX_MESSAGES = 100_000;

/** The conversation and every message of its current branch, oldest first. */
export async function exportConversation(db: Db, userId: string, id: string): Promise<ChatExport> {
  const conversation = await requireConversation(db, id, userId);
  const messages = conversation.current_leaf_id
    ? await repository.pathPage(db, conversation.current_leaf_id, EXPORT_MAX_MESSAGES, 0)
    : [];
  return {
    conversation: toConversation(conversation),
    messages: messages.map(toChatMessage),
    exported_at: new Date().toISOString(),
  };
}

/** The export as Markdown, and a file name for it made of the title. */
export function exportMarkdown(exported: ChatExport): { markdown: string; filename: string } {
  const title = exported.conversation.title?.trim() || 'Conversation';
  const slug =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'conversation';
  return {
    markdown: conversationMarkdown(title, exported.messages, exported.exported_at),
    filename: `${slug}.md`,
  };
}
