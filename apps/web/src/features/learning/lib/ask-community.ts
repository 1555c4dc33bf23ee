import type { LearningCheck, LearningModuleDetail } from '@hammurabi/shared';
import { fencedCode } from '@/components/markdown/fence';

/** The Ask Question form's fields, as the community screen takes them from the link's state. */
export interface QuestionDraft {
  title: string;
  body: string;
  tags: string;
}

const fence = fencedCode;

/**
 * A question about an exercise the learner is stuck on: their code, the failing visible tests
 * with expected and actual output, the engine's findings, the language and path as tags and a
 * link back. Hidden tests are never included, not even their names.
 */
export function askCommunityDraft(
  module: LearningModuleDetail,
  code: string,
  check: LearningCheck | null,
  origin: string,
): QuestionDraft {
  const exercise = module.exercise!;
  const link = `${origin}/learning/${module.path_id}/${module.id}`;
  const failing = (check?.tests ?? []).filter((test) => !test.hidden && test.status !== 'passed');
  const tests = failing.flatMap((verdict) => {
    const test = exercise.tests.find((candidate) => candidate.id === verdict.test_id);
    if (!test) return [];
    const actual = `${verdict.actual_output ?? ''}${verdict.stderr ? `\n${verdict.stderr}` : ''}`;
    return [
      `**${test.name}** (${verdict.status})`,
      'Input:',
      fence(test.input),
      'Expected:',
      fence(test.expectedOutput),
      'Actual:',
      fence(actual || '(nothing)'),
    ];
  });
  const findings = (check?.law_findings ?? []).map(
    (finding) => `- ${finding.rule_id}, line ${finding.line}: ${finding.message}`,
  );
  const body = [
    `I am stuck on the exercise [${module.title}](${link}) of the learning path "${module.path_title}".`,
    'My code:',
    fence(code, exercise.language),
    ...(tests.length > 0 ? ['Failing tests:', ...tests] : []),
    ...(findings.length > 0 ? ['What the engine found:', ...findings] : []),
  ].join('\n\n');
  return {
    title: `Stuck on "${module.title}" (${module.path_title})`.slice(0, 150),
    body,
    tags: `${exercise.language}, ${module.path_id}`,
  };
}
