import { learningContent } from '@hammurabi/content/learning';
import { learnUrl, type LearningCheck, type LearningHints } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, type TestUser } from '../../test/users.ts';
import { buildHints, describeDifference } from './hints.ts';

const beginner = learningContent.paths.find((path) => path.id === 'beginner')!;
const index = beginner.modules.findIndex((module) => module.id === 'beginner-exercise-greeting');
const greeting = beginner.modules[index]!;
const lesson = beginner.modules.slice(0, index).findLast((module) => module.lessonRoute !== null)!;

const visible = (status: 'failed' | 'error' | 'timeout', actual: string, stderr = '') => ({
  test_id: 't1',
  name: 'A short name',
  hidden: false,
  status,
  actual_output: actual,
  stderr,
});

describe('the difference a hint describes', () => {
  it('names case, spacing, missing and extra lines, errors and timeouts in plain words', () => {
    expect(describeDifference('Hello, Ada!', visible('failed', 'hello, ada!\n'))).toMatch(
      /only in upper and lower case/,
    );
    expect(describeDifference('1 2 3', visible('failed', '1\n2\n3\n'))).toMatch(/only in spaces or line breaks/);
    expect(describeDifference('a\nb', visible('failed', 'a\n'))).toMatch(/line 2 is missing — the test expects "b"/);
    expect(describeDifference('a', visible('failed', 'a\nb\n'))).toMatch(/printed 1 more: "b"/);
    expect(describeDifference('12', visible('failed', '34\n'))).toMatch(/line 1 differs — expected "12", got "34"/);
    expect(describeDifference('12', visible('failed', ''))).toMatch(/printed nothing/);
    const traceback = 'Traceback (most recent call last):\n  File "main.py", line 1\nValueError: invalid literal';
    expect(describeDifference('12', visible('error', '', traceback))).toMatch(
      /stopped with an error .*ValueError: invalid literal/,
    );
    expect(describeDifference('12', visible('timeout', ''))).toMatch(/did not finish in time/);
  });
});

describe('what the code shows about an error a visible test stopped with', () => {
  const erred = (stderr: string, hidden = false): LearningCheck => ({
    passed: false,
    wrong_questions: [],
    tests_passed: 0,
    tests_total: 1,
    tests: [{ ...visible('error', '', stderr), hidden }],
    law_findings: [],
  });
  const exercise = greeting.exercise!;

  it("is read from the learner's lines, as the assistant reads them", () => {
    const code = 'visitor_name = input()\nprint("Hello, " + visitor + "!")\n';
    const error =
      'Traceback (most recent call last):\n  File "main.py", line 2\nNameError: name \'visitor\' is not defined';
    const step = buildHints(exercise, code, erred(error), null)[1]!;
    expect(step.text).toMatch(
      /^Line 2 uses `visitor`, and nothing defines `visitor`, but `visitor_name` \(line 1\) is close/,
    );
  });

  it("reads javac's whole error output, whose symbol line is not its last", () => {
    const javaExercise = learningContent.paths
      .flatMap((path) => path.modules)
      .find((module) => module.exercise?.language === 'java')!.exercise!;
    const code =
      'public class Main {\n  public static void main(String[] args) {\n    int total = 2;\n    System.out.println(totl);\n  }\n}\n';
    const javac =
      'Main.java:4: error: cannot find symbol\n    System.out.println(totl);\n  symbol:   variable totl\n  location: class Main\n1 error';
    expect(buildHints(javaExercise, code, erred(javac), null)[1]!.text).toMatch(
      /^Line 4 uses `totl`.*`total` \(line 3\) is close/,
    );
  });

  it('leads with the line that does not parse, without announcing a reading below', () => {
    const code = 'visitor_name = input()\nif visitor_name = "":\n    print("Hello!")\n';
    const step = buildHints(exercise, code, erred('SyntaxError: invalid syntax'), null)[1]!;
    expect(step.text.split('\n\n').slice(0, 2)).toEqual([
      "**Line 2 does not parse:** expected ':', found '='. Python will not run this file until that is fixed.",
      'A single `=` gives a name a value; to compare, write `==`: `if visitor_name == "":`.',
    ]);
  });

  it("leaves a hidden test's error unread", () => {
    const code = 'visitor_name = input()\nprint("Hello, " + visitor + "!")\n';
    const step = buildHints(exercise, code, erred("NameError: name 'visitor' is not defined", true), null)[1]!;
    expect(step.text).not.toContain('`visitor`');
  });
});

describe('the lesson a hint points to in a track, whose exercises follow no lesson', () => {
  const trackExercise = learningContent.paths.find((path) => path.id === 'javascript-track')!.modules[0]!.exercise!;
  const failed: LearningCheck = {
    passed: false,
    wrong_questions: [],
    tests_passed: 0,
    tests_total: 1,
    tests: [],
    law_findings: [],
  };

  it("is the lesson of the law the code breaks, from the finding's learn_url", () => {
    const broken = {
      ...failed,
      law_findings: [{ rule_id: 'HB002', message: 'A one-letter name', line: 1, learn_url: learnUrl('HB002') }],
    };
    const step = buildHints(trackExercise, 'const n = input();\nconsole.log(n);', broken, null)[2]!;
    expect(step).toMatchObject({
      link: learnUrl('HB002'),
      text: 'The lesson for HB002 teaches the law your code breaks.',
    });
  });

  it('else the lesson of what the engine notices in the code, else none', () => {
    const noticed = buildHints(trackExercise, 'console.log(eval(input()));', failed, null)[2]!;
    expect(noticed.link).toBe(learnUrl('SEC001'));
    expect(noticed.text).toBe('The lesson for SEC001 teaches what the engine notices in your code.');
    const plain = buildHints(trackExercise, 'console.log(1);', failed, null)[2]!;
    expect(plain).toMatchObject({
      link: null,
      text: 'Read the text of this exercise again: it names what the program must do.',
    });
  });
});

describe('hints after a failed submission', () => {
  let server: TestApp;
  let learner: TestUser;
  beforeAll(async () => {
    server = await startTestApp();
    learner = await createTestUser(server);
  });
  afterAll(() => server.close());

  const hints = async () => {
    const response = await server.request(`/api/learning/modules/${greeting.id}/hints`, {
      headers: authHeaders(learner.accessToken),
    });
    return { status: response.status, text: await response.text() };
  };
  const submit = (code: string) =>
    server.request('/api/learning/progress', {
      method: 'POST',
      headers: authHeaders(learner.accessToken),
      body: { module_id: greeting.id, status: 'completed', solution: { code } },
    });

  it(
    'needs a failed submission, then explains it from the learner code, never the solution',
    { timeout: 180_000 },
    async () => {
      const before = await hints();
      expect(before.status).toBe(409);
      expect(JSON.parse(before.text)).toEqual({
        detail: 'Submit your solution first: hints explain what failed in your last submission.',
      });

      expect((await submit('print("no")')).status).toBe(200);
      const after = await hints();
      expect(after.status).toBe(200);
      const { hints: ladder } = JSON.parse(after.text) as LearningHints;
      expect(ladder.map((hint) => hint.title)).toEqual(['What differs', 'What your code shows', 'Where it is taught']);
      expect(ladder[0]!.text).toBe('The test "A short name": line 1 differs — expected "Hello, Ada!", got "no".');
      expect(ladder[1]!.text).toContain('Every print in the program prints a fixed value');
      expect(ladder[1]!.text).toContain('The program never reads its input');
      expect(ladder[2]).toMatchObject({
        link: lesson.lessonRoute,
        text: `The lesson "${lesson.title}" teaches what this exercise needs.`,
      });
      expect(after.text).not.toContain(greeting.exercise!.solution.trim());
      expect(after.text).not.toContain('Grace Hopper');

      // Visible tests pass, the hidden one fails: the hint says so and nothing more.
      expect(
        (
          await submit(
            'visitor_name = input()\nprint("?" if visitor_name == "Grace Hopper" else f"Hello, {visitor_name}!")',
          )
        ).status,
      ).toBe(200);
      const hidden = JSON.parse((await hints()).text) as LearningHints;
      expect(hidden.hints[0]!.text).toMatch(/^Every visible test passes, but a hidden test fails/);

      expect((await submit(greeting.exercise!.solution)).status).toBe(200);
      expect((await hints()).status).toBe(409);
    },
  );
});
