import type { CodeContext, ContextFile } from '../types.ts';
import { composeAnswer, type AnswerExtras } from './answer.ts';

function asCode(file: ContextFile): CodeContext {
  return { code: file.content, language: file.language, filename: file.filename };
}

/**
 * The built-in reply when project files are attached: the question is answered about each
 * file in turn (one attached file and no editor code reads as the code of the question), and
 * every file cut or left out of the context is said so.
 */
export function composeAnswerWithFiles(
  message: string,
  code: CodeContext | null,
  files: readonly ContextFile[],
  extras: AnswerExtras = {},
): string {
  const readable = files.filter((file) => file.content.trim());
  const notes = files.filter((file) => file.note).map((file) => `_Note: ${file.note}_`);
  if (readable.length === 0) return [composeAnswer(message, code, extras), ...notes].join('\n\n');
  if (!code && readable.length === 1) {
    const [only] = readable as [ContextFile];
    return [`About \`${only.filename}\`:`, composeAnswer(message, asCode(only), extras), ...notes].join('\n\n');
  }
  const parts = code
    ? [composeAnswer(message, code, extras)]
    : [`You attached ${readable.length} files; here is each one.`];
  for (const file of readable) parts.push(`### \`${file.filename}\``, composeAnswer(message, asCode(file), extras));
  return [...parts, ...notes].join('\n\n');
}
