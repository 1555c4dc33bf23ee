/** The IDE's Run: one file checked by the engine (in its worker threads) under a profile. */
import { defaultLawSettings, effectiveLawSettings, lawsInForce, type LawSettings } from '@hammurabi/analysis';
import { countBySeverity, learnUrl, type IdeCheckResult } from '@hammurabi/shared';
import type { AnalysisEngine } from '../../ai/engine/pool.ts';
import type { DbExecutor as Db } from '../../db/client.ts';
import { loadProjectAccess } from '../projects/service.ts';
import { projectLawSettings } from './law-settings.ts';
import { projectFilenames } from '../files/service.ts';

/** What to check: a file's name, language and text. */
export interface CheckedFile {
  filename: string;
  language?: string | undefined;
  content: string;
}

/** Checks one file under the settings; the project's file names let the Law of Tested Units look for tests. */
export async function checkWithSettings(
  engine: AnalysisEngine,
  file: CheckedFile,
  settings: LawSettings,
  projectFiles?: readonly string[],
): Promise<IdeCheckResult> {
  const run = await engine.run('ideCheck', {
    filename: file.filename,
    language: file.language ?? null,
    content: file.content,
    projectFiles,
    lawSettings: settings,
  });
  const violations = run.result.findings.map((finding) => ({ ...finding, learnUrl: learnUrl(finding.ruleId) }));
  // A final newline ends the last line; it does not start another.
  const lines = run.totalLines - (/\r?\n$/.test(file.content) ? 1 : 0);
  return {
    filename: run.result.filename,
    language: run.result.language,
    profile: settings.profile,
    violations,
    counts: countBySeverity(violations),
    duration_ms: run.durationMs,
    lines,
    analysed_lines: Math.min(run.analysedLines, lines),
    functions: run.result.metrics.functions.length,
    score: run.result.score,
    ratings: run.result.ratings,
    laws: lawsInForce(effectiveLawSettings(settings)),
  };
}

/** The request of POST /api/ide/check. */
export interface CheckRequest extends CheckedFile {
  profile?: LawSettings['profile'] | undefined;
  project_id?: string | undefined;
}

/**
 * Checks a file under a named profile (anyone, e.g. a visitor's sample workspace) or under a
 * project's stored settings (whoever may read the project; 404 otherwise).
 */
export async function checkFile(
  db: Db,
  engine: AnalysisEngine,
  viewerId: string | null,
  request: CheckRequest,
): Promise<IdeCheckResult> {
  if (!request.project_id) return checkWithSettings(engine, request, defaultLawSettings(request.profile));
  await loadProjectAccess(db, request.project_id, viewerId);
  const [settings, filenames] = await Promise.all([
    projectLawSettings(db, request.project_id),
    projectFilenames(db, request.project_id),
  ]);
  return checkWithSettings(engine, request, settings, filenames);
}
