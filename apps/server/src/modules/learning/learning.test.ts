import { learningContent } from '@hammurabi/content/learning';
import type {
  DashboardStats,
  EarnedAchievement,
  LearningModuleDetail,
  LearningPathDetail,
  LearningPathSummary,
  LearningProgressOverview,
  LearningProgressResult,
  LearningProgress,
  PathSuggestion,
} from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, type TestUser, grantTestRole } from '../../test/users.ts';
import { currentStreak, recordActivity } from '../dashboard/activity.ts';
import { syncLearningContent } from './repository-content.ts';

const beginner = learningContent.paths.find((path) => path.id === 'beginner')!;
const moduleOf = (id: string) => beginner.modules.find((module) => module.id === id)!;
const greeting = moduleOf('beginner-exercise-greeting');
const quiz = moduleOf('beginner-quiz');

describe('learning paths', () => {
  let server: TestApp;
  let learner: TestUser;
  beforeAll(async () => {
    server = await startTestApp();
    learner = await createTestUser(server);
  });
  afterAll(() => server.close());

  const get = async <T>(path: string, user?: TestUser) => {
    const response = await server.request(path, { headers: user ? authHeaders(user.accessToken) : {} });
    return { status: response.status, body: (await response.json()) as T };
  };
  const post = async <T>(body: unknown, user: TestUser = learner, path = '/api/learning/progress') => {
    const response = await server.request(path, { method: 'POST', headers: authHeaders(user.accessToken), body });
    return { status: response.status, body: (await response.json()) as T };
  };

  it('lets anyone read paths, modules in order and module content, without quiz answers', async () => {
    const list = await get<LearningPathSummary[]>('/api/learning/paths');
    expect(list.status).toBe(200);
    expect(list.body.map((path) => path.id)).toEqual(learningContent.paths.map((path) => path.id));
    expect(list.body[0]).toMatchObject({ id: 'beginner', difficulty: 'Beginner', progress: 0, status: 'not_started' });
    expect(list.body.find((path) => path.id === 'expert')?.difficulty).toBe('Advanced');

    const detail = await get<LearningPathDetail>('/api/learning/paths/beginner');
    expect(detail.body.modules.map((module) => module.id)).toEqual(beginner.modules.map((module) => module.id));
    expect(detail.body.next_module_id).toBe(beginner.modules[0]!.id);
    // The module list names an exercise's language and difficulty, and nothing of the kind for a lesson.
    expect(detail.body.modules.find((module) => module.id === greeting.id)).toMatchObject({
      type: 'exercise',
      language: 'python',
      difficulty: 'Beginner',
    });
    expect(detail.body.modules[0]).toMatchObject({ type: 'walkthrough', language: null, difficulty: null });

    const quizPage = await get<LearningModuleDetail>(`/api/learning/modules/${quiz.id}`);
    expect(quizPage.body.quiz?.questions).toHaveLength(quiz.questions!.length);
    const raw = JSON.stringify(quizPage.body);
    expect(raw).not.toContain('"answer"');
    expect(quizPage.body.quiz?.questions[0]).toEqual({
      id: 'q1',
      prompt: quiz.questions![0]!.prompt,
      choices: quiz.questions![0]!.choices,
    });

    const exercise = await get<LearningModuleDetail>(`/api/learning/modules/${greeting.id}`);
    expect(exercise.body.exercise).toMatchObject({ language: 'python', laws: ['HB002'] });
    expect(JSON.stringify(exercise.body)).not.toContain(greeting.exercise!.solution.trim());

    expect((await get('/api/learning/paths/nope')).status).toBe(404);
    expect((await get('/api/learning/modules/nope')).body).toEqual({ detail: 'Learning module not found.' });
  });

  it('needs a session for progress and refuses bad bodies with 422', async () => {
    expect((await get('/api/learning/progress')).status).toBe(401);
    const anonymous = await server.request('/api/learning/progress', {
      method: 'POST',
      body: { module_id: 'beginner-first-program', status: 'started' },
    });
    expect(anonymous.status).toBe(401);
    expect((await post({ module_id: 'beginner-first-program', status: 'done' })).status).toBe(422);
    expect((await post({ module_id: 'missing-module', status: 'started' })).status).toBe(404);
    const solutionOnReading = await post<{ detail: string }>({
      module_id: 'beginner-first-program',
      status: 'completed',
      solution: { answers: {} },
    });
    expect(solutionOnReading.status).toBe(422);
  });

  it('upserts progress idempotently and never reverts a completed module', async () => {
    const first = await post<LearningProgressResult>({ module_id: 'beginner-first-program', status: 'started' });
    const again = await post<LearningProgressResult>({ module_id: 'beginner-first-program', status: 'started' });
    expect(again.body).toMatchObject({ status: 'started', started_at: first.body.started_at, completed_at: null });

    const done = await post<LearningProgressResult>({ module_id: 'beginner-first-program', status: 'completed' });
    expect(done.body.status).toBe('completed');
    expect(done.body.path_progress).toBe(Math.floor((1 / beginner.modules.length) * 100));
    const back = await post<LearningProgressResult>({ module_id: 'beginner-first-program', status: 'started' });
    expect(back.body).toMatchObject({ status: 'completed', completed_at: done.body.completed_at });

    const progress = await get<LearningProgressOverview>('/api/learning/progress', learner);
    expect(progress.body.modules.filter((module) => module.module_id === 'beginner-first-program')).toHaveLength(1);
    expect(progress.body.paths).toEqual([
      {
        path_id: 'beginner',
        title: beginner.title,
        progress: done.body.path_progress,
        completed_modules: 1,
        total_modules: beginner.modules.length,
      },
    ]);
    expect(progress.body).toMatchObject({ current_streak: 1, timezone: 'UTC' });
    expect(progress.body.last_activity_at).not.toBeNull();

    const list = await get<LearningPathSummary[]>('/api/learning/paths', learner);
    expect(list.body[0]).toMatchObject({ progress: done.body.path_progress, status: 'in_progress' });
    const dashboard = await get<LearningProgress>('/api/dashboard/learning-progress', learner);
    expect(dashboard.body.paths).toEqual([
      {
        id: 'beginner',
        title: beginner.title,
        completed: 1,
        total: beginner.modules.length,
        path: '/learning/beginner',
      },
    ]);
    const achievements = await get<EarnedAchievement[]>('/api/dashboard/achievements', learner);
    expect(achievements.body.find((item) => item.id === 'first-module')?.earned_at).not.toBeNull();
  });

  it('completes a quiz only with right answers, checked on the server', async () => {
    const bare = await post<{ detail: string }>({ module_id: quiz.id, status: 'completed' });
    expect(bare.status).toBe(422);
    expect(bare.body.detail).toMatch(/passing its check/);

    const rightAnswers = Object.fromEntries(quiz.questions!.map((question) => [question.id, question.answer]));
    const wrong = await post<LearningProgressResult>({
      module_id: quiz.id,
      status: 'completed',
      solution: { answers: { ...rightAnswers, q2: (quiz.questions![1]!.answer + 1) % 4 } },
    });
    expect(wrong.body).toMatchObject({ status: 'started', check: { passed: false, wrong_questions: ['q2'] } });

    const right = await post<LearningProgressResult>({
      module_id: quiz.id,
      status: 'completed',
      solution: { answers: rightAnswers },
    });
    expect(right.body).toMatchObject({ status: 'completed', check: { passed: true, wrong_questions: [] } });
  });

  it('completes an exercise only when the judge passes every test and the laws hold, and keeps the solution', async () => {
    const exercise = greeting.exercise!;
    const bare = await post({ module_id: greeting.id, status: 'completed' });
    expect(bare.status).toBe(422);

    const badNames = 'n = input()\nprint(f"Hello, {n}!")\n';
    const lawBroken = await post<LearningProgressResult>({
      module_id: greeting.id,
      status: 'completed',
      solution: { code: badNames },
    });
    expect(lawBroken.body.status).toBe('started');
    expect(lawBroken.body.check?.law_findings).toEqual([expect.objectContaining({ rule_id: 'HB002', line: 1 })]);

    const solved = await post<LearningProgressResult>({
      module_id: greeting.id,
      status: 'completed',
      solution: { code: exercise.solution },
    });
    expect(solved.body).toMatchObject({ status: 'completed', check: { passed: true, law_findings: [] } });

    // A later failing attempt does not undo the completion or replace the solution that passed.
    await post({ module_id: greeting.id, status: 'completed', solution: { code: badNames } });
    const page = await get<LearningModuleDetail>(`/api/learning/modules/${greeting.id}`, learner);
    expect(page.body.status).toBe('completed');
    expect(page.body.solution).toEqual({ code: exercise.solution });
    // Three Python submissions, each judged in a sandboxed Pyodide.
  }, 180_000);

  it('counts streak days in the time zone of the profile', async () => {
    const west = await createTestUser(server);
    const headers = authHeaders(west.accessToken);
    const put = (timezone: string) =>
      server.request('/api/auth/profile', { method: 'PUT', headers, body: { timezone } });
    expect((await put('Mars/Olympus_Mons')).status).toBe(422);
    // A fixed UTC−8 zone (no daylight saving), so the test reads the same all year.
    expect((await put('Etc/GMT+8')).status).toBe(200);
    const utc = await createTestUser(server);

    // 23:30 and 00:10 local time are two days in UTC−8 but one day (the 11th) in UTC. The clock is
    // given, so the answer does not depend on when the test runs.
    const lateEvening = new Date('2026-03-10T23:30:00-08:00');
    const afterMidnight = new Date('2026-03-11T00:10:00-08:00');
    const now = new Date('2026-03-11T15:00:00-08:00');
    for (const user of [west, utc]) {
      await recordActivity(server.database.db, user.id, 0, lateEvening);
      await recordActivity(server.database.db, user.id, 0, afterMidnight);
    }
    expect(await currentStreak(server.database.db, west.id, now)).toEqual({ streak: 2, timezone: 'Etc/GMT+8' });
    expect(await currentStreak(server.database.db, utc.id, now)).toEqual({ streak: 1, timezone: 'UTC' });
    // A day later in UTC−8 the streak still holds (it ended yesterday); two days later it is gone.
    const nextDay = new Date('2026-03-12T23:59:00-08:00');
    expect((await currentStreak(server.database.db, west.id, nextDay)).streak).toBe(2);
    expect((await currentStreak(server.database.db, west.id, new Date('2026-03-13T00:01:00-08:00'))).streak).toBe(0);

    // The endpoints read the same streak in the profile's zone: activity now is one day, whether or
    // not a midnight passes before the reads (a streak may end yesterday).
    const today = await createTestUser(server);
    expect(
      (
        await server.request('/api/auth/profile', {
          method: 'PUT',
          headers: authHeaders(today.accessToken),
          body: { timezone: 'Etc/GMT+8' },
        })
      ).status,
    ).toBe(200);
    await recordActivity(server.database.db, today.id);
    const progress = await get<LearningProgressOverview>('/api/learning/progress', today);
    expect(progress.body).toMatchObject({ current_streak: 1, timezone: 'Etc/GMT+8' });
    const stats = await get<DashboardStats>('/api/dashboard/stats', today);
    expect(stats.body.learningStreak).toBe(1);
  });

  it('stores path suggestions and lists them for staff only', async () => {
    const created = await post<PathSuggestion>(
      { title: 'Rust for Pythonistas', description: 'Ownership explained with Python analogies.' },
      learner,
      '/api/learning/suggestions',
    );
    expect(created.status).toBe(201);
    expect((await post({ title: ' ', description: 'x' }, learner, '/api/learning/suggestions')).status).toBe(422);
    expect((await get('/api/learning/suggestions', learner)).status).toBe(403);
    const mentor = await createTestUser(server);
    await grantTestRole(server, mentor, 'staff');
    const listed = await get<PathSuggestion[]>('/api/learning/suggestions', mentor);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: created.body.id, title: 'Rust for Pythonistas', author_email: learner.email }),
    ]);
  });

  it('retires removed modules without losing progress, carrying it to the replacement', async () => {
    const retiredId = 'beginner-first-program';
    const replacement = { ...moduleOf(retiredId), id: 'beginner-first-program-v2' };
    const changed = {
      ...learningContent,
      paths: learningContent.paths.map((path) =>
        path.id === 'beginner'
          ? { ...path, modules: path.modules.map((module) => (module.id === retiredId ? replacement : module)) }
          : path,
      ),
      retired: { [retiredId]: replacement.id },
    };
    await syncLearningContent(server.database.db, changed);
    await syncLearningContent(server.database.db, changed);
    try {
      const progress = await get<LearningProgressOverview>('/api/learning/progress', learner);
      expect(progress.body.modules.find((module) => module.module_id === retiredId)).toMatchObject({
        status: 'completed',
        retired: true,
      });
      expect(progress.body.modules.find((module) => module.module_id === replacement.id)?.status).toBe('completed');
      const detail = await get<LearningPathDetail>('/api/learning/paths/beginner', learner);
      expect(detail.body.modules.map((module) => module.id)).not.toContain(retiredId);
      expect((await get(`/api/learning/modules/${retiredId}`)).status).toBe(404);
    } finally {
      await syncLearningContent(server.database.db, learningContent);
    }
    const restored = await get<LearningPathDetail>('/api/learning/paths/beginner', learner);
    expect(restored.body.modules.find((module) => module.id === retiredId)?.status).toBe('completed');
  });
});
