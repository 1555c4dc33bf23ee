import { describe, expect, it } from 'vitest';
import { ChatStreamError, toChatStreamEvent } from './chat-events';

const id = '3f2a7c1e-9b4d-4e8a-a1c2-0d5e6f7a8b9c';

describe('toChatStreamEvent', () => {
  it('reads each event of the chat stream contract', () => {
    expect(
      toChatStreamEvent({
        event: 'conversation',
        data: JSON.stringify({ conversation_id: id, title: 'Hi', user_message_id: id, provider: 'builtin' }),
      }),
    ).toEqual({
      event: 'conversation',
      data: { conversation_id: id, title: 'Hi', user_message_id: id, provider: 'builtin' },
    });
    expect(toChatStreamEvent({ event: 'delta', data: '{"text":"piece"}' })).toEqual({
      event: 'delta',
      data: { text: 'piece' },
    });
    expect(toChatStreamEvent({ event: 'done', data: '{"message_id":null,"status":"stopped"}' })).toEqual({
      event: 'done',
      data: { message_id: null, status: 'stopped' },
    });
    expect(
      toChatStreamEvent({
        event: 'error',
        data: JSON.stringify({ detail: 'Timed out', status: 504, message_id: null }),
      }),
    ).toEqual({ event: 'error', data: { detail: 'Timed out', status: 504, message_id: null } });
  });

  it('skips event types it does not know, so the server may add some', () => {
    expect(toChatStreamEvent({ event: 'message', data: '{}' })).toBeNull();
    expect(toChatStreamEvent({ event: 'usage', data: '{"tokens":3}' })).toBeNull();
    expect(toChatStreamEvent({ event: 'toString', data: '{}' })).toBeNull();
  });

  it('refuses data that is not JSON or breaks the contract', () => {
    expect(() => toChatStreamEvent({ event: 'delta', data: 'not json' })).toThrow(ChatStreamError);
    expect(() => toChatStreamEvent({ event: 'delta', data: '{"text":3}' })).toThrow('unexpected "delta" event');
    expect(() => toChatStreamEvent({ event: 'done', data: '{"message_id":null,"status":"odd"}' })).toThrow(
      ChatStreamError,
    );
  });
});
