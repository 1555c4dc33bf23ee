/**
 * Hints after a failed submission, as a ladder the learner climbs one step at a time: what
 * differs in a failing test, what the engine sees in the code that explains it, and the lesson
 * that teaches the concept. Built from the learner's last judged submission only; never from the
 * reference solution, and a hidden test is never described beyond "a hidden test fails".
 */
import type { LearningExerciseContent } from '@hammurabi/content';
import { learnUrl, normalizeOutput, type JudgedTest, type LearningCheck, type LearningHint } from '@hammurabi/shared';
import { explainErrorInCode } from '../../ai/builtin/answer.ts';
import { inspectCode, listProblems, type CodeInsight } from '../../ai/builtin/code-insight.ts';

const quote = (text: string) => `"${text}"`;

/** Step 1 for a visible test: the first difference between expected and actual, in plain words. */
export function describeDifference(expected: string, test: JudgedTest): string {
  const name = `The test "${test.name}"`;
  if (test.status === 'timeout') {
    return `${name} did not finish in time: the program kept running (a loop that never ends, or one waiting for input that never comes).`;
  }
  if (test.status === 'error') {
    return `${name} stopped with an error before it finished: ${errorLineOf(test.stderr) || 'no message'}.`;
  }
  const want = normalizeOutput(expected);
  const got = normalizeOutput(test.actual_output ?? '');
  if (got === '') return `${name} expects ${quote(want)} but the program printed nothing.`;
  if (want.toLowerCase() === got.toLowerCase()) {
    return `${name}: the output differs only in upper and lower case — expected ${quote(want)}, got ${quote(got)}.`;
  }
  if (want.replace(/\s+/g, '') === got.replace(/\s+/g, '')) {
    return `${name}: the output differs only in spaces or line breaks — expected ${quote(want)}, got ${quote(got)}.`;
  }
  const wantLines = want.split('\n');
  const gotLines = got.split('\n');
  const index = wantLines.findIndex((line, at) => line !== gotLines[at]);
  if (index === -1) {
    return `${name}: every expected line is there, but the program printed ${gotLines.length - wantLines.length} more: ${quote(gotLines[wantLines.length]!)}.`;
  }
  if (index >= gotLines.length) {
    return `${name}: line ${index + 1} is missing — the test expects ${quote(wantLines[index]!)} there.`;
  }
  return `${name}: line ${index + 1} differs — expected ${quote(wantLines[index]!)}, got ${quote(gotLines[index]!)}.`;
}

/** The line of a run's error output that names the error (Python's and Java's last, Node's `Uncaught`). */
function errorLineOf(stderr: string | null | undefined): string {
  const lines = (stderr ?? '').trim().split('\n');
  return (lines.findLast((line) => /\w+(Error|Exception)\b|^Uncaught/.test(line)) ?? lines.at(-1) ?? '').trim();
}

/** What the code itself shows that explains the failure, the way a tutor would point at it. */
export function explainFromCode(
  exercise: LearningExerciseContent,
  code: string,
  check: LearningCheck,
  insight: CodeInsight,
): string {
  const notes: string[] = [];
  // A visible test's error, explained from the learner's lines as the assistant would (hidden
  // tests' errors stay unread: they would tell what the hidden input does).
  const erred = check.tests.find((test) => !test.hidden && test.status === 'error');
  // The whole error output (its end): javac names the symbol on a line of its own.
  const explained = explainErrorInCode(
    (erred?.stderr ?? '').slice(-2000),
    { code, language: exercise.language, filename: null },
    insight,
  );
  if (explained) notes.push(explained);
  const python = exercise.language === 'python';
  const readsInput = python ? /\binput\s*\(/.test(code) : /\b(input|prompt)\s*\(/.test(code);
  const printCall = python ? /\bprint\s*\(([^)]*)\)/g : /\bconsole\.log\s*\(([^)]*)\)/g;
  const printed = [...code.matchAll(printCall)].map((match) => match[1]!.trim());
  const onlyLiterals =
    printed.length > 0 && printed.every((argument) => /^(['"`])[^'"`$]*\1$|^-?\d+(\.\d+)?$/.test(argument));
  if (onlyLiterals) {
    notes.push('Every print in the program prints a fixed value, so its output is the same whatever the input.');
  }
  if (!readsInput && exercise.tests.some((test) => test.input.trim() !== '')) {
    notes.push('The program never reads its input: `input()` returns the next line of it.');
  }
  const numericInputs = exercise.tests.some((test) => /^-?\d+(\.\d+)?$/m.test(test.input));
  const converts = python
    ? /\b(int|float)\s*\(/.test(code)
    : /\b(Number|parseInt|parseFloat)\s*\(|[+]\s*input\s*\(/.test(code);
  if (readsInput && numericInputs && !converts && !explained?.includes('input()')) {
    notes.push(
      python
        ? '`input()` returns text, and the program never converts it: `int(...)` or `float(...)` turns "3" into the number 3 (with text, `+` joins and `*` repeats).'
        : '`input()` returns text, and the program never converts it: `Number(...)` turns "3" into the number 3 (with text, `+` joins).',
    );
  }
  if (check.tests.some((test) => test.status === 'timeout')) {
    const endless = code
      .split('\n')
      .findIndex((line) =>
        (python ? /^\s*while\s+(True|1)\s*:/ : /\bwhile\s*\(\s*(true|1)\s*\)|\bfor\s*\(\s*;\s*;\s*\)/).test(line),
      );
    const hasBreak = /\bbreak\b|\breturn\b/.test(code);
    notes.push(
      endless >= 0 && !hasBreak
        ? `The loop on line ${endless + 1} has no \`break\`: nothing ever ends it.`
        : 'A test ran out of time: check that every loop changes what its condition tests, so it ends.',
    );
  }
  for (const finding of check.law_findings) {
    notes.push(`Line ${finding.line} breaks ${finding.rule_id}: ${finding.message}`);
  }
  // Markdown paragraphs (the hint ladder renders Markdown).
  if (notes.length > 0) return notes.join('\n\n');
  return insight.result.findings.length > 0
    ? `Nothing obvious explains the failure; here is what the engine notices:\n${listProblems(insight, null)}`
    : 'The engine sees nothing unusual in the code: compare your output with the expected one line by line, and think of the cases the visible tests do not show (an empty line, zero, a long input).';
}

/** The whole ladder for a failed submission: difference, code, lesson. */
export function buildHints(
  exercise: LearningExerciseContent,
  code: string,
  check: LearningCheck,
  lesson: { title: string; route: string } | null,
): LearningHint[] {
  const failing = check.tests.find((test) => !test.hidden && test.status !== 'passed');
  const expected = failing ? exercise.tests.find((test) => test.id === failing.test_id)?.expectedOutput : undefined;
  const hiddenFails = check.tests.some((test) => test.hidden && test.status !== 'passed');
  const difference =
    failing && expected !== undefined
      ? describeDifference(expected, failing)
      : hiddenFails
        ? 'Every visible test passes, but a hidden test fails. Think of the inputs the visible tests do not show: zero, an empty line, a long or unusual value.'
        : check.law_findings.length > 0
          ? 'Every test passes; a law this exercise checks is broken (see the next hint).'
          : 'Every test passes.';
  // The engine reads the submission once for both steps that look at the code.
  const insight = inspectCode({ code, language: exercise.language, filename: null });
  return [
    { step: 1, title: 'What differs', text: difference, link: null },
    { step: 2, title: 'What your code shows', text: explainFromCode(exercise, code, check, insight), link: null },
    { step: 3, title: 'Where it is taught', ...whereTaught(check, lesson, insight) },
  ];
}

/**
 * Step 3: the path's lesson before the exercise; a track has none, so then the lesson of what is
 * wrong in the code — a broken law of the check first, else the engine's first finding with one.
 */
function whereTaught(
  check: LearningCheck,
  lesson: { title: string; route: string } | null,
  insight: CodeInsight,
): { text: string; link: string | null } {
  if (lesson) return { text: `The lesson "${lesson.title}" teaches what this exercise needs.`, link: lesson.route };
  const broken = check.law_findings.find((finding) => finding.learn_url);
  if (broken?.learn_url) {
    return { text: `The lesson for ${broken.rule_id} teaches the law your code breaks.`, link: broken.learn_url };
  }
  const noticed = insight.result.findings
    .map((finding) => ({ ruleId: finding.ruleId, link: learnUrl(finding.ruleId) }))
    .find((finding) => finding.link !== null);
  if (noticed) {
    return {
      text: `The lesson for ${noticed.ruleId} teaches what the engine notices in your code.`,
      link: noticed.link,
    };
  }
  return { text: 'Read the text of this exercise again: it names what the program must do.', link: null };
}
