import type { ExplainCodeResponse, PlaygroundLanguage } from '@hammurabi/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ConsoleState } from '../lib/use-playground';

const TIPS_QUESTION = 'What could I improve in this program? Give concrete tips with line numbers.';
/** An error's name in a traceback (NameError, ArrayIndexOutOfBoundsException) or a compiler's "error:". */
const ERROR_OUTPUT = /\b[A-Z]\w*(?:Error|Exception)\b|\berror:/;
/** The end of the run's output sent with the question: where the error is. */
const ERROR_OUTPUT_CHARS = 1500;

/** The output of the last run when it stopped with an error (javac's output first), else null. */
export function errorOutput(output: ConsoleState | null): string | null {
  const text = [output?.compileOutput ?? '', output?.text ?? ''].join('\n').trim();
  return output?.failed && ERROR_OUTPUT.test(text) ? text.slice(-ERROR_OUTPUT_CHARS) : null;
}

/**
 * `POST /api/ai/explain-code`: after a run that stopped with an error, why (the assistant reads the
 * error against the code); otherwise its advice on the program.
 */
export function getAiTips(request: {
  language: PlaygroundLanguage;
  code: string;
  filename: string;
  error: string | null;
}): Promise<ExplainCodeResponse> {
  const question = request.error ? `Why does my program stop with this error?\n${request.error}` : TIPS_QUESTION;
  return apiRequest<ExplainCodeResponse>('/ai/explain-code', {
    method: 'POST',
    body: { code: request.code, language: request.language, filename: request.filename, question },
  });
}

export function useAiTips() {
  return useMutation({ mutationFn: getAiTips });
}
