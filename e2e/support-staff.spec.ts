import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { grantRolesByApi, newAccount, registerAndSignIn, signInByApi, signUpByApi } from './helpers/auth';
import { pdfBytes } from './helpers/files';
import { toastCard } from './helpers/toast';

/** Files a ticket as a visitor; answers its id and the path of its secret link. */
async function fileTicket(request: APIRequestContext, subject: string) {
  const created = await request.post('/api/support/tickets', {
    multipart: {
      name: 'Ada Asker',
      email: `asker-${randomBytes(4).toString('hex')}@example.com`,
      subject,
      category: 'technical-issue',
      description: 'The editor does not save.',
    },
  });
  expect(created.status()).toBe(201);
  const { id, access_url } = (await created.json()) as { id: string; access_url: string };
  const link = new URL(access_url);
  return { id, path: `${link.pathname}${link.hash}` };
}

const menuEntry = (page: Page) => page.getByRole('menuitem', { name: /^Support Inbox/ });

/**
 * Opens the account menu and expects the entry to show the count the server gives now. The count
 * covers every open ticket, and other specs file tickets at the same time: when they changed it
 * after the menu read it, the next try brings the tab back to the foreground, which refreshes it.
 */
async function expectMenuCount(page: Page, token: string) {
  let tries = 0;
  await expect(async () => {
    if (tries++ > 0) {
      await page.keyboard.press('Escape');
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    }
    const response = await page.request.get('/api/support/inbox/count', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { open } = (await response.json()) as { open: number };
    if (!(await menuEntry(page).isVisible())) await page.getByRole('button', { name: /^Account menu for/ }).click();
    await expect(menuEntry(page)).toHaveAccessibleName(
      `Support Inbox, ${open} open ${open === 1 ? 'ticket' : 'tickets'}`,
      { timeout: 1000 },
    );
  }).toPass();
}

/** The session's access token, as the web app stored it. */
async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'))!;
    return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
  });
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('staff find the support inbox in the account menu with the open count, kept fresh; others do not see it', async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await registerAndSignIn(member);
  await member.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(member.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(menuEntry(member)).toHaveCount(0);
  await memberContext.close();

  // The role is granted before the sign-in, so the session's token carries it.
  const agent = newAccount();
  await signUpByApi(page, agent);
  await grantRolesByApi(page, agent.email, ['staff']);
  await signInByApi(page, agent);
  await page.goto('/dashboard');
  const token = await accessToken(page);
  await expectMenuCount(page, token);

  // A new ticket arrives while the tab is in the background; coming back shows it.
  const subject = `Cannot save ${randomBytes(4).toString('hex')}`;
  const ticket = await fileTicket(page.request, subject);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expectMenuCount(page, token);

  await menuEntry(page).click();
  await expect(page).toHaveURL(/\/support\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support Inbox' })).toBeVisible();
  // Closing the ticket changes the count at once.
  await page.getByLabel(`Status of ${await ticketNumber(page, ticket.id, token)}`).selectOption('closed');
  await expect(toastCard(page, 'Status Updated')).toBeVisible();
  await expectMenuCount(page, token);
});

async function ticketNumber(page: Page, id: string, token: string): Promise<string> {
  const response = await page.request.get(`/api/support/tickets/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { number: string }).number;
}

test.describe('a reply with an attachment', () => {
  test.use({ allowedConsoleErrors: [/status of 415/] });

  test('a refused file blocks Send; a PDF goes with the reply and downloads from the conversation', async ({
    page,
  }) => {
    const ticket = await fileTicket(page.request, `Printer on fire ${randomBytes(4).toString('hex')}`);
    await page.goto(ticket.path);
    const reply = page.getByRole('form', { name: 'Reply' });
    await reply.getByLabel('Your reply').fill('Here is the log you asked for.');

    // Too big: refused in the browser, and Send waits until the file is replaced or removed.
    await reply
      .getByLabel('Attachment')
      .setInputFiles({ name: 'huge.log', mimeType: 'text/plain', buffer: Buffer.alloc(6 * 1024 * 1024, 0x61) });
    await expect(reply.getByRole('alert')).toContainText('"huge.log" is larger than the 5MB limit.');
    await expect(reply.getByLabel('Attachment')).toHaveValue('');
    await expect(reply.getByRole('button', { name: 'Send Reply' })).toBeDisabled();
    await reply.getByRole('button', { name: 'Remove attachment' }).click();
    await expect(reply.getByLabel('Attachment')).toBeFocused();

    // Allowed by its name, refused by its bytes: the server's words appear under the picker.
    await reply.getByLabel('Attachment').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
    });
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await expect(reply.getByRole('alert')).toContainText('"photo.png" is an EXE file');
    await expect(reply.getByRole('button', { name: 'Send Reply' })).toBeDisabled();
    await expect(page.getByRole('list', { name: 'Conversation' })).not.toContainText('Here is the log you asked for.');

    await reply
      .getByLabel('Attachment')
      .setInputFiles({ name: 'error.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await expect(reply.getByRole('alert')).toBeHidden();
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    const files = page.getByRole('list', { name: "Attachments of Ada Asker's reply" });
    await expect(files).toContainText('error.pdf');
    await expect(reply.getByLabel('Your reply')).toHaveValue('');
    await expect(reply.getByLabel('Attachment')).toHaveValue('');

    const download = page.waitForEvent('download');
    await files.getByRole('button', { name: 'Download error.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('error.pdf');
  });
});
