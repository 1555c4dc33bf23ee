import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeViolations } from './helpers/axe';
import { grantRolesByApi, newAccount, registerAndSignIn, signInByApi } from './helpers/auth';
import { waitForMail } from './helpers/mail';
import { pdfBytes } from './helpers/files';
import { toastCard } from './helpers/toast';

/** The ticket form (the footer has its own email field). */
const form = (page: Page) => page.getByRole('form', { name: 'Support ticket' });

test.beforeEach(async ({ page }) => {
  // No fade-in while axe measures colour contrast.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a visitor files a ticket with a PDF, sees its number, and opens it from the mailed link', async ({ page }) => {
  const suffix = randomBytes(4).toString('hex');
  const email = `visitor-${suffix}@example.com`;
  const subject = `Export fails ${suffix}`;

  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await form(page).getByLabel('Name').fill('Vera Visitor');
  await form(page).getByLabel('Email').fill(email);
  await form(page).getByLabel('Subject').fill(subject);
  await form(page).getByLabel('Category').selectOption('Bug Report');
  await form(page).getByLabel('Description').fill('Exporting my project as ZIP shows an empty file.');
  await form(page)
    .getByLabel('Attachment')
    .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await expect(page.getByText('report.pdf (')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Ticket' }).click();

  const toast = toastCard(page, 'Ticket Submitted!');
  await expect(toast).toContainText(/Our support team will get back to you shortly\. Ticket ID: HB-\d{6}/);
  const number = /HB-\d{6}/.exec((await toast.textContent()) ?? '')![0];
  // The form and the file field are cleared.
  await expect(form(page).getByLabel('Subject')).toHaveValue('');
  await expect(form(page).getByLabel('Email')).toHaveValue('');
  await expect(form(page).getByLabel('Attachment')).toHaveValue('');

  // The confirmation mail carries the number and a private link that opens the ticket.
  const confirmation = await waitForMail(email, number);
  const link = new URL(/(http\S+#access=\S+)/.exec(confirmation)![1]!);
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('report.pdf');
  expect(await axeViolations(page)).toEqual([]);
});

test('staff answer from the inbox; the requester reads the reply through the mailed link', async ({
  page,
  browser,
}) => {
  const suffix = randomBytes(4).toString('hex');
  const email = `asker-${suffix}@example.com`;
  const subject = `Invoice missing ${suffix}`;
  const created = await page.request.post('/api/support/tickets', {
    multipart: { name: 'Ada Asker', email, subject, category: 'billing-query', description: 'No invoice for May.' },
  });
  expect(created.status()).toBe(201);
  const { number } = (await created.json()) as { number: string };

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.emulateMedia({ reducedMotion: 'reduce' });
  const agent = await registerAndSignIn(staff, { email: `agent-${suffix}@example.com` });
  // The staff role is granted by an administrator, never derived from the address (issue #32).
  await grantRolesByApi(staff, agent.email, ['staff']);
  await staff.goto('/support/inbox');
  await staff.getByLabel('Category', { exact: true }).selectOption('Billing Query');
  await expect(staff).toHaveURL(/category=billing-query/);
  await expect(staff.getByRole('link', { name: subject })).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);
  await staff.getByRole('link', { name: subject }).click();
  await staff.getByLabel('Reply to the requester').fill(`Thanks ${suffix}, we are on it.`);
  await staff.getByRole('button', { name: 'Send Reply' }).click();
  await expect(staff.getByRole('list', { name: 'Conversation' })).toContainText(`Thanks ${suffix}, we are on it.`);
  await expect(staff.getByLabel('Status', { exact: true })).toHaveValue('waiting_on_customer');
  await staffContext.close();

  // The reply is mailed with a fresh private link, which shows it on the ticket page.
  const replyMail = await waitForMail(email, `Thanks ${suffix}, we are on it.`);
  expect(replyMail).toContain(`[${number}] New reply`);
  const link = new URL(/(http\S+#access=\S+)/.exec(replyMail)![1]!);
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText(`Thanks ${suffix}, we are on it.`);
  await expect(page.getByText('Waiting on customer', { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Your reply')).toBeEditable();
});

test('a signed-in user without a name finds the form filled with the name the site shows for them', async ({
  page,
}) => {
  const account = newAccount();
  const config = (await (await page.request.get('/api/config')).json()) as { anon_key: string };
  const signedUp = await page.request.post('/auth/v1/signup', {
    headers: { apikey: config.anon_key, authorization: `Bearer ${config.anon_key}` },
    data: { email: account.email, password: account.password },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  await signInByApi(page, account);
  await page.goto('/support');
  await expect(form(page).getByLabel('Name')).toHaveValue(account.email.split('@')[0]!);
  await expect(form(page).getByLabel('Email')).toHaveValue(account.email);
});

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('a signed-in user gets the form prefilled, is told what is missing or not allowed, and finds the ticket in My Tickets', async ({
    page,
  }) => {
    const account = await registerAndSignIn(page);
    await page.goto('/support');
    await expect(form(page).getByLabel('Name')).toHaveValue(account.fullName);
    await expect(form(page).getByLabel('Email')).toHaveValue(account.email);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(toastCard(page, 'Missing Information')).toContainText('Please fill out all required fields.');
    // Each empty field says so, and the first of them takes the focus.
    await expect(form(page).getByLabel('Subject')).toBeFocused();
    await expect(form(page).getByLabel('Subject')).toHaveAccessibleDescription('Subject is required.');
    await expect(form(page).getByText('Choose a category.')).toBeVisible();
    await expect(form(page).getByText('Description is required.')).toBeVisible();

    await page
      .getByLabel('Attachment')
      .setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(page.getByRole('alert').filter({ hasText: 'is not an allowed file type' })).toContainText(
      '"setup.exe" is not an allowed file type. Allowed: JPG, PNG, PDF, TXT, LOG.',
    );
    await expect(form(page).getByLabel('Attachment')).toHaveValue('');

    const subject = `Billing question ${account.username}`;
    await form(page).getByLabel('Subject').fill(subject);
    await form(page).getByLabel('Category').selectOption('billing-query');
    await form(page).getByLabel('Description').fill('Which plan includes team projects?');
    await expect(form(page).getByText('Description is required.')).toBeHidden();
    // The refused file is not dropped silently: Submit waits until it is replaced or removed.
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(form(page).getByLabel('Attachment')).toBeFocused();
    await expect(toastCard(page, 'Ticket Submitted!')).toBeHidden();
    await page.getByRole('button', { name: 'Remove attachment' }).click();
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(toastCard(page, 'Ticket Submitted!')).toBeVisible();
    // The confirmation is brought into view and focused.
    const confirmation = page.getByRole('status').filter({ hasText: 'was submitted' });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toBeInViewport();
    // Name and email come back for the next ticket.
    await expect(form(page).getByLabel('Email')).toHaveValue(account.email);

    await page.getByRole('link', { name: 'My tickets' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Tickets' })).toBeVisible();
    await expect(page.getByRole('link', { name: subject })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: subject })).toContainText('New');
    expect(await axeViolations(page)).toEqual([]);
  });
});
