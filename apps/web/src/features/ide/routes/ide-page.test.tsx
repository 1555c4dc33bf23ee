// @vitest-environment jsdom
import {
  CodeFileSchema,
  FileSummarySchema,
  LawCatalogSchema,
  ProjectLawSettingsSchema,
  type FileSummary,
} from '@hammurabi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { projectFixture, userSummary } from '@/test/fixtures';
import { sendJson } from '@/test/local-api';
import { renderScreen } from '@/test/render-screen';
import { recoversOnRetry, setUpScreenTests, showsLoading } from '@/test/screen-states';
import { scriptedRoute } from '@/test/scripted-route';
import { IdePage } from './ide-page';

const now = new Date().toISOString();
const owner = userSummary('ada');
const project = projectFixture(owner, { title: 'Ledger' });
const file = CodeFileSchema.parse({
  id: randomUUID(),
  project_id: project.id,
  filename: 'ledger.js',
  language: 'javascript',
  version: 1,
  size: 18,
  created_at: now,
  updated_at: now,
  updated_by: owner,
  content: 'const total = 1;\n',
});
const law = (id: string, name: string) => ({ id, name, principle: `${name} matters.`, description: 'Limits apply.' });
const catalog = LawCatalogSchema.parse({
  laws: [law('HB001', 'Law of Brevity'), law('HB002', 'Law of Explicit Naming')],
  profiles: [],
  limit_ranges: {},
});

// The project's files: the empty-project test clears them.
let files: FileSummary[] = [];
const laws = scriptedRoute(() => catalog);
const projects = scriptedRoute(() => [project]);
const fileList = scriptedRoute(() => files);

setUpScreenTests(
  {
    'GET /api/laws': laws.route,
    'GET /api/projects': projects.route,
    'GET /api/projects/:projectId/files': fileList.route,
    'GET /api/projects/:projectId/files/:fileId': (_request, response) => sendJson(response, 200, file),
    'GET /api/projects/:projectId/law-settings': (_request, response) =>
      sendJson(
        response,
        200,
        ProjectLawSettingsSchema.parse({
          project_id: project.id,
          profile: 'standard',
          enabled_laws: { HB001: true, HB002: true, HB003: true, HB004: true, HB005: true },
          limits: { function_lines: 50, complexity: 10, nesting: 4, parameters: 4 },
          updated_at: null,
          can_edit: true,
        }),
      ),
  },
  [laws, projects, fileList],
);
beforeEach(() => {
  const { content: _content, ...summary } = file;
  files = [FileSummarySchema.parse(summary)];
  localStorage.clear();
});

const openSample = () => renderScreen(<IdePage />, { path: '/ide', url: '/ide' });
const openProject = () =>
  renderScreen(<IdePage />, { path: '/ide', url: `/ide?project=${project.id}`, userId: owner.id });
const editorText = () => document.querySelector('.cm-content')?.textContent;

describe('the IDE with the sample workspace', { timeout: 20_000 }, () => {
  it('shows a spinner while the laws load, then the laws beside the sample files', async () => {
    await showsLoading(laws, openSample, 'Loading the laws');
    expect(within(screen.getByRole('list', { name: 'Workspace files' })).getByText('main.js')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Laws' });
    expect(within(list).getByRole('button', { name: /HB001 Law of Brevity/ })).toBeTruthy();
    expect(within(list).getByRole('button', { name: /HB002 Law of Explicit Naming/ })).toBeTruthy();
  });

  it('shows what failed, and Retry loads the laws again', async () => {
    await recoversOnRetry(laws, openSample, 'The laws could not be loaded');
    expect(await screen.findByRole('list', { name: 'Laws' })).toBeTruthy();
    expect(laws.calls).toBe(2);
  });
});

describe('the IDE with one of your projects', { timeout: 20_000 }, () => {
  it('shows a spinner while the files load, then the files and the first one in the editor', async () => {
    await showsLoading(fileList, openProject, 'Loading the files');
    const list = await screen.findByRole('list', { name: 'Workspace files' });
    expect(within(list).getByRole('button', { name: 'ledger.js' }).getAttribute('aria-current')).toBe('true');
    await waitFor(() => expect(editorText()).toContain('const total = 1;'));
    expect(await screen.findByRole('option', { name: 'Ledger' })).toBeTruthy();
  });

  it('says how to add a file when the project has none', async () => {
    files = [];
    openProject();
    expect(await screen.findByText(/This project has no files yet\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add one on the project page' }).getAttribute('href')).toBe(
      `/projects/${project.id}`,
    );
  });

  it('shows what failed, and Retry loads the files again', async () => {
    await recoversOnRetry(fileList, openProject, 'Error fetching files');
    expect(await screen.findByRole('list', { name: 'Workspace files' })).toBeTruthy();
    expect(fileList.calls).toBe(2);
  });

  it('says when your projects could not be listed, and Retry lists them', async () => {
    const openSignedIn = () => renderScreen(<IdePage />, { path: '/ide', url: '/ide', userId: owner.id });
    await recoversOnRetry(projects, openSignedIn, 'Error fetching your projects');
    expect(await screen.findByRole('option', { name: 'Ledger' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
