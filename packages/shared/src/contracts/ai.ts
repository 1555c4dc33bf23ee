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
  /** Messages per page by default and at most. */
  messagesPageDefault: 50,
  messagesPageMax: 200,
  /** Project files one message may bring as context. */
  contextFilesMax: 10,
  /** Search results per page by default and at most. */
  searchPageDefault: 20,
  searchPageMax: 50,
  /** Shortest and longest search text. */
  searchMin: 2,
  searchMax: 200,
} as const;

const MessageTextSchema = text({ error: 'Message is required.' })
  .trim()
  .min(1, { error: 'Message must not be empty.' })
  .max(AI_LIMITS.messageMax, { error: `Message must be at most ${AI_LIMITS.messageMax} characters.` });

const LanguageNameSchema = text().trim().toLowerCase().max(40, { error: 'Language must be a short name.' });

/**
 * What the assistant may look at besides the message. `current_code`
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
  /** Project files to read as context: each must be readable by the caller (404 otherwise). */
  files: z
    .array(
      z.strictObject({
        project_id: z.uuid({ error: 'project_id must be a project id (UUID).' }),
        file_id: z.uuid({ error: 'file_id must be a file id (UUID).' }),
      }),
    )
    .max(AI_LIMITS.contextFilesMax, { error: `At most ${AI_LIMITS.contextFilesMax} files can be attached.` })
    .nullish(),
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

/** A conversation in the list; `id` and `conversation_id` are the same. */
export const ConversationSchema = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  title: text().nullable(),
  message_count: z.number().int(),
  /** The last message of the branch shown; null for an empty conversation. */
  current_leaf_id: z.uuid().nullable(),
  created_at: text(),
  updated_at: text(),
});
export type Conversation = z.infer<typeof ConversationSchema>;
export const ConversationListSchema = z.array(ConversationSchema);

/** A project file a message was sent with: the version read, and whether all of it fitted the budget. */
export const ChatContextFileSchema = z.object({
  project_id: z.uuid(),
  file_id: z.uuid(),
  filename: text(),
  version: z.number().int(),
  fit: z.enum(['whole', 'cut', 'left_out']),
});
export type ChatContextFile = z.infer<typeof ChatContextFileSchema>;

/**
 * A stored chat message. `status` is "stopped" for a reply cut short.
 * Messages form a tree: `sibling_ids` are the versions of this message (edits of a question,
 * regenerated answers), oldest first, this one included.
 */
export const ChatMessageSchema = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  parent_id: z.uuid().nullable(),
  role: z.enum(['user', 'assistant']),
  content: text(),
  status: ChatMessageStatusSchema,
  created_at: text(),
  sibling_ids: z.array(z.uuid()),
  files: z.array(ChatContextFileSchema),
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

/** POST /api/ai/conversations/{id}/messages/{messageId}/edit: the new text of a question, as a new branch. */
export const ChatEditRequestSchema = z.strictObject({
  content: MessageTextSchema,
  /** Context for the new answer; without it the edited question's files are read again. */
  context: ChatContextSchema.nullish(),
});
export type ChatEditRequest = z.input<typeof ChatEditRequestSchema>;

/** POST /api/ai/conversations/{id}/messages/{messageId}/regenerate. */
export const ChatRegenerateRequestSchema = z.strictObject({
  context: ChatContextSchema.nullish(),
});
export type ChatRegenerateRequest = z.input<typeof ChatRegenerateRequestSchema>;

/** PUT /api/ai/conversations/{id}/leaf: show the branch through `message_id`. */
export const ChatLeafRequestSchema = z.strictObject({
  message_id: z.uuid({ error: 'message_id must be a message id (UUID).' }),
});
export type ChatLeafRequest = z.input<typeof ChatLeafRequestSchema>;

/** GET /api/ai/search: the caller's own messages and conversation titles. */
export const ChatSearchQuerySchema = z.strictObject({
  q: text({ error: 'q is required.' })
    .trim()
    .min(AI_LIMITS.searchMin, { error: `Search for at least ${AI_LIMITS.searchMin} characters.` })
    .max(AI_LIMITS.searchMax, { error: `Search for at most ${AI_LIMITS.searchMax} characters.` }),
  limit: z.coerce
    .number({ error: 'limit must be a whole number.' })
    .int()
    .min(1, { error: 'limit must be at least 1.' })
    .max(AI_LIMITS.searchPageMax, { error: `limit must be at most ${AI_LIMITS.searchPageMax}.` })
    .default(AI_LIMITS.searchPageDefault),
  offset: z.coerce
    .number({ error: 'offset must be a whole number.' })
    .int()
    .min(0, { error: 'offset must not be negative.' })
    .max(10_000, { error: 'offset is too large.' })
    .default(0),
});
export type ChatSearchQuery = z.input<typeof ChatSearchQuerySchema>;

/** One search hit: a message (or a title when `message_id` is null) with the matching part marked. */
export const ChatSearchHitSchema = z.object({
  conversation_id: z.uuid(),
  conversation_title: text().nullable(),
  message_id: z.uuid().nullable(),
  role: z.enum(['user', 'assistant']).nullable(),
  /** A short excerpt around the match. */
  snippet: text(),
  /** The matching parts of `snippet`, as [start, end) character offsets. */
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  created_at: text(),
});
export type ChatSearchHit = z.infer<typeof ChatSearchHitSchema>;
export const ChatSearchResultSchema = z.array(ChatSearchHitSchema);

/** GET /api/ai/conversations/{id}/export. */
export const ChatExportQuerySchema = z.strictObject({
  format: z.enum(['md', 'json'], { error: 'format must be "md" or "json".' }).default('md'),
});

/** The JSON export: the conversation and the messages of its current branch, oldest first. */
export const ChatExportSchema = z.object({
  conversation: ConversationSchema,
  messages: ChatMessageListSchema,
  exported_at: text(),
});
export type ChatExport = z.infer<typeof ChatExportSchema>;

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
