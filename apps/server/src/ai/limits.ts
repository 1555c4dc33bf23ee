import { analyzeCode, type AnalysisInput, type AnalysisResult } from '@hammurabi/analysis';

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

/** Analyses at most the first ANALYSIS_MAX_LINES lines; line numbers stay true. */
export function analyzeBounded(input: AnalysisInput): {
  result: AnalysisResult;
  analysedLines: number;
  totalLines: number;
} {
  const lines = input.content.split(/\r?\n/);
  const content = lines.length > ANALYSIS_MAX_LINES ? lines.slice(0, ANALYSIS_MAX_LINES).join('\n') : input.content;
  return {
    result: analyzeCode({ ...input, content }),
    analysedLines: Math.min(lines.length, ANALYSIS_MAX_LINES),
    totalLines: lines.length,
  };
}
