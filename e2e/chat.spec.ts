import type { ChatMessage, Conversation } from '@hammurabi/shared';
import type { Locator, Page } from '@playwright/test';
import { registerAndSignIn } from './helpers/auth';
import { axeViolations } from './helpers/axe';
import { accessToken, api, createProjectWithFile, editorContent } from './helpers/projects';
import { expect, test } from './fixtures';
import { scaled } from './helpers/slowness';
import { slowModelBaseURL } from './playwright.config';

const modifier = process.platform === 'darwin' ? 'Meta' : 'Control';

const LEDGER = [
  'function total(items) {',
  '  var sum = 0;',
  '  for (var i = 0; i < items.length; i++) {',
  '    sum = sum + items[i].price * items[i].qty;',
  '  }',
  '  return sum;',
  '}',
].join('\n');

/** The assistant's replies in the chat pane or the panel. */
function replies(scope: Page | Locator) {
  return scope.getByRole('article', { name: 'Assistant reply' });
}

/** Deletes a conversation as another tab would (the API helper's JSON header does not suit a body-less DELETE). */
async function deleteConversationElsewhere(page: Page, conversationId: string): Promise<void> {
  const response = await page.request.delete(`/api/ai/conversations/${conversationId}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.status()).toBe(204);
}

test.describe('AI Assistant panel in the editor', () => {
  test('answers about the open file including unsaved edits; Enter sends, Shift+Enter breaks the line; New Chat clears', async ({
    page,
  }) => {
    await registerAndSignIn(page);
    const { project, file } = await createProjectWithFile(
      page,
      { title: 'Ledger' },
      { filename: 'ledger.js', content: LEDGER },
    );
    await page.goto(`/projects/${project.id}/code/${file!.id}`);
    await expect(editorContent(page)).toContainText('function total(items)');

    // A function that exists only in the editor, not on the server.
    await editorContent(page).click();
    await page.keyboard.press(`${modifier}+End`);
    await page.keyboard.insertText('\n\nfunction applyDiscount(price) {\n  return price * 0.9;\n}\n');

    const toggle = page.getByRole('button', { name: 'AI Assistant', exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const panel = page.getByRole('complementary', { name: 'AI Assistant' });
    await expect(panel.getByText('Ask me anything about your code or project! Start typing below.')).toBeVisible();

    const input = panel.getByPlaceholder('Ask a question...');
    await expect(input).toHaveAttribute('rows', '2');
    await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
    await input.fill('   ');
    await input.press('Enter');
    await expect(panel.getByRole('article')).toHaveCount(0);

    await input.fill('What does applyDiscount do?');
    await input.press('Shift+Enter');
    await input.pressSequentially('Keep it short.');
    await expect(input).toHaveValue('What does applyDiscount do?\nKeep it short.');
    await expect(panel.getByRole('article')).toHaveCount(0);

    const streamed = page.waitForResponse('**/api/ai/chat/stream');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(panel.getByRole('article', { name: 'Your message' })).toHaveText(
      /What does applyDiscount do\?\s*Keep it short\./,
    );
    expect((await streamed).headers()['content-type']).toContain('text/event-stream');

    // The built-in assistant analysed the editor's text: it quotes the unsaved function with its lines.
    const reply = replies(panel).first();
    await expect(reply).toHaveAttribute('data-status', 'complete');
    await expect(reply).toContainText('return price * 0.9;');
    await expect(reply).toContainText('applyDiscount (lines 9–11) takes price');
    await expect(reply.getByRole('button', { name: 'Copy code' }).first()).toBeVisible();
    await expect(reply.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);

    // The conversation is kept: the second question goes into the same one.
    await input.fill('Any problems in total?');
    await input.press('Enter');
    await expect(replies(panel)).toHaveCount(2);
    await expect(replies(panel).nth(1)).toHaveAttribute('data-status', 'complete');
    const conversations = await api<Conversation[]>(page, 'GET', '/ai/conversations');
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({ title: 'What does applyDiscount do?', message_count: 4 });

    await panel.getByRole('button', { name: 'New Chat' }).click();
    await expect(panel.getByRole('article')).toHaveCount(0);
    await expect(panel.getByText('Ask me anything about your code or project! Start typing below.')).toBeVisible();

    await panel.getByRole('button', { name: 'Close AI Assistant' }).click();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('AI Assistant panel failures', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('a refused question stays on screen with an "Error: " reply and the "AI Assistant Error" toast', async ({
    page,
  }) => {
    await registerAndSignIn(page);
    const { project, file } = await createProjectWithFile(
      page,
      { title: 'Gone' },
      { filename: 'ledger.js', content: LEDGER },
    );
    await page.goto(`/projects/${project.id}/code/${file!.id}`);
    await page.getByRole('button', { name: 'AI Assistant', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'AI Assistant' });
    const input = panel.getByPlaceholder('Ask a question...');
    await input.fill('What does total do?');
    await input.press('Enter');
    await expect(replies(panel).first()).toHaveAttribute('data-status', 'complete');

    // The conversation disappears elsewhere (another tab), so the next question is refused.
    const [conversation] = await api<Conversation[]>(page, 'GET', '/ai/conversations');
    await deleteConversationElsewhere(page, conversation!.id);
    await input.fill('And the loop?');
    await input.press('Enter');
    await expect(page.getByText('AI Assistant Error', { exact: true })).toBeVisible();
    const error = panel.locator('article[data-status="error"]');
    await expect(error).toContainText('Error: Conversation not found.');
    await expect(panel.getByRole('article', { name: 'Your message' }).last()).toContainText('And the loop?');
    await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(input).toHaveValue('');
  });
});

test.describe('/chat', () => {
  test('send, streamed reply, listed with a title, kept after reload, renamed, deleted after confirming', async ({
    page,
  }) => {
    await registerAndSignIn(page);
    await page.goto('/chat');
    await expect(page.getByText('No conversations yet. Start a new one!')).toBeVisible();
    await expect(page.getByText('Select a conversation or start a new one.')).toBeVisible();

    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    await expect(input).toBeFocused();
    await input.fill('What does the Law of Immutable State ask for?');
    const reads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'GET' && path.startsWith('/api/ai/conversations')) reads.push(path);
    });
    const streamed = page.waitForResponse('**/api/ai/chat/stream');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('article', { name: 'Your message' })).toHaveText(
      /What does the Law of Immutable State ask for\?/,
    );
    expect((await streamed).headers()['content-type']).toContain('text/event-stream');

    const reply = replies(page).first();
    await expect(reply).toHaveAttribute('data-status', 'complete');
    await expect(reply).toContainText('HB004');
    // The answer text has no server settings; a badge says it came from the offline assistant.
    await expect(reply).not.toContainText('AI_PROVIDER');
    await expect(reply.getByRole('link', { name: /offline assistant/i })).toHaveAttribute(
      'href',
      '/docs#connecting-a-language-model',
    );
    await expect(page).toHaveURL(/\/chat\?conversation=[0-9a-f-]{36}$/);
    const conversationId = new URL(page.url()).searchParams.get('conversation')!;
    await expect(input).toBeEnabled();
    // After a send the list and the messages are each read once.
    await page.waitForLoadState('networkidle');
    expect(reads.sort()).toEqual(['/api/ai/conversations', `/api/ai/conversations/${conversationId}/messages`]);
    await expect(input).toBeFocused();

    const sidebar = page.getByRole('complementary', { name: 'Conversations' });
    const item = sidebar.getByRole('button', { name: /What does the Law of Immutable State ask for\?/ });
    await expect(item).toHaveAttribute('aria-current', 'true');
    await expect(item).toContainText('2 messages');
    await expect(
      page.getByRole('heading', { level: 2, name: 'What does the Law of Immutable State ask for?' }),
    ).toBeVisible();

    await page.reload();
    await expect(replies(page)).toHaveCount(1);
    await expect(replies(page).first()).toContainText('HB004');
    await expect(item).toBeVisible();

    // Rename.
    await page.getByRole('button', { name: 'Rename' }).click();
    const renameDialog = page.getByRole('dialog', { name: 'Rename conversation' });
    const title = renameDialog.getByLabel('Title');
    await expect(title).toHaveValue('What does the Law of Immutable State ask for?');
    await title.fill('   ');
    await renameDialog.getByRole('button', { name: 'Save' }).click();
    await expect(renameDialog.getByText('Title must not be empty.')).toBeVisible();
    await title.fill('Immutable state notes');
    await renameDialog.getByRole('button', { name: 'Save' }).click();
    await expect(renameDialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Immutable state notes' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: /Immutable state notes/ })).toBeVisible();
    const renamed = await api<Conversation>(page, 'GET', `/ai/conversations/${conversationId}`);
    expect(renamed.title).toBe('Immutable state notes');

    // Delete: Cancel keeps it, confirming removes it.
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this conversation?' });
    await expect(confirm).toContainText('"Immutable state notes" and its 2 messages will be deleted.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(await api<Conversation[]>(page, 'GET', '/ai/conversations')).toHaveLength(1);
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Conversation deleted', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('No conversations yet. Start a new one!')).toBeVisible();
    await expect(page.getByText('Select a conversation or start a new one.')).toBeVisible();
    await expect(page).toHaveURL(/\/chat$/);
    expect(await api<Conversation[]>(page, 'GET', '/ai/conversations')).toHaveLength(0);
  });

  test('Enter sends, Shift+Enter makes a new line, blank text is never sent; a second message stays in the conversation', async ({
    page,
  }) => {
    await registerAndSignIn(page);
    await page.goto('/chat');
    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    await input.fill('  \n ');
    await input.press('Enter');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(page.getByRole('article')).toHaveCount(0);

    await input.fill('Explain autosave');
    await input.press('Shift+Enter');
    await input.pressSequentially('in two lines');
    await expect(input).toHaveValue('Explain autosave\nin two lines');
    await expect(page.getByRole('article')).toHaveCount(0);
    await input.press('Enter');
    const question = page.getByRole('article', { name: 'Your message' }).locator('p');
    await expect(question).toHaveText('Explain autosave in two lines');
    expect(await question.innerText()).toBe('Explain autosave\nin two lines');
    await expect(replies(page).first()).toHaveAttribute('data-status', 'complete');
    await expect(page).toHaveURL(/conversation=/);
    const conversationId = new URL(page.url()).searchParams.get('conversation')!;

    await input.fill('And what is a draft?');
    await input.press('Enter');
    await expect(replies(page)).toHaveCount(2);
    await expect(replies(page).nth(1)).toHaveAttribute('data-status', 'complete');
    const stored = await api<ChatMessage[]>(page, 'GET', `/ai/conversations/${conversationId}/messages`);
    expect(stored.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(stored[0]?.content).toBe('Explain autosave\nin two lines');

    // New Chat clears the selection and the messages; the old conversation is one click away.
    await page.getByRole('button', { name: 'New Chat' }).click();
    await expect(page.getByText('Select a conversation or start a new one.')).toBeVisible();
    await page
      .getByRole('complementary', { name: 'Conversations' })
      .getByRole('button', { name: /Explain autosave/ })
      .click();
    await expect(page.getByRole('article')).toHaveCount(4);
  });

  test('a reply sent while the list is still loading is listed once it ends', async ({ page }) => {
    await registerAndSignIn(page);
    // The list's first read (made before anything was sent) arrives only after the reply.
    let releaseList!: () => void;
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
    await page.route(
      '**/api/ai/conversations',
      async (route) => {
        const response = await route.fetch();
        await listHeld;
        // The screen may have given up this read for a newer one.
        await route.fulfill({ response }).catch(() => undefined);
      },
      { times: 1 },
    );
    await page.goto('/chat');
    const sidebar = page.getByRole('complementary', { name: 'Conversations' });
    await expect(sidebar.getByRole('status').filter({ hasText: 'Loading conversations' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    await input.fill('What is HB002?');
    await input.press('Enter');
    await expect(replies(page).first()).toHaveAttribute('data-status', 'complete');
    releaseList();
    await expect(sidebar.getByRole('button', { name: /What is HB002\?/ })).toContainText('2 messages');
  });

  test('the conversation list is a toggled panel on a phone, and everything works at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerAndSignIn(page);
    await page.goto('/chat');
    const sidebar = page.getByRole('complementary', { name: 'Conversations' });
    await expect(sidebar).toBeHidden();
    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    await input.fill('What is HB001?');
    await input.press('Enter');
    await expect(replies(page).first()).toHaveAttribute('data-status', 'complete');

    const show = page.getByRole('button', { name: 'Show conversations' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await show.click();
    await expect(sidebar).toBeVisible();
    await expect(input).toBeHidden();
    await sidebar.getByRole('button', { name: 'New Chat' }).click();
    await expect(sidebar).toBeHidden();
    await expect(page.getByText('Select a conversation or start a new one.')).toBeVisible();
    await show.click();
    await sidebar.getByRole('button', { name: /What is HB001\?/ }).click();
    await expect(sidebar).toBeHidden();
    await expect(replies(page)).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  // The second end-to-end server answers through a model that streams a word every 100 ms for a
  // minute (scripts/e2e-server.mjs), so the reply is still arriving when Stop is pressed.
  test.describe('with a model that is still answering', () => {
    test.use({ baseURL: slowModelBaseURL });

    test('Stop asks the server to stop, and the screen ends with the partial reply the server kept', async ({
      page,
    }) => {
      test.setTimeout(scaled(60_000));
      await expect
        .poll(async () => (await page.request.get('/api/health').catch(() => null))?.ok() ?? false, {
          timeout: scaled(40_000),
        })
        .toBe(true);
      await registerAndSignIn(page);
      await page.goto('/chat');
      const input = page.getByRole('textbox', { name: 'Message', exact: true });
      await input.fill('Explain the five laws HB001 to HB005');
      const stopCall = page.waitForRequest(
        (request) => request.method() === 'POST' && /\/api\/ai\/conversations\/[0-9a-f-]+\/stop$/.test(request.url()),
      );
      await input.press('Enter');
      await expect(input).toBeDisabled();
      // The first words are on the screen: the conversation is known and the reply still coming.
      const reply = replies(page).first();
      await expect(reply).toHaveAttribute('data-status', 'streaming');
      await expect(reply).toContainText('word3');
      const stop = page.getByRole('button', { name: 'Stop' });
      await expect(stop).toBeFocused();
      await stop.click();
      await stopCall;
      await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
      await expect(input).toBeEnabled();

      // The server kept what had arrived, marked stopped, and the screen shows exactly that.
      await expect(reply).toHaveAttribute('data-status', 'stopped');
      await expect(reply.getByText('Stopped')).toBeVisible();
      const conversationId = new URL(page.url()).searchParams.get('conversation')!;
      const stored = await api<ChatMessage[]>(page, 'GET', `/ai/conversations/${conversationId}/messages`);
      const kept = stored.filter((message) => message.role === 'assistant');
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({ status: 'stopped' });
      expect(kept[0]!.content).toMatch(/^word1 word2 word3 /);
      expect(kept[0]!.content).not.toContain('word600');
      const lastWord = kept[0]!.content.trim().split(' ').at(-1)!;
      await expect(reply).toContainText(lastWord);
      await expect(reply).not.toContainText(`word${Number(lastWord.slice(4)) + 1}`);
      // After a reload the reply is read back from the server, still stopped.
      await page.reload();
      await expect(replies(page).first()).toHaveAttribute('data-status', 'stopped');
    });
  });

  test('a menu opened while the chat loads stays open: the message box takes the focus only when it is free', async ({
    page,
  }) => {
    await registerAndSignIn(page);
    // Hold the workspace's code, so the menu is open before the message box arrives.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/chat-workspace-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/chat');
    await expect(page.getByRole('status').filter({ hasText: 'Loading chat' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Workspace' }).click();
    const item = page.getByRole('menuitem', { name: /Code Reviews/ });
    await expect(item).toBeVisible();
    release();
    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    await expect(input).toBeVisible();
    await expect(item).toBeVisible();
    await expect(input).not.toBeFocused();
    // Arriving with nothing else focused, the box is ready to type in.
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(input).toBeFocused();
  });

  test('a visitor sees "Login to Chat" with a link to the login screen', async ({ page }) => {
    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: 'Login to Chat' })).toBeVisible();
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  });
});

test.describe('/chat failures', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('a refused message is taken back with "Error sending message", and its text returns to the box', async ({
    page,
  }) => {
    await registerAndSignIn(page);
    await page.goto('/chat');
    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    await input.fill('First question about HB002');
    await input.press('Enter');
    await expect(replies(page).first()).toHaveAttribute('data-status', 'complete');
    const conversationId = new URL(page.url()).searchParams.get('conversation')!;

    await deleteConversationElsewhere(page, conversationId);
    await input.fill('A follow-up that cannot be stored');
    await input.press('Enter');
    await expect(page.getByText('Error sending message', { exact: true })).toBeVisible();
    await expect(page.getByText('Conversation not found.', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Your message' })).toHaveCount(1);
    await expect(input).toHaveValue('A follow-up that cannot be stored');
    await expect(input).toBeEnabled();
  });

  test('a conversation that cannot be read shows "Error fetching messages"', async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto('/chat?conversation=00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Error fetching messages', { exact: true })).toBeVisible();
    await expect(page.getByText('The messages could not be loaded.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('/chat with a conversation and the editor panel have no serious violations', async ({ page }) => {
      // Two replies and two axe scans: like the other multi-page accessibility tests, more time.
      test.setTimeout(scaled(60_000));
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await registerAndSignIn(page);
      const { project, file } = await createProjectWithFile(
        page,
        { title: 'Axe' },
        { filename: 'ledger.js', content: LEDGER },
      );
      await page.goto('/chat');
      if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      else await expect(page.locator('html')).not.toHaveClass(/dark/);
      await page
        .getByRole('textbox', { name: 'Message', exact: true })
        .fill('How do I fix HB004 in `let x = 1; x = 2;`?');
      await page.keyboard.press('Enter');
      await expect(replies(page).first()).toHaveAttribute('data-status', 'complete');
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`/projects/${project.id}/code/${file!.id}`);
      await page.getByRole('button', { name: 'AI Assistant', exact: true }).click();
      const panel = page.getByRole('complementary', { name: 'AI Assistant' });
      await panel.getByPlaceholder('Ask a question...').fill('What problems does this code have?');
      await panel.getByPlaceholder('Ask a question...').press('Enter');
      await expect(replies(panel).first()).toHaveAttribute('data-status', 'complete');
      expect(await axeViolations(page, { include: 'aside[aria-label="AI Assistant"]' })).toEqual([]);
    });
  });
}
