import { expect, test } from './fixtures';
import { axeViolations } from './helpers/axe';
import { registerAndSignIn } from './helpers/auth';
import { scaled } from './helpers/slowness';

const SOLUTION = 'visitor_name = input()\nprint(f"Hello, {visitor_name}!")\n';

test('a new learner starts the beginner path, completes a lesson and an exercise, and the dashboard shows it', async ({
  page,
}) => {
  // One whole learner's journey on a shared machine, with two submissions the server judges.
  test.setTimeout(scaled(240_000));
  await registerAndSignIn(page);
  await page.goto('/learning');
  const card = page.getByRole('list', { name: 'Learning paths' }).getByRole('listitem').filter({
    hasText: 'Programming from Zero',
  });
  await expect(card.getByRole('link', { name: 'Start Learning: Programming from Zero' })).toBeVisible();

  // The filter lives in the address.
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByLabel('Difficulty').selectOption('Advanced');
  await expect(page).toHaveURL(/difficulty=Advanced/);
  await expect(card).toBeHidden();
  await page.getByLabel('Difficulty').selectOption('');
  await expect(card).toBeVisible();

  // Suggest a Path is stored and thanked.
  await page.getByRole('button', { name: 'Suggest a Path' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suggest a Path' });
  await dialog.getByLabel('Title').fill('Rust for beginners');
  await dialog.getByLabel('What should it teach?').fill('Ownership and borrowing, slowly.');
  await dialog.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.getByText('Thank you for your suggestion!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await card.getByRole('link', { name: 'Start Learning: Programming from Zero' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Programming from Zero' })).toBeVisible();
  const modules = page.getByRole('list', { name: 'Modules' });
  await expect(modules.locator('[aria-current="step"]')).toContainText('Your first program');

  // A reading module: Mark as complete.
  await modules.getByRole('link', { name: /Your first program/ }).click();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Completed' })).toBeVisible();

  // An exercise: write the solution, run the visible tests, submit every test.
  await page.getByRole('link', { name: 'Next module' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Names, values and types' })).toBeVisible();
  await page.getByRole('link', { name: 'Next module' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exercise: Greet by name' })).toBeVisible();
  await expect(page.getByText('2 visible and 1 hidden tests')).toBeVisible();
  const editor = page.locator('.cm-content');
  const results = page.getByRole('list', { name: 'Test results' });
  // The server judges a submission itself: a program printing "no" solves nothing.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('print("no")\n');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Not solved yet')).toBeVisible({ timeout: scaled(90_000) });
  await expect(page.getByText('0 of 3 tests passed (hidden tests included).')).toBeVisible();
  await expect(results.getByRole('listitem').filter({ hasText: 'Hidden test 1' })).toContainText('Failed');
  // Hint climbs the ladder one step per click, from the learner's own code.
  await page.getByRole('button', { name: 'Hint' }).click();
  const hints = page.getByRole('list', { name: 'Hints' });
  await expect(hints).toContainText('line 1 differs — expected "Hello, Ada!", got "no".');
  await page.getByRole('button', { name: 'Next hint' }).click();
  await expect(hints).toContainText('prints a fixed value');
  // Hints are Markdown: code they cite is set as code.
  await expect(hints.locator('code', { hasText: 'input()' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Next hint' }).click();
  await expect(hints.getByRole('link', { name: 'Read the lesson' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next hint' })).toHaveCount(0);

  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(SOLUTION);
  // (Run tests, the browser's quick run of the visible tests, is tried in learning-modules.spec.ts.)
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Exercise solved!')).toBeVisible({ timeout: scaled(90_000) });
  await expect(page.getByText('3 of 3 tests passed (hidden tests included).')).toBeVisible();
  await expect(results.getByText('Passed', { exact: true })).toHaveCount(3);
  await expect(results.getByRole('listitem').filter({ hasText: 'Hidden test 1' })).toContainText(
    'its input and expected output stay on the server',
  );
  expect(await axeViolations(page, { atRest: true })).toEqual([]);
  await expect(page.getByRole('link', { name: 'Next module' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Learning Paths' }).click();
  await expect(card.getByRole('link', { name: 'Continue Learning: Programming from Zero' })).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Programming from Zero progress' })).toHaveAttribute(
    'value',
    '28',
  );
  expect(await axeViolations(page, { atRest: true })).toEqual([]);

  // The tutorial the path follows ticks the completed lesson.
  await page.goto('/tutorials/beginner');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Your first program' }).getByRole('img', { name: 'Completed' }),
  ).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Functions that do one thing' }).getByRole('img'),
  ).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-learningStreak')).toContainText('1');
  await expect(page.getByTestId('stat-learningStreak')).toContainText('day');
  const panel = page.getByRole('region', { name: 'Learning Progress' });
  await expect(panel.getByRole('link', { name: /Programming from Zero/ })).toContainText('2/7 steps');
});

test('a stuck learner asks the community with the exercise, code and failing tests filled in', async ({ page }) => {
  test.setTimeout(scaled(150_000));
  await registerAndSignIn(page);
  await page.goto('/learning/beginner/beginner-exercise-greeting');
  await expect(page.getByRole('heading', { level: 1, name: 'Exercise: Greet by name' })).toBeVisible();
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('print("no")\n');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Not solved yet')).toBeVisible({ timeout: scaled(90_000) });

  await page.getByRole('button', { name: 'Ask the community' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a Question' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Stuck on "Exercise: Greet by name" (Programming from Zero)');
  const body = dialog.getByLabel('Details');
  await expect(body).toHaveValue(/```python\nprint\("no"\)\n```/);
  await expect(body).toHaveValue(/\*\*A short name\*\* \(failed\)[\s\S]*Hello, Ada![\s\S]*Actual:\n\n```\nno\n```/);
  await expect(body).toHaveValue(/\/learning\/beginner\/beginner-exercise-greeting\)/);
  await expect(body).not.toHaveValue(/Grace Hopper|hidden/);
  await expect(dialog.getByLabel('Tags')).toHaveValue('python, beginner');
});
