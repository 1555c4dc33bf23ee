import type { ChatMessage } from '@hammurabi/shared';
import { describe, expect, it } from 'vitest';
import { applyStreamEvent, endTurn, fromStored, startTurn, withTurn } from './chat-turn';

const conversationId = '11111111-1111-4111-8111-111111111111';
const userMessageId = '22222222-2222-4222-8222-222222222222';
const replyId = '33333333-3333-4333-8333-333333333333';
const t0 = '2025-03-01T10:00:00.000Z';
const t1 = '2025-03-01T10:00:01.000Z';

function streamed(...texts: string[]) {
  let turn = startTurn('What does main.js do?', null, t0);
  turn = applyStreamEvent(
    turn,
    {
      event: 'conversation',
      data: {
        conversation_id: conversationId,
        title: 'What does main.js do?',
        user_message_id: userMessageId,
        provider: 'builtin',
      },
    },
    t0,
  );
  for (const text of texts) turn = applyStreamEvent(turn, { event: 'delta', data: { text } }, t1);
  return turn;
}

function stored(id: string, role: ChatMessage['role'], content: string): ChatMessage {
  return {
    id,
    conversation_id: conversationId,
    parent_id: null,
    role,
    content,
    status: 'complete',
    created_at: t0,
    sibling_ids: [id],
    files: [],
  };
}

describe('a chat turn', () => {
  it('learns the conversation from the first event and appends each delta to the reply', () => {
    const turn = streamed('The file ', 'defines `main`.');
    expect(turn).toMatchObject({
      conversationId,
      userMessageId,
      title: 'What does main.js do?',
      reply: 'The file defines `main`.',
      replyStartedAt: t1,
      outcome: null,
    });
  });

  it('ends with the status of "done", or as failed with the detail of "error"', () => {
    expect(
      applyStreamEvent(streamed('x'), { event: 'done', data: { message_id: replyId, status: 'stopped' } }, t1).outcome,
    ).toEqual({
      status: 'stopped',
      messageId: replyId,
      error: null,
    });
    expect(
      applyStreamEvent(
        streamed('x'),
        { event: 'error', data: { detail: 'The model timed out.', status: 504, message_id: null } },
        t1,
      ).outcome,
    ).toEqual({ status: 'failed', messageId: null, error: 'The model timed out.' });
  });

  it('counts a closed connection as stopped when we closed it, and as failed otherwise', () => {
    expect(endTurn(streamed('x'), { aborted: true }).outcome).toMatchObject({ status: 'stopped' });
    expect(endTurn(streamed('x'), { error: 'Network down' }).outcome).toMatchObject({
      status: 'failed',
      error: 'Network down',
    });
    const done = applyStreamEvent(
      streamed('x'),
      { event: 'done', data: { message_id: replyId, status: 'complete' } },
      t1,
    );
    expect(endTurn(done, { error: 'late' })).toBe(done);
  });
});

describe('withTurn', () => {
  const history = [
    stored('a0000000-0000-4000-8000-000000000000', 'user', 'Earlier'),
    stored('b0000000-0000-4000-8000-000000000000', 'assistant', 'Answer'),
  ].map(fromStored);

  it('shows the question at once and the typing indicator stands in until the first piece', () => {
    const shown = withTurn(history, startTurn('Next?', conversationId, t1));
    expect(shown.map((message) => [message.role, message.content, message.status])).toEqual([
      ['user', 'Earlier', 'complete'],
      ['assistant', 'Answer', 'complete'],
      ['user', 'Next?', 'complete'],
    ]);
  });

  it('shows the reply as streaming, then with its outcome', () => {
    const turn = streamed('Partial');
    expect(withTurn([], turn).at(-1)).toMatchObject({ role: 'assistant', content: 'Partial', status: 'streaming' });
    const stopped = applyStreamEvent(turn, { event: 'done', data: { message_id: replyId, status: 'stopped' } }, t1);
    expect(withTurn([], stopped).at(-1)).toMatchObject({ content: 'Partial', status: 'stopped' });
  });

  it('leaves out the stored copies of the turn’s own messages, so nothing shows twice', () => {
    const turn = applyStreamEvent(
      streamed('Reply'),
      { event: 'done', data: { message_id: replyId, status: 'complete' } },
      t1,
    );
    const refetched = [
      ...history,
      fromStored(stored(userMessageId, 'user', 'What does main.js do?')),
      fromStored(stored(replyId, 'assistant', 'Reply')),
    ];
    expect(withTurn(refetched, turn).map((message) => message.content)).toEqual([
      'Earlier',
      'Answer',
      'What does main.js do?',
      'Reply',
    ]);
    expect(withTurn(refetched, null)).toHaveLength(4);
  });
});

describe('a turn that replaces messages (an edit or a new answer)', () => {
  const shown = [stored('q1', 'user', 'One'), stored('a1', 'assistant', 'Uno'), stored('q2', 'user', 'Two')].map(
    fromStored,
  );

  it('an edit hides the edited question and all after it, and shows the new question', () => {
    const turn = startTurn('Deux', conversationId, t0, { replaces: 'q2', showQuestion: true });
    expect(withTurn(shown, turn).map((message) => message.key)).toEqual(['q1', 'a1', 'turn-question']);
  });

  it('a new answer keeps its question on screen and streams in place of the old answer', () => {
    let turn = startTurn('', conversationId, t0, { replaces: 'a1', showQuestion: false });
    turn = applyStreamEvent(turn, { event: 'delta', data: { text: 'Eins' } }, t1);
    expect(withTurn(shown, turn).map((message) => [message.key, message.content])).toEqual([
      ['q1', 'One'],
      ['turn-reply', 'Eins'],
    ]);
  });
});
