import { LAW_IDS, RULES } from '@hammurabi/analysis';
import { learningContent } from '@hammurabi/content/learning';
import {
  LESSON_FOR_RULE,
  REVIEW_LESSONS_PATH,
  learnUrl,
  type CodeReview,
  type IdeCheckResult,
  type LearningProgressResult,
  type PlaygroundAnalysis,
} from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, type TestUser } from '../../test/users.ts';

const EVAL_JS = 'export function calc(first, second) {\n  const total = eval(first + second);\n  return total;\n}\n';
const CODE_INJECTION = `/learning/${REVIEW_LESSONS_PATH}/lesson-code-injection`;

describe('reviews that teach: every finding links to its lesson', () => {
  it('has a lesson for every law and rule of the engine, and every lesson is an exercise in the content', () => {
    const ids = [...LAW_IDS, ...RULES.map((rule) => rule.id)];
    expect(ids.filter((id) => learnUrl(id) === null)).toEqual([]);
    const lessons = learningContent.paths.find((path) => path.id === REVIEW_LESSONS_PATH)?.modules ?? [];
    const exercises = new Set(lessons.filter((module) => module.exercise).map((module) => module.id));
    expect(Object.values(LESSON_FOR_RULE).filter((lesson) => !exercises.has(lesson))).toEqual([]);
    expect(learnUrl('NOPE1')).toBeNull();
    expect(learnUrl('constructor')).toBeNull();
  });

  describe('in the API answers', () => {
    let server: TestApp;
    let owner: TestUser;
    beforeAll(async () => {
      server = await startTestApp();
      owner = await createTestUser(server);
    });
    afterAll(() => server.close());

    const send = async (method: string, path: string, body?: unknown, user: TestUser | null = owner) => {
      const response = await server.request(path, {
        method,
        body,
        headers: user ? authHeaders(user.accessToken) : {},
      });
      expect(response.status, path).toBeLessThan(300);
      return await response.json();
    };

    it('links the findings of the playground and of the IDE', async () => {
      const analysis = (await send(
        'POST',
        '/api/playground/analyze',
        { language: 'python', code: 'result = eval(input())\nprint(result)\n' },
        null,
      )) as PlaygroundAnalysis;
      expect(analysis.findings.find((finding) => finding.ruleId === 'SEC001')?.learnUrl).toBe(CODE_INJECTION);
      const ide = (await send(
        'POST',
        '/api/ide/check',
        { filename: 'calc.js', content: EVAL_JS },
        null,
      )) as IdeCheckResult;
      expect(ide.violations.length).toBeGreaterThan(0);
      for (const violation of ide.violations) {
        expect(violation.learnUrl, violation.ruleId).toBe(learnUrl(violation.ruleId));
      }
      expect(ide.violations.find((violation) => violation.ruleId === 'SEC001')?.learnUrl).toBe(CODE_INJECTION);
    });

    it("links an AI review's findings", async () => {
      const project = (await send('POST', '/api/projects', { title: 'Links', language: 'javascript' })) as {
        id: string;
      };
      const file = (await send('POST', `/api/projects/${project.id}/files`, {
        filename: 'calc.js',
        content: EVAL_JS,
      })) as {
        id: string;
      };
      await send('POST', `/api/reviews/code/${file.id}`);
      const [review] = (await send('GET', `/api/reviews/code/${file.id}`)) as CodeReview[];
      const findings = review?.review_content?.findings ?? [];
      expect(findings.find((finding) => finding.ruleId === 'SEC001')?.learnUrl).toBe(CODE_INJECTION);
      expect(findings.filter((finding) => !finding.learnUrl)).toEqual([]);
    });

    it("links an exercise check's law findings, and the lesson answers as a module", async () => {
      const checked = (await send('POST', '/api/learning/progress', {
        module_id: 'lesson-naming',
        status: 'completed',
        solution: { code: 'const d = Number(input());\nconsole.log(d * 86400);\n' },
      })) as LearningProgressResult;
      expect(checked.check?.tests_passed).toBe(checked.check?.tests_total);
      expect(checked.check?.law_findings).toEqual([
        expect.objectContaining({ rule_id: 'HB002', learn_url: `/learning/${REVIEW_LESSONS_PATH}/lesson-naming` }),
      ]);
      const lesson = (await send('GET', '/api/learning/modules/lesson-naming', undefined, null)) as { path_id: string };
      expect(lesson.path_id).toBe(REVIEW_LESSONS_PATH);
    });
  });
});
