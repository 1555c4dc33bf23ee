import type { LawSettings } from '@hammurabi/analysis';
import type { ReviewContent } from '@hammurabi/shared';

/** One earlier turn of a conversation, oldest first. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Code the assistant is asked about: the open file or pasted code. */
export interface CodeContext {
  code: string;
  language: string | null;
  filename: string | null;
  /** The editor's address of the project file this code is (`/projects/P/code/F`), when it is one. */
  editorPath?: string | null;
  /**
   * When the code is a project file: the project's other file names and its law settings, so the
   * assistant analyses it exactly as a review of that file does (same findings, same score).
   */
  project?: { files: readonly string[]; lawSettings: LawSettings } | null;
}

/** A project file attached to a question, already fitted into the context budget. */
export interface ContextFile {
  filename: string;
  language: string;
  /** The part that fitted: the whole file, its first lines, or nothing. */
  content: string;
  /** Says what was cut, so the model and the reader know; null when the whole file fitted. */
  note: string | null;
}

export interface ChatInput {
  message: string;
  history: ChatTurn[];
  code: CodeContext | null;
  /** Attached project files, in the order the user chose them. */
  files?: readonly ContextFile[];
  /** Aborted when the client goes away or presses stop; the stream then ends quietly. */
  signal: AbortSignal;
}

export interface ReviewInput {
  filename: string;
  language: string;
  content: string;
  /** Other file names of the project, so the Law of Tested Units can look for tests. */
  projectFiles: readonly string[];
  /** The project's law profile, so the review finds what the IDE and the editor show. */
  lawSettings?: LawSettings | undefined;
  signal?: AbortSignal;
}

export interface GenerateInput {
  prompt: string;
  language: string;
  contextCode: string | null;
  signal?: AbortSignal;
}

export interface GeneratedCode {
  code: string;
  explanation: string;
}

export interface ExplainInput {
  code: CodeContext;
  question: string | null;
  signal?: AbortSignal;
}

/**
 * What the server needs from an AI provider. Every method throws `AiProviderError` on failure;
 * `streamChat` yields text pieces of the reply and simply ends when `signal` aborts.
 */
export interface AiProvider {
  readonly name: 'builtin' | 'openai';
  /** True when reviews are fast and local, so they run inline instead of in the background. */
  readonly inlineReviews: boolean;
  streamChat(input: ChatInput): AsyncIterable<string>;
  review(input: ReviewInput): Promise<ReviewContent>;
  explainCode(input: ExplainInput): Promise<string>;
  generateCode(input: GenerateInput): Promise<GeneratedCode>;
}
