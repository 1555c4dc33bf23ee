import type { ChatMessage } from '@hammurabi/shared';
import { describe, expect, it } from 'vitest';
import { MESSAGE_PAGE_SIZE, messagesOfPages, nextOlderOffset } from './message-pages';

const message = (index: number): ChatMessage => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  conversation_id: '00000000-0000-4000-8000-000000000000',
  parent_id: null,
  sibling_ids: [],
  files: [],
  role: index % 2 ? 'assistant' : 'user',
  content: `message ${index}`,
  status: 'complete',
  created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
});
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, offset) => message(from + offset));

describe('assistant message pages', () => {
  it('reads 50 at a time and stops after a short page', () => {
    expect(MESSAGE_PAGE_SIZE).toBe(50);
    const newest = range(70, 120);
    expect(nextOlderOffset(newest, [newest])).toBe(50);
    const older = range(50, 70);
    expect(nextOlderOffset(older, [newest, older])).toBeUndefined();
  });

  it('shows the pages, newest read first, as one list oldest first', () => {
    const newest = range(70, 120);
    const older = range(20, 70);
    const oldest = range(0, 20);
    expect(messagesOfPages([newest, older, oldest]).map((item) => item.content)).toEqual(
      range(0, 120).map((item) => item.content),
    );
  });
});
