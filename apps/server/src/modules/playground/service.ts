import { randomBytes } from 'node:crypto';
import { analyzeCode } from '@hammurabi/analysis';
import {
  isUuid,
  learnUrl,
  type PlaygroundAnalysis,
  type PlaygroundAnalyzeRequest,
  type PlaygroundProgram,
  type PlaygroundProgramSummary,
  type PlaygroundProgramUpdate,
  type PlaygroundProgramInputSchema,
} from '@hammurabi/shared';
import type { z } from 'zod';
import type { DbExecutor as Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { toProgram, toProgramSummary } from './mapper.ts';
import { assertOwner } from './policy.ts';
import * as repository from './repository.ts';

type ProgramInput = z.output<typeof PlaygroundProgramInputSchema>;

const FILENAMES = { python: 'main.py', javascript: 'main.js', java: 'Main.java' } as const;

/** A short, unguessable link key: 10 characters of base64url (60 bits). */
function newSlug(): string {
  return randomBytes(8).toString('base64url').slice(0, 10);
}

function fieldsOf(input: ProgramInput): repository.ProgramFields {
  return { title: input.title, language: input.language, code: input.code, testCases: input.testCases };
}

/** The caller's saved programs. */
export async function listPrograms(db: Db, userId: string): Promise<PlaygroundProgramSummary[]> {
  return (await repository.listOwnPrograms(db, userId)).map(toProgramSummary);
}

/** Saves a new program with a fresh share slug. */
export async function createProgram(db: Db, userId: string, input: ProgramInput): Promise<PlaygroundProgram> {
  return toProgram(await repository.insertProgram(db, userId, newSlug(), fieldsOf(input)), userId);
}

/** One of the caller's programs; others' programs are "not found". */
export async function getProgram(db: Db, userId: string, id: string): Promise<PlaygroundProgram> {
  const program = isUuid(id) ? await repository.findProgram(db, id) : null;
  assertOwner(program, userId);
  return toProgram(program, userId);
}

/** A program opened through its share link, by anyone. */
export async function getSharedProgram(db: Db, viewerId: string | null, slug: string): Promise<PlaygroundProgram> {
  const program = /^[\w-]{6,32}$/.test(slug) ? await repository.findProgramBySlug(db, slug) : null;
  if (!program) throw new AppError('not_found', 'This shared program does not exist or was deleted.');
  return toProgram(program, viewerId);
}

/** Replaces a program the caller owns; 409 with the current version when someone saved in between. */
export async function updateProgram(
  db: Db,
  userId: string,
  id: string,
  input: ProgramInput & Pick<PlaygroundProgramUpdate, 'version'>,
): Promise<PlaygroundProgram> {
  const program = isUuid(id) ? await repository.findProgram(db, id) : null;
  assertOwner(program, userId);
  const updated = await repository.updateProgram(db, id, input.version, fieldsOf(input));
  if (!updated) {
    throw new AppError('conflict', 'This program was changed elsewhere since you opened it. Reload it before saving.', {
      current_version: program.version,
    });
  }
  return toProgram(updated, userId);
}

/** Deletes a program the caller owns. */
export async function deleteProgram(db: Db, userId: string, id: string): Promise<void> {
  const program = isUuid(id) ? await repository.findProgram(db, id) : null;
  assertOwner(program, userId);
  await repository.deleteProgram(db, id);
}

/** The analysis engine's findings for playground code (the same engine as code reviews). */
export function analyzeProgram(request: Required<PlaygroundAnalyzeRequest>): PlaygroundAnalysis {
  const result = analyzeCode({
    filename: FILENAMES[request.language],
    language: request.language,
    content: request.code,
  });
  return {
    score: result.score,
    findings: result.findings.map((finding) => ({
      ruleId: finding.ruleId,
      ruleName: finding.ruleName,
      category: finding.category,
      severity: finding.severity,
      message: finding.message,
      startLine: finding.startLine,
      endLine: finding.endLine,
      fix: finding.fix ?? null,
      learnUrl: learnUrl(finding.ruleId),
    })),
  };
}
