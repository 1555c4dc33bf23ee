import type { LearningExerciseContent, LearningQuestionContent, LearningTestContent } from '@hammurabi/content';
import { analyzeCode } from '@hammurabi/analysis';
import {
  ExerciseSolutionSchema,
  QuizSolutionSchema,
  learnUrl,
  type JudgedTest,
  type LearningCheck,
} from '@hammurabi/shared';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { JudgeVerdict } from '../judge/run-tests.ts';

export type ExerciseSolution = z.infer<typeof ExerciseSolutionSchema>;
export type QuizSolution = z.infer<typeof QuizSolutionSchema>;

const FILENAMES = { python: 'main.py', javascript: 'main.js', java: 'Main.java' } as const;

const emptyCheck: LearningCheck = {
  passed: false,
  wrong_questions: [],
  tests_passed: 0,
  tests_total: 0,
  tests: [],
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

/** Parses an exercise submission: `{"code": "..."}`. */
export function parseExerciseSolution(solution: unknown): ExerciseSolution {
  const parsed = ExerciseSolutionSchema.safeParse(solution);
  if (!parsed.success) {
    throw new AppError('validation_failed', 'solution: an exercise solution is {"code": "..."}.');
  }
  return parsed.data;
}

/** The tests in the order the judge runs and reports them: visible ones first, then hidden ones. */
export function judgingOrder(exercise: LearningExerciseContent): LearningTestContent[] {
  return [...exercise.tests.filter((test) => !test.hidden), ...exercise.tests.filter((test) => test.hidden)];
}

/**
 * The check of an exercise from the server's own verdicts (in `judgingOrder`): every test must
 * pass and the laws the exercise names must find nothing (the analysis engine re-checks them).
 * Hidden tests are reported by number only, without output: a program could print its input.
 */
export function exerciseCheck(
  exercise: LearningExerciseContent,
  code: string,
  verdicts: JudgeVerdict[],
): LearningCheck {
  const ordered = judgingOrder(exercise);
  let hiddenNumber = 0;
  const tests: JudgedTest[] = ordered.map((test, index) => {
    const verdict = verdicts[index];
    const status = verdict?.id === test.id ? verdict.status : 'error';
    if (test.hidden) {
      hiddenNumber += 1;
      return {
        test_id: null,
        name: `Hidden test ${hiddenNumber}`,
        hidden: true,
        status,
        actual_output: null,
        stderr: null,
      };
    }
    return {
      test_id: test.id,
      name: test.name,
      hidden: false,
      status,
      actual_output: verdict?.actualOutput ?? '',
      stderr: verdict?.stderr ?? '',
    };
  });
  const laws = new Set(exercise.laws);
  const findings =
    laws.size === 0 || code.trim() === ''
      ? []
      : analyzeCode({
          filename: FILENAMES[exercise.language],
          language: exercise.language,
          content: code,
        }).findings.filter((finding) => laws.has(finding.ruleId));
  const lawFindings = findings.map((finding) => ({
    rule_id: finding.ruleId,
    message: finding.message,
    line: finding.startLine,
    learn_url: learnUrl(finding.ruleId),
  }));
  const testsPassed = tests.filter((test) => test.status === 'passed').length;
  return {
    passed: code.trim() !== '' && testsPassed === tests.length && lawFindings.length === 0,
    wrong_questions: [],
    tests_passed: testsPassed,
    tests_total: tests.length,
    tests,
    law_findings: lawFindings,
  };
}
