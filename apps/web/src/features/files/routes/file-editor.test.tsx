// @vitest-environment jsdom
import { EditorView } from '@codemirror/view';
import { CodeFileSchema, FileConflictSchema, FileSummarySchema, type CodeFile } from '@hammurabi/shared';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { projectFixture, userSummary } from '@/test/fixtures';
import { installLayoutStandIns } from '@/test/jsdom-layout';
import { sendJson, startLocalApi, type LocalApi } from '@/test/local-api';
import { renderScreen } from '@/test/render-screen';
import { EditorPage } from './editor-page';

installLayoutStandIns();

configure({ asyncUtilTimeout: 5000 });

const owner = userSummary('ada');
const project = projectFixture(owner);
const projectId = project.id;
const fileId = randomUUID();
const now = new Date().toISOString();

let stored: CodeFile;
// How the server answers the next save: store it, refuse it once (503), or hold it until released.
let nextSave: 'store' | 'fail-once' | 'hold' = 'store';
let releaseSave: () => void = () => undefined;
const saves: Array<{ content: string; version: number }> = [];

function storeSave(response: ServerResponse, body: { content: string; version: number }) {
  if (body.version !== stored.version) {
    sendJson(
      response,
      409,
      FileConflictSchema.parse({
        detail: 'This file was changed elsewhere.',
        current_version: stored.version,
        current: stored,
      }),
    );
    return;
  }
  stored = { ...stored, content: body.content, version: stored.version + 1, updated_at: new Date().toISOString() };
  const { content: _content, ...summary } = stored;
  sendJson(response, 200, FileSummarySchema.parse(summary));
}

let api: LocalApi;

beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/projects/:projectId': (_request, response) => sendJson(response, 200, project),
    'GET /api/projects/:projectId/files': (_request, response) => {
      const { content: _content, ...summary } = stored;
      sendJson(response, 200, [FileSummarySchema.parse(summary)]);
    },
    'GET /api/projects/:projectId/files/:fileId': (_request, response) =>
      sendJson(response, 200, CodeFileSchema.parse(stored)),
    'GET /api/files/:fileId/reviews': (_request, response) => sendJson(response, 200, []),
    'PUT /api/projects/:projectId/files/:fileId': async (request, response) => {
      const body = request.body as { content: string; version: number };
      saves.push(body);
      if (nextSave === 'fail-once') {
        nextSave = 'store';
        sendJson(response, 503, { detail: 'The database is restarting.' });
        return;
      }
      if (nextSave === 'hold') {
        nextSave = 'store';
        await new Promise<void>((resolve) => (releaseSave = resolve));
      }
      storeSave(response, body);
    },
  });
});

afterAll(() => api.close());

beforeEach(() => {
  stored = CodeFileSchema.parse({
    id: fileId,
    project_id: projectId,
    filename: 'ledger.js',
    language: 'javascript',
    version: 1,
    size: 20,
    created_at: now,
    updated_at: now,
    updated_by: owner,
    content: 'const total = 1;\n',
  });
  nextSave = 'store';
  saves.length = 0;
  localStorage.clear();
});
afterEach(cleanup);

async function openEditor() {
  // A data router, as in the app: the leave guard blocks navigation through it.
  renderScreen(<EditorPage assistantPanel={() => null} />, {
    path: '/projects/:projectId/code/:fileId',
    url: `/projects/${projectId}/code/${fileId}`,
    userId: owner.id,
  });
  await waitFor(() => expect(document.querySelector('.cm-content')?.textContent).toContain('const total = 1;'));
  const view = EditorView.findFromDOM(document.querySelector('.cm-editor') as HTMLElement);
  if (!view) throw new Error('the editor did not start');
  return view;
}

function type(view: EditorView, text: string) {
  view.dispatch({ changes: { from: view.state.doc.length, insert: text }, userEvent: 'input.type' });
}

const status = () => screen.getByTestId('save-status');
const saveButton = () => screen.getByRole('button', { name: /^Save/ });

describe('FileEditor save states', { timeout: 20_000 }, () => {
  it('shows unsaved changes, saving while the server works, then saved with the new version', async () => {
    const view = await openEditor();
    expect(status().textContent).toBe('Saved');
    type(view, 'const tax = 2;\n');
    await waitFor(() => expect(status().textContent).toBe('Unsaved changes'));

    nextSave = 'hold';
    saveButton().click();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(status().textContent).toBe('Saving…');
    releaseSave();
    await waitFor(() => expect(status().textContent).toBe('Saved'));
    expect(saves).toEqual([{ content: 'const total = 1;\nconst tax = 2;\n', version: 1 }]);
    expect(stored.version).toBe(2);

    // The next save is based on the version the server answered.
    type(view, '// more\n');
    saveButton().click();
    await waitFor(() => expect(saves.at(-1)?.version).toBe(2));
    await waitFor(() => expect(status().textContent).toBe('Saved'));
  });

  it('shows a conflict, keeping both versions, when the file changed elsewhere', async () => {
    const view = await openEditor();
    stored = { ...stored, version: 2, content: 'const total = 99;\n' };
    type(view, 'const mine = true;\n');
    saveButton().click();
    await waitFor(() => expect(status().textContent).toBe('Conflict'));
    const conflict = screen.getByRole('region', { name: 'This file changed while you were editing' });
    expect(conflict.textContent).toContain('saved version 2');
    expect(stored.content).toBe('const total = 99;\n');

    // Keeping mine saves it on top of the server's version, knowingly.
    screen.getByRole('button', { name: 'Keep mine and save' }).click();
    await waitFor(() => expect(status().textContent).toBe('Saved'));
    expect(saves.at(-1)).toEqual({ content: 'const total = 1;\nconst mine = true;\n', version: 2 });
    expect(stored.version).toBe(3);
  });

  it('says a failed save will be retried, and retries it by itself', async () => {
    const view = await openEditor();
    nextSave = 'fail-once';
    type(view, 'let retried = 1;\n');
    saveButton().click();
    await waitFor(() => expect(status().textContent).toBe('Save failed — will retry'));
    expect(status().getAttribute('title')).toBe('The database is restarting.');
    await waitFor(() => expect(status().textContent).toBe('Saved'));
    expect(saves).toHaveLength(2);
    expect(stored.content).toContain('let retried = 1;');
  });
});
