// @vitest-environment jsdom
import {
  LearningModuleDetailSchema,
  LearningPathListSchema,
  type LearningModuleDetail,
  type LearningPathSummary,
} from '@hammurabi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen';
import { recoversOnRetry, setUpScreenTests, showsLoading } from '@/test/screen-states';
import { scriptedRoute } from '@/test/scripted-route';
import { LearningScreen } from './learning-screen';
import { ModulePage } from './module-page';

const path: LearningPathSummary = {
  id: 'javascript-basics',
  title: 'JavaScript Basics',
  description: 'Values, functions and loops.',
  difficulty: 'Beginner',
  duration: '3 hours',
  tags: ['javascript'],
  module_count: 1,
  tutorial_route: null,
  progress: 0,
  status: 'not_started',
};
const exercise: LearningModuleDetail = LearningModuleDetailSchema.parse({
  id: 'greeting',
  title: 'Say hello',
  type: 'exercise',
  minutes: 10,
  position: 0,
  lesson_route: null,
  status: 'not_started',
  language: 'javascript',
  difficulty: 'Beginner',
  path_id: path.id,
  path_title: path.title,
  content_html: '<p>Print a greeting for the name you read.</p>',
  exercise: {
    language: 'javascript',
    difficulty: 'Beginner',
    task_html: '<p>Print Hello, then the name.</p>',
    starter: 'const name = readLine();\n',
    tests: [{ id: 'ada', name: 'Greets Ada', input: 'Ada\n', expectedOutput: 'Hello, Ada\n' }],
    hidden_tests: 2,
    laws: ['HB002'],
  },
  quiz: null,
  solution: null,
  check: null,
  previous_module_id: null,
  next_module_id: null,
});

// The catalogue: the empty-list test clears it.
let catalogue: LearningPathSummary[] = [];
const paths = scriptedRoute(() => LearningPathListSchema.parse(catalogue));
const module = scriptedRoute(
  (request) => (request.params.id === exercise.id ? exercise : undefined),
  'Learning module not found.',
);

setUpScreenTests(
  {
    'GET /api/learning/paths': paths.route,
    'GET /api/learning/modules/:id': module.route,
  },
  [paths, module],
);
beforeEach(() => {
  catalogue = [path];
});

const openPaths = () => renderScreen(<LearningScreen />, { path: '/learning', url: '/learning' });
const openModule = (id = exercise.id) =>
  renderScreen(<ModulePage />, { path: '/learning/:pathId/:moduleId', url: `/learning/${path.id}/${id}` });

describe('the learning paths', { timeout: 20_000 }, () => {
  it('shows a spinner while the paths load, then their cards', async () => {
    await showsLoading(paths, openPaths, 'Loading learning paths');
    const cards = await screen.findByRole('list', { name: 'Learning paths' });
    expect(within(cards).getByRole('heading', { name: 'JavaScript Basics' })).toBeTruthy();
    expect(
      within(cards)
        .getByRole('link', { name: /JavaScript Basics/ })
        .getAttribute('href'),
    ).toBe('/learning/javascript-basics');
  });

  it('says when there is no path yet', async () => {
    catalogue = [];
    openPaths();
    expect(await screen.findByRole('heading', { name: 'No learning paths yet' })).toBeTruthy();
  });

  it('shows what failed, and Retry loads the paths again', async () => {
    await recoversOnRetry(paths, openPaths, 'Learning paths could not be loaded');
    expect(await screen.findByRole('list', { name: 'Learning paths' })).toBeTruthy();
    expect(paths.calls).toBe(2);
  });
});

describe('a module with an exercise', { timeout: 20_000 }, () => {
  it('shows a spinner while the module loads, then the lesson and the exercise in its editor', async () => {
    await showsLoading(module, openModule, 'Loading the module');
    expect(await screen.findByRole('heading', { level: 1, name: 'Say hello' })).toBeTruthy();
    expect(screen.getByText('Print a greeting for the name you read.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your solution (JavaScript)' })).toBeTruthy();
    expect(screen.getByText(/1 visible and 2 hidden tests · laws checked: HB002/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run tests' })).toBeTruthy();
    // The editor starts from the exercise's starter code.
    await waitFor(() =>
      expect(document.querySelector('.cm-content')?.textContent).toContain('const name = readLine();'),
    );
  });

  it('says when the module does not exist, without a Retry that cannot help', async () => {
    openModule('no-such-module');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Module not found' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Back to the path' })).toBeTruthy();
  });

  it('shows what failed, and Retry loads the module again', async () => {
    await recoversOnRetry(module, openModule, 'This module could not be loaded');
    expect(await screen.findByRole('heading', { level: 1, name: 'Say hello' })).toBeTruthy();
  });
});
