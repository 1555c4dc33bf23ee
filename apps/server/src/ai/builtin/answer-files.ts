import type { CodeContext, ContextFile } from '../types.ts';
import { composeAnswer } from './answer.ts';

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
): string {
  const readable = files.filter((file) => file.content.trim());
  const notes = files.filter((file) => file.note).map((file) => `_Note: ${file.note}_`);
  if (readable.length === 0) return [composeAnswer(message, code), ...notes].join('\n\n');
  if (!code && readable.length === 1) {
    const [only] = readable as [ContextFile];
    return [`About \`${only.filename}\`:`, composeAnswer(message, asCode(only)), ...notes].join('\n\n');
  }
  const parts = code ? [composeAnswer(message, code)] : [`You attached ${readable.length} files; here is each one.`];
  for (const file of readable) parts.push(`### \`${file.filename}\``, composeAnswer(message, asCode(file)));
  return [...parts, ...notes].join('\n\n');
}
