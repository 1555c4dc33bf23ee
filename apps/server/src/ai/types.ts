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

/**
 * Something the platform already knows that may answer a how-to question: a public snippet, an
 * accepted or well-voted community answer, or a lesson or page of the written content.
 */
export interface KnowledgePassage {
  kind: 'snippet' | 'answer' | 'lesson';
  title: string;
  /** The site path to cite: `/snippets/…`, `/community/questions/…`, `/tutorials/…`, `/docs#…`. */
  url: string;
  /** The programming language of its code, when it is about one. */
  language: string | null;
  /** Its tested code (a snippet) or the first code block (an answer), when it has code. */
  code: string | null;
  /** Its prose: a snippet's description, an answer's text without code, a lesson's excerpt. */
  text: string;
  tags: readonly string[];
  /** For an answer: accepted by the asker. */
  accepted: boolean;
  /** Up minus down votes (answers) or likes (snippets). */
  votes: number;
}

export interface ChatInput {
  message: string;
  history: ChatTurn[];
  code: CodeContext | null;
  /** Attached project files, in the order the user chose them. */
  files?: readonly ContextFile[];
  /**
   * Candidate passages read from the database for the question (snippets, community answers);
   * each provider ranks them together with the written content.
   */
  knowledge?: readonly KnowledgePassage[];
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
