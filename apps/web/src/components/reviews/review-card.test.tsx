// @vitest-environment jsdom
import type { CodeReview } from '@hammurabi/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewCard } from './review-card';

const base: CodeReview = {
  id: '5d0b5b8e-6f0a-4a53-9d1c-0f4f7a1c2b3d',
  file_id: '0c1e2d3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
  project_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  review_request_id: null,
  file_version: 3,
  reviewer_type: 'ai',
  reviewer: null,
  requested_by: {
    id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    username: 'ada',
    full_name: null,
    email_name: 'ada',
    avatar_url: null,
  },
  status: 'completed',
  provider: 'builtin',
  score: 72,
  review_content: {
    summary: 'Readable code with **one** long function.',
    strengths: ['Clear names'],
    improvements: [],
    security: [],
    performance: ['Avoid the nested loop'],
    suggestions: [{ line: 12, suggestion: 'Split `run` in two.' }],
    score: 72,
    findings: [
      {
        ruleId: 'HB001',
        ruleName: 'Law of Brevity',
        category: 'law',
        severity: 'Major',
        message: '`run` is 73 lines long (limit 50).',
        startLine: 4,
        endLine: 76,
      },
    ],
    source: 'engine',
  },
  judged_lines: null,
  error: null,
  created_at: new Date().toISOString(),
  completed_at: new Date().toISOString(),
};

afterEach(cleanup);

describe('ReviewCard', () => {
  it('shows the summary, score and author, and the details behind a toggle', async () => {
    render(<ReviewCard review={base} variant="management" />);
    const card = screen.getByTestId('review-card');
    expect(within(card).getByText('Score 72/100')).toBeTruthy();
    expect(within(card).getByText(/Written by the built-in analysis engine/)).toBeTruthy();
    expect(within(card).getByText('one').tagName).toBe('STRONG');
    const toggle = within(card).getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(card).getByText('Clear names').closest('[hidden]')).not.toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(card).getByText('Clear names').closest('[hidden]')).toBeNull();
    // Empty sections are left out rather than shown with no points.
    expect(within(card).queryByRole('heading', { name: 'Improvements' })).toBeNull();
    expect(within(card).getByRole('heading', { name: 'Performance' })).toBeTruthy();
  });

  it('makes suggestion lines buttons that move the editor in the panel', async () => {
    const onSelectLine = vi.fn();
    render(<ReviewCard review={base} variant="panel" defaultExpanded onSelectLine={onSelectLine} />);
    await userEvent.click(screen.getByRole('button', { name: 'Line 12:' }));
    expect(onSelectLine).toHaveBeenCalledWith(12);
  });

  it('says when a review is still being written, failed, or has no content', () => {
    const { rerender } = render(
      <ReviewCard review={{ ...base, status: 'pending', score: null, review_content: null }} variant="panel" />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'The review is being written. It appears here when it is ready.',
    );
    expect(screen.queryByText(/Score/)).toBeNull();
    rerender(<ReviewCard review={{ ...base, status: 'failed', error: 'The model timed out.' }} variant="panel" />);
    expect(screen.getByText('The model timed out.')).toBeTruthy();
    rerender(<ReviewCard review={{ ...base, review_content: null }} variant="panel" />);
    expect(screen.getByText('Review content not available or in unexpected format.')).toBeTruthy();
    rerender(<ReviewCard review={{ ...base, review_content: null }} variant="management" />);
    expect(screen.getByText('No content available for this review.')).toBeTruthy();
  });

  it('says when the file changed since the judged version', () => {
    render(<ReviewCard review={base} variant="panel" currentVersion={5} />);
    expect(screen.getByText(/The file has changed since \(now version 5\)/)).toBeTruthy();
  });
});
