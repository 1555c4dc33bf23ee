import { isUuid, type ChatEditRequestSchema, type ChatRegenerateRequestSchema } from '@hammurabi/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { refsOf, resolveContextFiles } from './context-files.ts';
import { gatherKnowledge } from './knowledge.ts';
import * as repository from './repository.ts';
import { HISTORY_MESSAGES, requireConversation, resolveCodeContext, type OpenTurn } from './service.ts';
import { activityRecorded } from '../../events/activity.ts';

async function requireMessage(db: Db, conversationId: string, messageId: string) {
  const message = isUuid(messageId) ? await repository.findMessage(db, conversationId, messageId) : null;
  if (!message) throw new AppError('not_found', 'Message not found.');
  return message;
}

/**
 * Edits a question: the new text becomes a sibling of the old one (a new branch, which is
 * shown from now on) and its answer is still to be generated. The old branch stays.
 */
export async function openEdit(
  db: Db,
  userId: string,
  conversationId: string,
  messageId: string,
  body: z.output<typeof ChatEditRequestSchema>,
): Promise<OpenTurn> {
  const conversation = await requireConversation(db, conversationId, userId);
  const edited = await requireMessage(db, conversation.id, messageId);
  if (edited.role !== 'user') throw new AppError('validation_failed', 'Only your own messages can be edited.');
  const code = await resolveCodeContext(db, userId, body.context);
  const files = await resolveContextFiles(db, userId, body.context?.files ?? refsOf(edited.context_files));
  const userMessage = await repository.insertMessage(db, {
    conversationId: conversation.id,
    parentId: edited.parent_id,
    role: 'user',
    content: body.content,
    status: 'complete',
    contextFiles: files.stored,
  });
  await activityRecorded({ db, userId: userId });
  return {
    conversationId: conversation.id,
    title: conversation.title,
    userMessageId: userMessage.id,
    message: body.content,
    history: await repository.pathHistory(db, edited.parent_id, HISTORY_MESSAGES),
    code,
    files: files.forProvider,
    knowledge: await gatherKnowledge(db, body.content, code),
    replyFiles: null,
  };
}

/**
 * Asks for a new answer: to the question of an assistant message (the new answer becomes its
 * sibling), or to a question itself when its answer never arrived. Nothing is stored until the
 * new answer is; the question's files are read again unless new context is given.
 */
export async function openRegenerate(
  db: Db,
  userId: string,
  conversationId: string,
  messageId: string,
  body: z.output<typeof ChatRegenerateRequestSchema>,
): Promise<OpenTurn> {
  const conversation = await requireConversation(db, conversationId, userId);
  const target = await requireMessage(db, conversation.id, messageId);
  const question =
    target.role === 'user'
      ? target
      : target.parent_id
        ? await requireMessage(db, conversation.id, target.parent_id)
        : null;
  if (!question || question.role !== 'user') {
    throw new AppError('validation_failed', 'This answer has no question to answer again.');
  }
  const code = await resolveCodeContext(db, userId, body.context);
  const files = await resolveContextFiles(db, userId, body.context?.files ?? refsOf(question.context_files));
  await activityRecorded({ db, userId: userId });
  return {
    conversationId: conversation.id,
    title: conversation.title,
    userMessageId: question.id,
    message: question.content,
    history: await repository.pathHistory(db, question.parent_id, HISTORY_MESSAGES),
    code,
    files: files.forProvider,
    knowledge: await gatherKnowledge(db, question.content, code),
    replyFiles: files.stored.length > 0 ? files.stored : null,
  };
}

/** Shows the branch through `messageId` (see `repository.selectBranch`) and returns the conversation. */
export async function selectLeaf(db: Db, userId: string, conversationId: string, messageId: string) {
  const conversation = await requireConversation(db, conversationId, userId);
  await requireMessage(db, conversation.id, messageId);
  await repository.selectBranch(db, conversation.id, messageId);
  return requireConversation(db, conversation.id, userId);
}
