/** The engine's entry point: pick a front end, run the common checks, measure, rate and score. */
import { countDuplicatedLines, findDuplicatedBlocks } from './common/duplication.ts';
import { runCommonChecks } from './common/law-checks.ts';
import { commentRatio, countLines } from './common/line-metrics.ts';
import { weakCryptoFindings } from './common/weak-crypto.ts';
import { DEFAULT_BREVITY_LIMITS, SEVERITIES } from './constants.ts';
import { isTestFile } from './files.ts';
import { analyzeJavaScript } from './js/analyze-js.ts';
import { resolveLanguage } from './language.ts';
import { analyzeLines } from './lines/analyze-lines.ts';
import { lexicalSyntax } from './lines/syntax.ts';
import type { FrontEndResult } from './model.ts';
import { analyzePython } from './python/analyze-python.ts';
import { analyzeWithTree } from './tree/analyze-tree.ts';
import { grammarFor } from './tree/grammars.ts';
import { computeRatings, computeScore, scoreBand } from './scoring/ratings.ts';
import type { GrowthFacts } from './growth/types.ts';
import type { AnalysisInput, AnalysisResult, Finding, FunctionMetric, Language, Metrics } from './types.ts';

function runFrontEnd(content: string, filename: string, language: Language, testFile: boolean): FrontEndResult {
  if (language === 'javascript' || language === 'typescript') {
    return analyzeJavaScript(content, filename, language, testFile);
  }
  if (language === 'python') return analyzePython(content, testFile);
  if (grammarFor(language)) return analyzeWithTree(content, language, testFile);
  return analyzeLines(content, language, testFile);
}

function linesWithComments(model: FrontEndResult): number {
  const lines = new Set<number>();
  for (const comment of model.comments) {
    for (let line = comment.startLine; line <= comment.endLine; line += 1) lines.add(line);
  }
  return lines.size;
}

function compareFindings(left: Finding, right: Finding): number {
  return (
    left.startLine - right.startLine ||
    SEVERITIES.indexOf(left.severity) - SEVERITIES.indexOf(right.severity) ||
    left.ruleId.localeCompare(right.ruleId)
  );
}

function dedupe(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((finding) => {
    // One security/performance/reliability finding per rule and line is enough (a secret's name and format, say).
    const perLine =
      finding.category === 'security' || finding.category === 'performance' || finding.category === 'reliability';
    const key = perLine
      ? `${finding.ruleId}|${finding.startLine}`
      : `${finding.ruleId}|${finding.startLine}|${finding.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Analyses one file: findings, metrics, the five ratings and a 0–100 score. Pure and deterministic. */
export function analyzeCode(input: AnalysisInput): AnalysisResult {
  return analyzeWithModel(input).result;
}

/** An analysis that keeps the file's syntax tree to answer how each function's time grows. */
export interface GrowthAnalysis {
  result: AnalysisResult;
  /** The function's loops, costly calls and recursion from the tree (read on first use); undefined without a tree. */
  growthOf: (fn: FunctionMetric) => GrowthFacts | undefined;
}

/** Analyses one file like analyzeCode and keeps its tree for questions about each function's growth. */
export function analyzeCodeWithGrowth(input: AnalysisInput): GrowthAnalysis {
  const { result, model } = analyzeWithModel(input);
  return { result, growthOf: (fn) => model.growth?.(fn.startLine, fn.endLine) };
}

function analyzeWithModel(input: AnalysisInput): { result: AnalysisResult; model: FrontEndResult } {
  const filename = input.filename || 'untitled';
  const content = (input.content ?? '').replace(/^\uFEFF/, '');
  const language = resolveLanguage(filename, input.language);
  const testFile = isTestFile(filename);
  const model = runFrontEnd(content, filename, language, testFile);
  const lines = countLines(content, model.codeOnly);
  const duplicatedBlocks = findDuplicatedBlocks(model.codeOnly);
  const functions = model.units.map((unit) => ({
    name: unit.name,
    startLine: unit.startLine,
    endLine: unit.endLine,
    lines: unit.endLine - unit.startLine + 1,
    complexity: unit.complexity,
    maxNesting: unit.maxNesting,
    parameters: unit.parameterCount,
  }));
  const complexities = functions.map((fn) => fn.complexity);
  const metrics: Metrics = {
    lines,
    functions,
    maxComplexity: complexities.length > 0 ? Math.max(...complexities) : 0,
    averageComplexity:
      complexities.length > 0
        ? Math.round((complexities.reduce((sum, value) => sum + value, 0) / complexities.length) * 10) / 10
        : 0,
    maxNesting: Math.max(0, ...functions.map((fn) => fn.maxNesting)),
    duplicatedBlocks,
    duplicatedLines: countDuplicatedLines(duplicatedBlocks),
    commentRatio: commentRatio(lines, linesWithComments(model)),
  };
  const common = runCommonChecks(model, {
    filename,
    totalLines: lines.total,
    isTestFile: testFile,
    projectFiles: input.projectFiles,
    duplicatedBlocks,
    docStyle: lexicalSyntax(language).docStyle,
    limits: { ...DEFAULT_BREVITY_LIMITS, ...input.limits },
  });
  const configuration = testFile ? [] : weakCryptoFindings(model.codeOnly, content, language, model.units);
  const findings = dedupe([...model.findings, ...common, ...configuration]).sort(compareFindings);
  const ratings = computeRatings(findings, metrics);
  const score = computeScore(ratings, findings);
  const result: AnalysisResult = {
    filename,
    language,
    analysisLevel: model.level,
    parser: model.parser,
    isTestFile: testFile,
    findings,
    metrics,
    ratings,
    score,
    scoreBand: scoreBand(score),
    notes: model.notes,
  };
  return { result, model };
}
