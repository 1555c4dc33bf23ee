import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { test, expect } from './fixtures';
import { registerAndSignIn } from './helpers/auth';
import { createProjectWithFile } from './helpers/projects';
import { scaled } from './helpers/slowness';

test('a member asks for their data on /profile, waits for it and downloads one ZIP', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await registerAndSignIn(page);
  const { project } = await createProjectWithFile(
    page,
    { title: 'Exported work', language: 'python' },
    { filename: 'main.py', content: 'print("kept")\n' },
  );
  await page.goto('/profile');

  const section = page.getByRole('region', { name: 'Download my data' });
  await section.getByRole('button', { name: 'Request my data' }).click();
  const download = section.getByRole('button', { name: 'Download ZIP' });
  await expect(download).toBeVisible({ timeout: scaled(30_000) });
  await expect(section.getByTestId('data-export-status')).toContainText(/^Ready: hammurabi-data-.*\.zip/);

  const saved = page.waitForEvent('download');
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^hammurabi-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await file.path())));
  const root = file.suggestedFilename().replace(/\.zip$/, '');
  expect(strFromU8(files[`${root}/projects/Exported work-${project.id.slice(0, 8)}/files/main.py`]!)).toBe(
    'print("kept")\n',
  );
  expect(Object.keys(files)).toContain(`${root}/profile.json`);

  // Ready, a new one can be made; the screen tells the state after a reload too.
  await page.reload();
  await expect(section.getByRole('button', { name: 'Make a new export' })).toBeVisible();
});
