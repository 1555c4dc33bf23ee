// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatComposer } from './chat-composer';

afterEach(cleanup);

/** The composer as the editor's panel uses it, with the turn's state set by the test. */
function Panel({ pending, streaming, sent }: { pending: boolean; streaming: boolean; sent: string[] }) {
  const [draft, setDraft] = useState('');
  return (
    <ChatComposer
      value={draft}
      onChange={setDraft}
      onSend={() => {
        sent.push(draft);
        setDraft('');
      }}
      onStop={() => undefined}
      pending={pending}
      streaming={streaming}
      lockWhilePending={false}
      placeholder="Ask a question..."
      rows={2}
      label="Ask the assistant"
    />
  );
}

describe('ChatComposer', () => {
  it('sends a question pressed while the last reply settles once it has settled, and only once', async () => {
    const sent: string[] = [];
    const { rerender } = render(<Panel pending streaming={false} sent={sent} />);
    const box = screen.getByRole('textbox', { name: 'Ask the assistant' });
    await userEvent.type(box, 'Any problems in total?{Enter}');
    expect(sent).toEqual([]);
    expect(box).toHaveProperty('value', 'Any problems in total?');

    rerender(<Panel pending={false} streaming={false} sent={sent} />);
    expect(sent).toEqual(['Any problems in total?']);
    rerender(<Panel pending={false} streaming={false} sent={sent} />);
    expect(sent).toEqual(['Any problems in total?']);
    expect(box).toHaveProperty('value', '');
  });

  it('sends nothing while the reply still streams: Enter keeps the words, Stop replaces Send', async () => {
    const sent: string[] = [];
    const { rerender } = render(<Panel pending streaming sent={sent} />);
    const box = screen.getByRole('textbox', { name: 'Ask the assistant' });
    await userEvent.type(box, 'Next question{Enter}');
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Stop/ })).toBeTruthy();

    rerender(<Panel pending={false} streaming={false} sent={sent} />);
    expect(sent).toEqual([]);
    expect(box).toHaveProperty('value', 'Next question');
  });
});
