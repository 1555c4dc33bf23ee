import type { Page } from '@playwright/test';
import { registerAndSignIn } from './helpers/auth';
import { createProjectWithFile } from './helpers/projects';
import { expect, test } from './fixtures';

const messagesPane = (page: Page) => page.getByRole('log', { name: 'Messages' });
const questions = (page: Page) => messagesPane(page).getByRole('article', { name: 'Your message' });
const replies = (page: Page) => messagesPane(page).getByRole('article', { name: 'Assistant reply' });

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message', exact: true });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(box).toBeEnabled();
}

const TOTAL = [
  'def total(items):',
  '    result = 0',
  '    for i in range(len(items)):',
  '        result += items[i]',
  '    return result',
].join('\n');

test.describe('the offline assistant as a newcomer meets it', () => {
  test('pasted code, a how-to answered from the snippets, a kept attachment and the community offer', async ({
    page,
  }) => {
    await registerAndSignIn(page);
    await createProjectWithFile(
      page,
      { title: 'Shop', language: 'python' },
      { filename: 'shop.py', content: 'def merge_carts(left, right):\n    return left + right\n' },
    );
    await page.goto('/chat');

    // 1. Code pasted into the question is the code of the question, and shows as code.
    await send(page, `How can I make this shorter?\n\n\`\`\`python\n${TOTAL}\n\`\`\``);
    await expect(questions(page).first().locator('pre')).toContainText('for i in range(len(items)):');
    await expect(questions(page).first().getByRole('button', { name: /Copy/ })).toBeVisible();
    await expect(replies(page).first()).toContainText('return sum(items)');
    await expect(replies(page).first()).not.toContainText('I need the code');

    // 2. A how-to question is answered from the snippet library, with a link to the snippet.
    await send(page, 'How do I debounce a function in JavaScript?');
    const howTo = replies(page).nth(1);
    await expect(howTo).toContainText('function debounce');
    const source = howTo.getByRole('link', { name: 'Debounce a function' }).first();
    await expect(source).toHaveAttribute('href', /^\/snippets\/javascript-debounce/);

    // 3. An attached file stays with the conversation: its chip, and its code in the next answer.
    await page.getByRole('button', { name: 'Attach project files' }).click();
    const picker = page.getByRole('dialog', { name: 'Attach project files' });
    await picker.getByRole('searchbox', { name: 'Search files by name' }).fill('shop');
    await picker.getByRole('button', { name: /shop\.py/ }).click();
    await picker.getByRole('button', { name: 'Done' }).click();
    await send(page, 'Explain this code');
    await expect(replies(page).nth(2)).toContainText('merge_carts');
    await expect(page.getByRole('list', { name: 'Files to send' })).toContainText('shop.py');
    await send(page, 'Does it have any bugs?');
    await expect(questions(page).nth(3).getByRole('list', { name: 'Attached files' })).toContainText('shop.py');

    // 4. Nothing relevant: "I don't know", with the question ready to ask the community.
    await page.getByRole('button', { name: 'Remove shop.py' }).click();
    await send(page, 'How do I frobnicate a quux widget?');
    const unknown = replies(page).nth(4);
    await expect(unknown).toContainText("I don't know");
    await unknown.getByRole('link', { name: 'Ask the community' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask a Question' });
    await expect(dialog.getByRole('textbox', { name: /Title/ })).toHaveValue('How do I frobnicate a quux widget?');
  });

  test("in the editor panel: a sqlite3 fix with ? and the user's cursor, in a code block that scrolls", async ({
    page,
  }) => {
    await registerAndSignIn(page);
    const wide = 'x'.repeat(40);
    const { project, file } = await createProjectWithFile(
      page,
      { title: 'Orders', language: 'python' },
      {
        filename: 'orders.py',
        content: [
          'import sqlite3',
          '',
          'PASSWORD = "hunter2"',
          '',
          '',
          'def find_order(conn, order_id):',
          '    """The order with this id."""',
          '    cur = conn.cursor()',
          `    cur.execute("SELECT * FROM orders_${wide} WHERE id = '" + order_id + "'")`,
          '    return cur.fetchone()',
          '',
        ].join('\n'),
      },
    );
    await page.goto(`/projects/${project.id}/code/${file!.id}`);
    await page.getByRole('button', { name: 'AI Assistant', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'AI Assistant' });
    const input = panel.getByPlaceholder('Ask a question...');
    await input.fill('Is this code secure?');
    await input.press('Enter');
    const reply = panel.getByRole('article', { name: 'Assistant reply' }).first();
    await expect(reply).toHaveAttribute('data-status', 'complete');
    await expect(reply).toContainText('PASSWORD');
    await expect(reply).toContainText(`cur.execute("SELECT * FROM orders_${wide} WHERE id = ?", (order_id,))`);
    await expect(reply).not.toContainText('cursor.execute');
    // The wide block scrolls inside the panel instead of being cut off at its edge.
    const block = reply.locator('pre').first();
    const fits = await block.evaluate((pre) => {
      const aside = pre.closest('aside') ?? document.body;
      const box = pre.getBoundingClientRect();
      return {
        scrolls: pre.scrollWidth > pre.clientWidth,
        inside: box.right <= aside.getBoundingClientRect().right + 1,
      };
    });
    expect(fits).toEqual({ scrolls: true, inside: true });
  });
});
