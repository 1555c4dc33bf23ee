// @vitest-environment jsdom
import { COMMUNITY_TEXTS, QuestionDetailSchema, QuestionListSchema, type QuestionDetail } from '@hammurabi/shared';
import { screen, within } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { userSummary } from '@/test/fixtures';
import { renderScreen } from '@/test/render-screen';
import { recoversOnRetry, setUpScreenTests, showsLoading } from '@/test/screen-states';
import { scriptedRoute } from '@/test/scripted-route';
import { CommunityScreen } from './community-screen';
import { QuestionPage } from './question-page';

const now = new Date().toISOString();
const author = { ...userSummary('ada'), avatar_seed: 'ada' };
const question: QuestionDetail = QuestionDetailSchema.parse({
  id: randomUUID(),
  title: 'Why does my loop never end?',
  tags: ['python'],
  author,
  created_at: now,
  last_activity_at: now,
  updated_at: now,
  upvotes: 2,
  downvotes: 0,
  score: 2,
  answer_count: 1,
  view_count: 5,
  is_resolved: false,
  body: 'The counter never changes.',
  accepted_answer_id: null,
  my_vote: 0,
  answers: [
    {
      id: randomUUID(),
      question_id: randomUUID(),
      body: 'Add one to the counter inside the loop.',
      author,
      created_at: now,
      updated_at: now,
      upvotes: 1,
      downvotes: 0,
      score: 1,
      is_accepted: false,
      my_vote: 0,
    },
  ],
});
const summary = { ...question, first_answer_preview: 'Add one to the counter…' };

// What the board holds: the list tests empty it, the question tests take its answers away.
let board: QuestionDetail[] = [];
const list = scriptedRoute(() => QuestionListSchema.parse(board.map(() => summary)));
const detail = scriptedRoute(
  (request) => board.find((candidate) => candidate.id === request.params.id),
  'Question not found.',
);

setUpScreenTests(
  {
    'GET /api/community/questions': list.route,
    'GET /api/community/questions/:id': detail.route,
    'POST /api/community/questions/:id/views': (_request, response) => void response.writeHead(204).end(),
  },
  [list, detail],
);
beforeEach(() => {
  board = [question];
});

const openBoard = () => renderScreen(<CommunityScreen />, { path: '/community', url: '/community' });
const openQuestion = (id = question.id) =>
  renderScreen(<QuestionPage />, { path: '/community/questions/:questionId', url: `/community/questions/${id}` });

describe('the community board', { timeout: 20_000 }, () => {
  it('shows a spinner while the questions load, then their cards', async () => {
    await showsLoading(list, openBoard, 'Loading questions');
    const cards = await screen.findByRole('list', { name: 'Questions' });
    expect(within(cards).getByRole('link', { name: /Why does my loop never end\?/ })).toBeTruthy();
    expect(screen.queryByText('Loading questions')).toBeNull();
  });

  it('says the board is empty when nobody asked yet', async () => {
    board = [];
    openBoard();
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeTruthy();
    expect(screen.getByText(COMMUNITY_TEXTS.empty)).toBeTruthy();
  });

  it('shows what failed, and Retry loads the questions again', async () => {
    const panel = await recoversOnRetry(list, openBoard, 'Error loading questions');
    expect(await screen.findByRole('list', { name: 'Questions' })).toBeTruthy();
    expect(panel.isConnected).toBe(false);
    expect(list.calls).toBe(2);
  });
});

describe('a question page', { timeout: 20_000 }, () => {
  it('shows a spinner while the question loads, then the question and its answers', async () => {
    await showsLoading(detail, openQuestion, 'Loading question');
    expect(await screen.findByRole('heading', { level: 1, name: question.title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1 Answer' })).toBeTruthy();
    expect(screen.getByText('Add one to the counter inside the loop.')).toBeTruthy();
  });

  it('invites the first answer when there is none', async () => {
    board = [{ ...question, answers: [], answer_count: 0 }];
    openQuestion();
    expect(await screen.findByRole('heading', { name: '0 Answers' })).toBeTruthy();
    expect(screen.getByText('No answers yet. Know the answer? Share it below.')).toBeTruthy();
  });

  it('says when the question does not exist', async () => {
    openQuestion(randomUUID());
    expect(await screen.findByRole('heading', { name: 'Question not found' })).toBeTruthy();
  });

  it('shows what failed, and Retry loads the question again', async () => {
    await recoversOnRetry(detail, openQuestion, 'Error loading the question');
    expect(await screen.findByRole('heading', { level: 1, name: question.title })).toBeTruthy();
    expect(detail.calls).toBe(2);
  });
});
