import { describe, expect, it } from 'vitest';
import { conversationTitle } from './conversation-title';
import { formatMessageTime, isSendKey, isSendable, messageBody } from './message-format';

describe('messageBody', () => {
  it('renders text as Markdown and an object as formatted JSON', () => {
    expect(messageBody('**Hi**')).toEqual({ kind: 'markdown', text: '**Hi**' });
    expect(messageBody({ answer: 42, steps: ['a'] })).toEqual({
      kind: 'json',
      text: '{\n  "answer": 42,\n  "steps": [\n    "a"\n  ]\n}',
    });
    expect(messageBody(['x'])).toEqual({ kind: 'json', text: '[\n  "x"\n]' });
    expect(messageBody(null)).toEqual({ kind: 'markdown', text: '' });
    expect(messageBody(7)).toEqual({ kind: 'markdown', text: '7' });
  });
});

describe('formatMessageTime', () => {
  const now = new Date(2025, 2, 14, 16, 30);

  it('shows only the clock time for today', () => {
    expect(formatMessageTime(new Date(2025, 2, 14, 9, 5).toISOString(), now, 'en-GB')).toBe('09:05');
  });

  it('adds the day for earlier days and the year for earlier years', () => {
    expect(formatMessageTime(new Date(2025, 2, 13, 9, 5).toISOString(), now, 'en-GB')).toBe('13 Mar, 09:05');
    expect(formatMessageTime(new Date(2024, 11, 31, 23, 59).toISOString(), now, 'en-GB')).toBe('31 Dec 2024, 23:59');
  });

  it('shows nothing for a time it cannot read', () => {
    expect(formatMessageTime('not a date', now)).toBe('');
  });
});

describe('sending keys', () => {
  it('sends on Enter, not on Shift+Enter, other keys or while an input method composes', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
  });

  it('never sends a blank message', () => {
    expect(isSendable('  \n\t ')).toBe(false);
    expect(isSendable(' ok ')).toBe(true);
  });
});

describe('conversationTitle', () => {
  it('uses the title, else "Conversation " and the first 8 characters of the id', () => {
    const id = 'abcdef12-3456-4789-8abc-def012345678';
    expect(conversationTitle({ id, title: 'Refactor the parser' })).toBe('Refactor the parser');
    expect(conversationTitle({ id, title: null })).toBe('Conversation abcdef12');
    expect(conversationTitle({ id, title: '   ' })).toBe('Conversation abcdef12');
  });
});
