import type { LearningExerciseContent, LearningQuestionContent } from '@hammurabi/content';
import { analyzeCode } from '@hammurabi/analysis';
import { ExerciseSolutionSchema, QuizSolutionSchema, type LearningCheck } from '@hammurabi/shared';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';

export type ExerciseSolution = z.infer<typeof ExerciseSolutionSchema>;
export type QuizSolution = z.infer<typeof QuizSolutionSchema>;

const FILENAMES = { python: 'main.py', javascript: 'main.js' } as const;

const emptyCheck: LearningCheck = {
  passed: false,
  wrong_questions: [],
  tests_passed: 0,
  tests_total: 0,
  law_findings: [],
};

/** Checks quiz answers against the answers that never leave the server. */
export function checkQuiz(questions: LearningQuestionContent[], solution: unknown): LearningCheck {
  const parsed = QuizSolutionSchema.safeParse(solution);
  if (!parsed.success) {
    throw new AppError('validation_failed', 'solution: a quiz solution is {"answers": {question id: choice index}}.');
  }
  const wrong = questions
    .filter((question) => parsed.data.answers[question.id] !== question.answer)
    .map((question) => question.id);
  return { ...emptyCheck, passed: wrong.length === 0, wrong_questions: wrong };
}

/**
 * Checks an exercise: the browser ran every test (visible and hidden) with the playground's runner
 * and reports the results, which must cover every test and all pass; the laws the exercise names
 * are re-checked here with the analysis engine, which the browser cannot be trusted to run.
 */
export function checkExercise(exercise: LearningExerciseContent, solution: unknown): LearningCheck {
  const parsed = ExerciseSolutionSchema.safeParse(solution);
  if (!parsed.success) {
    throw new AppError('validation_failed', 'solution: an exercise solution is {"code": "...", "results": [...]}.');
  }
  const statusById = new Map(parsed.data.results.map((result) => [result.test_id, result.status]));
  const testsPassed = exercise.tests.filter((test) => statusById.get(test.id) === 'passed').length;
  const laws = new Set(exercise.laws);
  const findings =
    laws.size === 0 || parsed.data.code.trim() === ''
      ? []
      : analyzeCode({
          filename: FILENAMES[exercise.language],
          language: exercise.language,
          content: parsed.data.code,
        }).findings.filter((finding) => laws.has(finding.ruleId));
  const lawFindings = findings.map((finding) => ({
    rule_id: finding.ruleId,
    message: finding.message,
    line: finding.startLine,
  }));
  return {
    passed: parsed.data.code.trim() !== '' && testsPassed === exercise.tests.length && lawFindings.length === 0,
    wrong_questions: [],
    tests_passed: testsPassed,
    tests_total: exercise.tests.length,
    law_findings: lawFindings,
  };
}
