import {
  analyzeCode,
  analyzeWithProfile,
  type AnalysisInput,
  type AnalysisResult,
  type LawSettings,
} from '@hammurabi/analysis';

/**
 * The most lines the engine analyses in one request. Analysis is synchronous on the event loop
 * (about 50 ms per 1,000 lines here; a 1 MB file takes seconds), so bigger inputs would stall
 * every other request. Chat analyses the first lines and says so; reviews refuse longer files.
 */
export const ANALYSIS_MAX_LINES = 5000;

/** The line count of a text as the engine counts it. */
export function countLines(text: string): number {
  return text.split(/\r?\n/).length;
}

/** Analysis input with the project's law settings; without them the engine's defaults apply. */
export type ProfiledAnalysisInput = AnalysisInput & { lawSettings?: LawSettings | undefined };

/** Analyses at most the first ANALYSIS_MAX_LINES lines; line numbers stay true. */
export function analyzeBounded(input: ProfiledAnalysisInput): {
  result: AnalysisResult;
  analysedLines: number;
  totalLines: number;
} {
  const { lawSettings, ...rest } = input;
  const lines = input.content.split(/\r?\n/);
  const content = lines.length > ANALYSIS_MAX_LINES ? lines.slice(0, ANALYSIS_MAX_LINES).join('\n') : input.content;
  return {
    result: lawSettings ? analyzeWithProfile({ ...rest, content }, lawSettings) : analyzeCode({ ...rest, content }),
    analysedLines: Math.min(lines.length, ANALYSIS_MAX_LINES),
    totalLines: lines.length,
  };
}
