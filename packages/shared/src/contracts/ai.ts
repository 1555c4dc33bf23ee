import { z } from 'zod';
import { MAX_INT4 } from '../domain/text.ts';
import { text } from './common.ts';
import { FileContentSchema } from './files.ts';

/** Limits of the AI endpoints. */
export const AI_LIMITS = {
  /** Longest chat message or prompt, in characters. */
  messageMax: 8000,
  /** Longest conversation title, in characters. */
  titleMax: 120,
  /** Messages per page by default (spec §9) and at most. */
  messagesPageDefault: 50,
  messagesPageMax: 200,
} as const;

const MessageTextSchema = text({ error: 'Message is required.' })
  .trim()
  .min(1, { error: 'Message must not be empty.' })
  .max(AI_LIMITS.messageMax, { error: `Message must be at most ${AI_LIMITS.messageMax} characters.` });

const LanguageNameSchema = text().trim().toLowerCase().max(40, { error: 'Language must be a short name.' });

/**
 * What the assistant may look at besides the message (spec §3 Chat request). `current_code`
 * (the editor's unsaved text) wins over `code`; with `fileId` alone the stored file is used,
 * after the same access check as reading the file.
 */
export const ChatContextSchema = z.strictObject({
  code: FileContentSchema.nullish(),
  current_code: FileContentSchema.nullish(),
  language: LanguageNameSchema.nullish(),
  fileId: z.uuid({ error: 'fileId must be a file id (UUID).' }).nullish(),
  projectId: z.uuid({ error: 'projectId must be a project id (UUID).' }).nullish(),
  filename: text().max(255).nullish(),
});
export type ChatContext = z.infer<typeof ChatContextSchema>;

/** POST /api/ai/chat and /api/ai/chat/stream. `conversation_id` is null for a new chat. */
export const ChatRequestSchema = z.strictObject({
  message: MessageTextSchema,
  conversation_id: z.uuid({ error: 'conversation_id must be a conversation id (UUID) or null.' }).nullish(),
  context: ChatContextSchema.nullish(),
});
export type ChatRequest = z.input<typeof ChatRequestSchema>;

export const ChatMessageStatusSchema = z.enum(['complete', 'stopped', 'failed']);
export type ChatMessageStatus = z.infer<typeof ChatMessageStatusSchema>;

/** The answer to POST /api/ai/chat: the assistant's reply as Markdown text. */
export const ChatResponseSchema = z.object({
  conversation_id: z.uuid(),
  title: text().nullable(),
  message: text(),
  message_id: z.uuid(),
  user_message_id: z.uuid(),
  provider: text(),
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

/** A 502/504 of POST /api/ai/chat: the provider failed; the user's message is stored in `conversation_id`. */
export const ChatFailureSchema = z.object({
  detail: text(),
  conversation_id: z.uuid().optional(),
});
export type ChatFailure = z.infer<typeof ChatFailureSchema>;

/** A conversation in the list (spec §3 Conversation); `id` and `conversation_id` are the same. */
export const ConversationSchema = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  title: text().nullable(),
  message_count: z.number().int(),
  created_at: text(),
  updated_at: text(),
});
export type Conversation = z.infer<typeof ConversationSchema>;
export const ConversationListSchema = z.array(ConversationSchema);

/** A stored chat message (spec §3 Chat message). `status` is "stopped" for a reply cut short. */
export const ChatMessageSchema = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: text(),
  status: ChatMessageStatusSchema,
  created_at: text(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;
export const ChatMessageListSchema = z.array(ChatMessageSchema);

/** Paging of GET /api/ai/conversations/{id}/messages: oldest first within the page. */
export const ChatMessagesQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit must be a whole number.' })
    .int()
    .min(1, { error: 'limit must be at least 1.' })
    .max(AI_LIMITS.messagesPageMax, { error: `limit must be at most ${AI_LIMITS.messagesPageMax}.` })
    .default(AI_LIMITS.messagesPageDefault),
  offset: z.coerce
    .number({ error: 'offset must be a whole number.' })
    .int()
    .min(0, { error: 'offset must not be negative.' })
    .max(MAX_INT4, { error: 'offset is too large.' })
    .default(0),
  /** `newest`: the offset counts from the latest message, so a screen can page back in time. */
  from: z.enum(['oldest', 'newest'], { error: 'from must be "oldest" or "newest".' }).default('oldest'),
});
export type ChatMessagesQuery = z.input<typeof ChatMessagesQuerySchema>;

/** PATCH or PUT /api/ai/conversations/{id}. */
export const ConversationRenameSchema = z.strictObject({
  title: text({ error: 'Title is required.' })
    .trim()
    .min(1, { error: 'Title must not be empty.' })
    .max(AI_LIMITS.titleMax, { error: `Title must be at most ${AI_LIMITS.titleMax} characters.` }),
});
export type ConversationRename = z.input<typeof ConversationRenameSchema>;

/** The answer to POST /api/ai/conversations/{id}/stop. */
export const ChatStopResultSchema = z.object({ stopped: z.boolean() });
export type ChatStopResult = z.infer<typeof ChatStopResultSchema>;

/**
 * The events of POST /api/ai/chat/stream (`text/event-stream`), each `event: <type>` plus one
 * JSON `data:` line: `conversation` first, then `delta`s, then exactly one `done` or `error`.
 */
export const ChatStreamEventSchemas = {
  conversation: z.object({
    conversation_id: z.uuid(),
    title: text().nullable(),
    user_message_id: z.uuid(),
    provider: text(),
  }),
  delta: z.object({ text: text() }),
  /** `message_id` is null when a stop came before any text (nothing is stored then). */
  done: z.object({ message_id: z.uuid().nullable(), status: ChatMessageStatusSchema }),
  error: z.object({ detail: text(), status: z.number().int(), message_id: z.uuid().nullable() }),
};
export type ChatStreamEvent = {
  [K in keyof typeof ChatStreamEventSchemas]: { event: K; data: z.infer<(typeof ChatStreamEventSchemas)[K]> };
}[keyof typeof ChatStreamEventSchemas];

/** POST /api/ai/generate-code: a description of the code wanted. */
export const GenerateCodeRequestSchema = z.strictObject({
  prompt: MessageTextSchema,
  language: LanguageNameSchema.default('javascript'),
  /** Existing code the new code should fit into. */
  context_code: FileContentSchema.nullish(),
});
export type GenerateCodeRequest = z.input<typeof GenerateCodeRequestSchema>;

export const GenerateCodeResponseSchema = z.object({
  code: text(),
  language: text(),
  explanation: text(),
  provider: text(),
});
export type GenerateCodeResponse = z.infer<typeof GenerateCodeResponseSchema>;

/** POST /api/ai/explain-code: code to explain, with an optional question about it. */
export const ExplainCodeRequestSchema = z.strictObject({
  code: FileContentSchema.refine((value) => value.trim().length > 0, { error: 'Code must not be empty.' }),
  language: LanguageNameSchema.nullish(),
  filename: text().max(255).nullish(),
  question: MessageTextSchema.nullish(),
});
export type ExplainCodeRequest = z.input<typeof ExplainCodeRequestSchema>;

export const ExplainCodeResponseSchema = z.object({
  explanation: text(),
  provider: text(),
});
export type ExplainCodeResponse = z.infer<typeof ExplainCodeResponseSchema>;

/** GET /api/ai/status: which provider answers now; `builtin` is the offline assistant (no language model). */
export const AiStatusSchema = z.object({
  provider: text(),
});
export type AiStatus = z.infer<typeof AiStatusSchema>;
