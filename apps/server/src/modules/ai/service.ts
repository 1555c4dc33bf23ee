import { isUuid } from '@hammurabi/shared';
import type {
  ChatContext,
  ChatMessage,
  ChatMessagesQuerySchema,
  ChatRequestSchema,
  ChatResponse,
  Conversation,
  ExplainCodeRequestSchema,
  ExplainCodeResponse,
  GenerateCodeRequestSchema,
  GenerateCodeResponse,
} from '@hammurabi/shared';
import { type z } from 'zod';
import { AiProviderError, toAppError } from '../../ai/errors.ts';
import type { AiRuntime } from '../../ai/plugin.ts';
import type { CodeContext, ContextFile, KnowledgePassage } from '../../ai/types.ts';
import type { Db } from '../../db/client.ts';
import type { StoredContextFile } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadReadableFile, projectFilenames } from '../files/service.ts';
import { projectLawSettings } from '../ide/law-settings.ts';
import { refsOf, resolveContextFiles } from './context-files.ts';
import { gatherKnowledge } from './knowledge.ts';
import { toChatMessage, toConversation } from './mapper.ts';
import * as repository from './repository.ts';
import { titleFromMessage } from './title.ts';
import { activityRecorded } from '../../events/activity.ts';

/** How many earlier messages of the branch the model is given. */
export const HISTORY_MESSAGES = 20;

type ChatRequestParsed = z.output<typeof ChatRequestSchema>;

/** The user's conversation, or 404 (also for another user's). */
export async function requireConversation(db: Db, id: string, userId: string) {
  const conversation = isUuid(id) ? await repository.findConversation(db, id, userId) : null;
  if (!conversation) throw new AppError('not_found', 'Conversation not found.');
  return conversation;
}

/**
 * The code a chat is about: the editor's current text, else the pasted code, else the stored
 * file named by `fileId`. Naming a file always requires being allowed to read it.
 */
export async function resolveCodeContext(
  db: Db,
  userId: string,
  context: ChatContext | null | undefined,
): Promise<CodeContext | null> {
  if (!context) return null;
  const file = context.fileId ? (await loadReadableFile(db, context.fileId, userId)).file : null;
  const code = context.current_code ?? context.code ?? file?.content ?? null;
  if (code === null || !code.trim()) return null;
  return {
    code,
    language: context.language ?? file?.language ?? null,
    filename: context.filename ?? file?.filename ?? null,
    // Answers link their line references to the editor of the file, which the caller may read.
    editorPath: file ? `/projects/${file.projectId}/code/${file.id}` : null,
    project: file
      ? { files: await projectFilenames(db, file.projectId), lawSettings: await projectLawSettings(db, file.projectId) }
      : null,
  };
}

/** A chat turn whose user message is stored and whose reply is still to be generated. */
export interface OpenTurn {
  conversationId: string;
  title: string | null;
  userMessageId: string;
  message: string;
  history: { role: 'user' | 'assistant'; content: string }[];
  code: CodeContext | null;
  files: ContextFile[];
  /** The platform's candidate passages for the question (snippets, community answers). */
  knowledge: KnowledgePassage[];
  /** The files recorded on the reply: set when a new answer read its question's files again. */
  replyFiles: StoredContextFile[] | null;
}

/**
 * Checks the conversation and context, then stores the user's message before any model is
 * called, so a failing or slow provider never loses it. A new conversation gets its title here.
 */
export async function openTurn(db: Db, userId: string, request: ChatRequestParsed): Promise<OpenTurn> {
  const existing = request.conversation_id ? await requireConversation(db, request.conversation_id, userId) : null;
  const code = await resolveCodeContext(db, userId, request.context);
  // A new question continues the branch on screen.
  const parentId = existing?.current_leaf_id ?? null;
  const path = parentId ? await repository.pathPage(db, parentId, HISTORY_MESSAGES, 0, true) : [];
  // Attachments belong to the conversation: without `files`, the last question's files are read
  // again (their current saved version); `files: []` removes them.
  const lastAsked = path.findLast((message) => message.role === 'user');
  const refs = request.context?.files ?? refsOf(lastAsked?.context_files ?? null);
  const files = await resolveContextFiles(db, userId, refs);
  const title = existing ? existing.title : titleFromMessage(request.message);
  const conversationId = existing?.id ?? (await repository.insertConversation(db, userId, title ?? ''));
  const userMessage = await repository.insertMessage(db, {
    conversationId,
    parentId,
    role: 'user',
    content: request.message,
    status: 'complete',
    contextFiles: files.stored,
  });
  await activityRecorded({ db, userId: userId });
  return {
    conversationId,
    title,
    userMessageId: userMessage.id,
    message: request.message,
    history: path.map((message) => ({ role: message.role, content: message.content })),
    code,
    files: files.forProvider,
    knowledge: await gatherKnowledge(db, request.message, code),
    replyFiles: null,
  };
}

/** Stores what the assistant said: complete, or cut short by a stop ("stopped") or an error ("failed"). */
export async function storeReply(db: Db, turn: OpenTurn, content: string, status: ChatMessage['status']) {
  return repository.insertMessage(db, {
    conversationId: turn.conversationId,
    parentId: turn.userMessageId,
    role: 'assistant',
    content,
    status,
    contextFiles: turn.replyFiles,
  });
}

/** POST /api/ai/chat: the whole reply at once. A provider failure answers 502/504 with the conversation id. */
export async function chat(db: Db, ai: AiRuntime, userId: string, request: ChatRequestParsed): Promise<ChatResponse> {
  const turn = await openTurn(db, userId, request);
  const pieces: string[] = [];
  try {
    for await (const piece of ai.provider.streamChat({
      message: turn.message,
      history: turn.history,
      code: turn.code,
      files: turn.files,
      knowledge: turn.knowledge,
      signal: new AbortController().signal,
    })) {
      pieces.push(piece);
    }
  } catch (error) {
    if (error instanceof AiProviderError) throw toAppError(error, { conversation_id: turn.conversationId });
    throw error;
  }
  const reply = await storeReply(db, turn, pieces.join(''), 'complete');
  return {
    conversation_id: turn.conversationId,
    title: turn.title,
    message: reply.content,
    message_id: reply.id,
    user_message_id: turn.userMessageId,
    provider: ai.provider.name,
  };
}

export async function listConversations(db: Db, userId: string): Promise<Conversation[]> {
  return (await repository.listConversations(db, userId)).map(toConversation);
}

/**
 * A page of the branch shown (the path from the first message to the current leaf), oldest
 * first within the page. Offset 0 is its start, or with `from=newest` its latest message.
 */
export async function listMessages(
  db: Db,
  userId: string,
  conversationId: string,
  query: z.output<typeof ChatMessagesQuerySchema>,
): Promise<ChatMessage[]> {
  const conversation = await requireConversation(db, conversationId, userId);
  if (!conversation.current_leaf_id) return [];
  const page = await repository.pathPage(
    db,
    conversation.current_leaf_id,
    query.limit,
    query.offset,
    query.from === 'newest',
  );
  return page.map(toChatMessage);
}

/** A stored conversation as the API shows it. */
export const conversationOf = toConversation;

export async function getConversation(db: Db, userId: string, id: string): Promise<Conversation> {
  return toConversation(await requireConversation(db, id, userId));
}

export async function renameConversation(db: Db, userId: string, id: string, title: string): Promise<Conversation> {
  await requireConversation(db, id, userId);
  await repository.renameConversation(db, id, userId, title);
  return toConversation(await requireConversation(db, id, userId));
}

/** Deletes a conversation and its messages, stopping a reply still being generated. */
export async function deleteConversation(db: Db, ai: AiRuntime, userId: string, id: string): Promise<void> {
  await requireConversation(db, id, userId);
  await ai.stops.stop(id, { wait: false });
  await repository.deleteConversation(db, id, userId);
}

/** Stops the reply being streamed into the user's conversation; false when none is running. */
export async function stopGeneration(db: Db, ai: AiRuntime, userId: string, id: string): Promise<boolean> {
  await requireConversation(db, id, userId);
  return ai.stops.stop(id);
}

/** POST /api/ai/explain-code. */
export async function explainCode(
  ai: AiRuntime,
  body: z.output<typeof ExplainCodeRequestSchema>,
): Promise<ExplainCodeResponse> {
  const explanation = await callProvider(() =>
    ai.provider.explainCode({
      code: { code: body.code, language: body.language ?? null, filename: body.filename ?? null },
      question: body.question ?? null,
    }),
  );
  return { explanation, provider: ai.provider.name };
}

/** POST /api/ai/generate-code. */
export async function generateCode(
  ai: AiRuntime,
  body: z.output<typeof GenerateCodeRequestSchema>,
): Promise<GenerateCodeResponse> {
  const generated = await callProvider(() =>
    ai.provider.generateCode({ prompt: body.prompt, language: body.language, contextCode: body.context_code ?? null }),
  );
  return { ...generated, language: body.language, provider: ai.provider.name };
}

/** Maps provider failures of one-shot calls (explain, generate) to 502/504. */
async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AiProviderError) throw toAppError(error);
    throw error;
  }
}
