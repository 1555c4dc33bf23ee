import { describe, expect, it } from 'vitest';
import { reviewerLabel, scoreVariant, shortReviewId, statusVariant } from './review-badges';

describe('review badges', () => {
  it('colours scores by the thresholds 80 and 50 (strictly above)', () => {
    expect([100, 81, 80, 51, 50, 0].map(scoreVariant)).toEqual([
      'success',
      'success',
      'warning',
      'warning',
      'destructive',
      'destructive',
    ]);
  });

  it('shows completed as success and every other status as secondary', () => {
    expect(statusVariant('completed')).toBe('success');
    expect(statusVariant('pending')).toBe('secondary');
    expect(statusVariant('failed')).toBe('secondary');
  });

  it('labels the AI, a person by username, or a human reviewer without one', () => {
    expect(reviewerLabel({ reviewer_type: 'ai', reviewer: null })).toBe('Guardian AI Review');
    expect(
      reviewerLabel({
        reviewer_type: 'human',
        reviewer: { id: 'x', username: 'hana', full_name: null, email_name: 'hana', avatar_url: null },
      }),
    ).toBe('hana');
    expect(reviewerLabel({ reviewer_type: 'human', reviewer: null })).toBe('Human Reviewer');
  });

  it('cuts a review id to 8 characters', () => {
    expect(shortReviewId('878c553c-e06b-46ad-a9fb-5a32fff95a1d')).toBe('878c553c');
  });
});
