import { describe, expect, it } from 'vitest';
import { expectedWaitText, waitDuration } from './review-requests.ts';

describe('the expected wait of a review request', () => {
  it('rounds a wait to its largest unit', () => {
    expect(waitDuration(20)).toBe('about 1 minute');
    expect(waitDuration(25 * 60)).toBe('about 25 minutes');
    expect(waitDuration(3 * 3600 + 600)).toBe('about 3 hours');
    expect(waitDuration(47 * 3600)).toBe('about 47 hours');
    expect(waitDuration(5 * 24 * 3600)).toBe('about 5 days');
  });

  it('says there is no history to go by, and what happens after two days', () => {
    expect(expectedWaitText(null, 0)).toBe(
      'No request has been reviewed in the last 30 days, so there is no wait to go by yet. If nobody reviews yours within 2 days, you can ask the community instead.',
    );
  });

  it('names how many reviewed requests the median comes from', () => {
    expect(expectedWaitText(1800, 1)).toBe(
      'Recent requests got their first review in about 30 minutes (from the one request reviewed in the last 30 days).',
    );
    expect(expectedWaitText(7200, 12)).toBe(
      'Recent requests got their first review in about 2 hours (the median of the last 12 reviewed requests).',
    );
  });
});
