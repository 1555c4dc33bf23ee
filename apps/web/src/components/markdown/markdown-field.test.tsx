// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownField } from './markdown-field';

afterEach(cleanup);

// The renderer is imported on first preview; the first import in a test worker transforms it.
const loaded = { timeout: 15_000 };

function Field({ initial = '', codeLanguages }: { initial?: string; codeLanguages?: string[] }) {
  const [value, setValue] = useState(initial);
  return <MarkdownField id="body" label="Details" value={value} onChange={setValue} codeLanguages={codeLanguages} />;
}

/** Moves from Write to Preview with the keyboard, as the tab list's arrow keys do. */
async function openPreview(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  screen.getByRole('tab', { name: 'Write' }).focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true');
  return screen.getByRole('tabpanel', { name: 'Preview' });
}

describe('MarkdownField', { timeout: 30_000 }, () => {
  it('previews the text as posted: trimmed, sanitised, with highlighted code, reached by keyboard', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(screen.getByLabelText('Details'));
    await user.paste('  **Bold** <script>alert(1)</script>\n\n```python\ndef run(): pass\n```\n');
    const preview = await openPreview(user);
    await waitFor(() => expect(preview.querySelector('pre code.hljs .hljs-keyword')?.textContent).toBe('def'), loaded);
    expect(preview.querySelector('strong')?.textContent).toBe('Bold');
    expect(preview.querySelector('script')).toBeNull();
    // The box stays mounted (hidden) with its text, and comes back with Write.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Details').value).toContain('def run(): pass');
    expect(screen.getByRole('tab', { name: 'Write' }).getAttribute('aria-selected')).toBe('true');
  });

  it('highlights a bare code block in the first known language of the tags', async () => {
    const user = userEvent.setup();
    render(<Field initial={'```\nfn main() { let x = 1; }\n```'} codeLanguages={['beginner', 'rust']} />);
    const preview = await openPreview(user);
    await waitFor(() => expect(preview.querySelector('pre code.hljs .hljs-keyword')?.textContent).toBe('fn'), loaded);
  });

  it('says there is nothing to preview for blank text', async () => {
    const user = userEvent.setup();
    render(<Field initial="   " />);
    const preview = await openPreview(user);
    expect(preview.textContent).toBe('Nothing to preview yet.');
  });
});
