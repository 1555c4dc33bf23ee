import { countLabel } from './plural.ts';

/** The rules of review requests on exercises (modules/learning, docs/product/learning.md). */
export const REVIEW_REQUEST_RULES = {
  /** After this long without a review, the request offers to become a community question. */
  communityOfferHours: 48,
  /** The expected wait is the median time to a first review of at most this many recent requests… */
  waitSampleMax: 50,
  /** …reviewed within this many days. */
  waitWindowDays: 30,
  /** Below this many reviewed requests of the exercise's language, every language's count. */
  waitLanguageMinimum: 3,
  /** How many waiting requests the dashboard queue shows. */
  queueMax: 10,
  /** How many of the learner's own requests the dashboard shows. */
  mineMax: 10,
} as const;

/** "about 3 hours", "about 20 minutes", "about 2 days": a wait rounded to its largest unit. */
export function waitDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `about ${countLabel(minutes, 'minute')}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `about ${countLabel(hours, 'hour')}`;
  return `about ${countLabel(Math.round(hours / 24), 'day')}`;
}

/**
 * What a learner is told before and while waiting: the median time to a first review of recent
 * requests, or, without any, that there is no history to go by and what happens after two days.
 */
export function expectedWaitText(medianSeconds: number | null, basedOn: number): string {
  const days = REVIEW_REQUEST_RULES.communityOfferHours / 24;
  if (medianSeconds === null || basedOn === 0) {
    return `No request has been reviewed in the last ${REVIEW_REQUEST_RULES.waitWindowDays} days, so there is no wait to go by yet. If nobody reviews yours within ${days} days, you can ask the community instead.`;
  }
  const source =
    basedOn === 1
      ? `from the one request reviewed in the last ${REVIEW_REQUEST_RULES.waitWindowDays} days`
      : `the median of the last ${basedOn} reviewed requests`;
  return `Recent requests got their first review in ${waitDuration(medianSeconds)} (${source}).`;
}
