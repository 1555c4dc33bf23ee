import { expect, type Page } from '@playwright/test';

/** The signed-in user's access token, read from the session auth-js keeps in local storage. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index) ?? '';
      if (!key.startsWith('sb-') || !key.endsWith('-auth-token')) continue;
      const value = JSON.parse(localStorage.getItem(key) ?? 'null') as { access_token?: string } | null;
      if (value?.access_token) return value.access_token;
    }
    return null;
  });
  if (!token) throw new Error('No signed-in session in local storage.');
  return token;
}

/** Calls the product API as the page's signed-in user; throws on an error status. */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = await accessToken(page);
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok()) throw new Error(`${method} ${path} → ${response.status()} ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

export interface CreatedProject {
  id: string;
  title: string;
}

export interface CreatedFile {
  id: string;
  filename: string;
  version: number;
}

/** Creates a project (and optionally a file in it) through the API, for tests about other screens. */
export async function createProjectWithFile(
  page: Page,
  project: { title: string; description?: string; language?: string; visibility?: 'private' | 'public' },
  file?: { filename: string; content?: string },
): Promise<{ project: CreatedProject; file: CreatedFile | null }> {
  const created = await api<CreatedProject>(page, 'POST', '/projects/', { language: 'javascript', ...project });
  const createdFile = file ? await api<CreatedFile>(page, 'POST', `/projects/${created.id}/files`, file) : null;
  return { project: created, file: createdFile };
}

/** The CodeMirror text area of the editor page. */
export function editorContent(page: Page) {
  return page.locator('.cm-content');
}

/**
 * Opens `filename` (content "base") in the editor, lets another writer save "theirs" on the
 * server, and types " mine" into the editor: the next save of the page meets a version conflict.
 */
export async function openFileAndEditBehindAnotherWriter(page: Page, title: string, filename: string) {
  const { project, file } = await createProjectWithFile(page, { title }, { filename, content: 'base' });
  await page.goto(`/projects/${project.id}/code/${file!.id}`);
  await expect(editorContent(page)).toHaveText('base');
  await api(page, 'PUT', `/projects/${project.id}/files/${file!.id}`, { content: 'theirs', version: 1 });
  await editorContent(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' mine');
  return { project, file: file! };
}
