import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CodeFile,
  CodeReview,
  IdeCheckResult,
  LawCatalog,
  ProjectLawSettings,
  ReleaseDetail,
  ReviewRequested,
} from '@hammurabi/shared';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';

const BREVITY_MESSAGE = 'The file has 25 lines; the Strict profile allows 20.';
const JSDOC_MESSAGE =
  'The file has no /** … */ comment saying what it is for; the Strict profile asks for one in .js files.';
const longUndocumented = Array.from({ length: 25 }, (_, index) => `console.log('line ${index + 1}');`).join('\n');
const clean =
  "/** Prints a greeting for the visitor. */\nfunction greet(name) {\n  return `Hello, ${name}!`;\n}\n\nconsole.log(greet('World'));\n";
const critical = "/** Runs code. */\nfunction run(input) {\n  return eval(input);\n}\nrun('1');\n";

const customBody = {
  profile: 'custom',
  enabled_laws: { HB001: true, HB002: true, HB003: false, HB004: true, HB005: true },
  limits: { function_lines: 10, complexity: 5, nesting: 2, parameters: 2 },
};

describe('IDE API: laws, law settings, checks and releases', () => {
  let server: TestApp;
  let owner: string;
  let outsider: string;
  // Read by several tests and changed by none; a test that changes a project makes its own.
  let privateId: string;
  let publicId: string;

  beforeAll(async () => {
    server = await startTestApp();
    owner = (await createTestUser(server, { username: 'ideowner' })).accessToken;
    outsider = (await createTestUser(server, { username: 'ideoutsider' })).accessToken;
    privateId = await createProject('Core v1', 'private');
    publicId = await createProject('Open gate', 'public');
  });
  afterAll(() => server.close());

  function send(method: string, path: string, body?: unknown, token: string | null = owner) {
    return server.request(path, { method, body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  }

  async function createProject(title: string, visibility: string): Promise<string> {
    const response = await send('POST', '/api/projects', { title, language: 'javascript', visibility });
    return ((await response.json()) as { id: string }).id;
  }

  async function createFile(projectId: string, filename: string, content: string): Promise<CodeFile> {
    const response = await send('POST', `/api/projects/${projectId}/files`, { filename, content });
    expect(response.status).toBe(201);
    return (await response.json()) as CodeFile;
  }

  it('lists the five laws and the three profiles publicly', async () => {
    const response = await send('GET', '/api/laws', undefined, null);
    const catalog = (await response.json()) as LawCatalog;
    expect(catalog.laws.map((law) => law.id)).toEqual(['HB001', 'HB002', 'HB003', 'HB004', 'HB005']);
    expect(catalog.laws[0]).toMatchObject({ name: 'Law of Brevity' });
    expect(catalog.profiles.map((profile) => profile.label)).toEqual(['Strict', 'Standard', 'Custom']);
    expect(catalog.profiles[0]?.laws[0]?.description).toContain('a file stays within 20 lines');
    expect(catalog.profiles[1]?.laws[0]?.description).toContain('a file stays within 400 lines');
    expect(catalog.profiles[0]?.settings.limits).toEqual({
      function_lines: 50,
      complexity: 10,
      nesting: 4,
      parameters: 5,
    });
  });

  it("checks a visitor file under Strict with Strict's file checks, and under Standard without them", async () => {
    const strict = await send(
      'POST',
      '/api/ide/check',
      { filename: 'main.js', content: longUndocumented, profile: 'strict' },
      null,
    );
    expect(strict.status).toBe(200);
    const result = (await strict.json()) as IdeCheckResult;
    expect(result.profile).toBe('strict');
    expect(result.violations.map((violation) => violation.message)).toEqual(
      expect.arrayContaining([BREVITY_MESSAGE, JSDOC_MESSAGE]),
    );
    expect(result).toMatchObject({ lines: 25, analysed_lines: 25 });
    // The score comes with the five ratings it is made of, which the IDE explains.
    expect(Object.keys(result.ratings).sort()).toEqual([
      'clarity',
      'governance',
      'justice',
      'maintainability',
      'reliability',
    ]);
    expect(result.ratings.clarity).toBeLessThan(100);
    expect(result.laws.find((law) => law.id === 'HB001')?.description).toContain('a file stays within 20 lines');
    const standard = (await (
      await send(
        'POST',
        '/api/ide/check',
        { filename: 'main.js', content: longUndocumented, profile: 'standard' },
        null,
      )
    ).json()) as IdeCheckResult;
    expect(standard.violations.map((violation) => violation.message)).not.toContain(BREVITY_MESSAGE);
    expect(standard.laws.find((law) => law.id === 'HB001')?.description).toContain('a file stays within 400 lines');
  });

  it('refuses bad check input with a readable 422', async () => {
    const both = await send('POST', '/api/ide/check', {
      filename: 'a.js',
      content: '',
      profile: 'strict',
      project_id: privateId,
    });
    expect(both.status).toBe(422);
    expect(((await both.json()) as { detail: string }).detail).toContain('either profile or project_id');
    const profile = await send('POST', '/api/ide/check', { filename: 'a.js', content: '', profile: 'lax' }, null);
    expect(profile.status).toBe(422);
    expect(((await profile.json()) as { detail: string }).detail).toContain('Profile must be one of');
  });

  it('keeps law settings to readers and their changes to the owner', async () => {
    const privateId = await createProject('Law settings', 'private');
    const initial = (await (await send('GET', `/api/projects/${privateId}/law-settings`)).json()) as ProjectLawSettings;
    expect(initial).toMatchObject({ profile: 'standard', can_edit: true, updated_at: null });
    expect((await send('GET', `/api/projects/${privateId}/law-settings`, undefined, outsider)).status).toBe(404);
    expect((await send('PUT', `/api/projects/${privateId}/law-settings`, customBody, outsider)).status).toBe(404);

    const publicRead = (await (
      await send('GET', `/api/projects/${publicId}/law-settings`, undefined, null)
    ).json()) as ProjectLawSettings;
    expect(publicRead.can_edit).toBe(false);
    const refused = await send('PUT', `/api/projects/${publicId}/law-settings`, customBody, outsider);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: "Only the project's owner can change its law profile." });

    const outOfRange = await send('PUT', `/api/projects/${privateId}/law-settings`, {
      ...customBody,
      limits: { ...customBody.limits, nesting: 0 },
    });
    expect(outOfRange.status).toBe(422);
    expect(((await outOfRange.json()) as { detail: string }).detail).toContain(
      'Nesting depth must be a whole number from 1 to 20.',
    );

    const saved = await send('PUT', `/api/projects/${privateId}/law-settings`, customBody);
    expect(saved.status).toBe(200);
    expect((await saved.json()) as ProjectLawSettings).toMatchObject({ ...customBody, can_edit: true });
  });

  it("applies the project's Custom profile to checks and to AI reviews alike", async () => {
    const privateId = await createProject('Custom laws', 'private');
    expect((await send('PUT', `/api/projects/${privateId}/law-settings`, customBody)).status).toBe(200);
    const content = '/** Adds. */\nexport function add(first, second, third) {\n  return first + second + third;\n}\n';
    const file = await createFile(privateId, 'add.js', content);
    const check = (await (
      await send('POST', '/api/ide/check', { filename: 'add.js', content, project_id: privateId })
    ).json()) as IdeCheckResult;
    expect(check.profile).toBe('custom');
    const messages = check.violations.map((violation) => violation.message);
    expect(messages).toContain('`add` takes 3 parameters (limit 2).');
    expect(
      (await send('POST', '/api/ide/check', { filename: 'add.js', content, project_id: privateId }, outsider)).status,
    ).toBe(404);

    const requested = (await (await send('POST', `/api/reviews/code/${file.id}`)).json()) as ReviewRequested;
    const review = (await (await send('GET', `/api/reviews/${requested.id}`)).json()) as CodeReview;
    const reviewMessages = (review.review_content as { findings: { message: string }[] }).findings.map(
      (finding) => finding.message,
    );
    expect(reviewMessages).toEqual(messages);
  });

  /** A private project whose main.js passed release 1 and was then edited to hold a Critical finding. */
  async function releasedThenBroken(
    title: string,
  ): Promise<{ projectId: string; release: ReleaseDetail; main: CodeFile }> {
    const projectId = await createProject(title, 'private');
    const main = await createFile(projectId, 'main.js', clean);
    const created = await send('POST', `/api/projects/${projectId}/releases`, { environment: 'staging' });
    expect(created.status).toBe(201);
    const release = (await created.json()) as ReleaseDetail;
    const edited = await send('PUT', `/api/projects/${projectId}/files/${main.id}`, { content: critical, version: 1 });
    expect(edited.status).toBe(200);
    return { projectId, release, main };
  }

  it('records a passing release whose snapshot survives later edits', async () => {
    const { projectId: privateId, release, main } = await releasedThenBroken('Snapshot');
    expect(release).toMatchObject({ number: 1, status: 'deployed', status_text: 'Deployment Successful to Staging' });
    expect(release.files).toEqual([
      expect.objectContaining({ filename: 'main.js', version: 1, content: clean, file_id: main.id }),
    ]);
    const again = (await (
      await send('GET', `/api/projects/${privateId}/releases/${release.id}`)
    ).json()) as ReleaseDetail;
    expect(again.files[0]).toMatchObject({ version: 1, content: clean });
  });

  it('refuses a deploy with a Critical finding and records no release for it', async () => {
    const { projectId: privateId } = await releasedThenBroken('Blocked');
    const response = await send('POST', `/api/projects/${privateId}/releases`, { environment: 'staging' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ detail: 'Deployment Blocked: main.js (1 Critical violation).' });

    const list = (await (await send('GET', `/api/projects/${privateId}/releases`)).json()) as ReleaseDetail[];
    expect(list.map((item) => [item.number, item.status])).toEqual([[1, 'deployed']]);
    expect(list[0]?.files[0]).not.toHaveProperty('content');
  });

  it('numbers deploys made at once one after another, none refused', async () => {
    const projectId = await createProject('Busy gate', 'private');
    await createFile(projectId, 'main.js', clean);
    const deploys = await Promise.all(
      Array.from({ length: 5 }, () => send('POST', `/api/projects/${projectId}/releases`, { environment: 'staging' })),
    );
    expect(deploys.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    const numbers = await Promise.all(
      deploys.map(async (response) => ((await response.json()) as ReleaseDetail).number),
    );
    expect(numbers.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('lets only the owner deploy and only readers see releases', async () => {
    expect((await send('GET', `/api/projects/${privateId}/releases`, undefined, outsider)).status).toBe(404);
    expect(
      (await send('POST', `/api/projects/${privateId}/releases`, { environment: 'staging' }, outsider)).status,
    ).toBe(404);
    const refused = await send('POST', `/api/projects/${publicId}/releases`, { environment: 'staging' }, outsider);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: "Only the project's owner can deploy it." });
    expect((await send('POST', `/api/projects/${publicId}/releases`, { environment: 'staging' }, null)).status).toBe(
      401,
    );
    expect((await send('POST', `/api/projects/${publicId}/releases`, { environment: 'production' })).status).toBe(422);
    expect((await send('GET', `/api/projects/${publicId}/releases/not-a-uuid`, undefined, null)).status).toBe(404);
    expect((await send('GET', `/api/projects/${publicId}/releases`, undefined, null)).status).toBe(200);
  });
});
