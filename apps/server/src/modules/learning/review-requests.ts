import {
  expectedWaitText,
  isUuid,
  LearningCheckSchema,
  REVIEW_REQUEST_RULES,
  type ExerciseLanguage,
  type ExpectedWait,
  type LearningCheck,
  type ModuleReviewRequest,
  type ReviewQueue,
  type ReviewRequestDetail,
  type ReviewRequestSummary,
} from '@hammurabi/shared';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { listRequestReviews } from '../reviews/request-reviews.ts';
import type { ReviewCaller, ReviewRequestSource } from '../reviews/request-source.ts';
import { reviewRequestPolicy } from './policy.ts';
import * as repo from './repository.ts';
import * as requests from './repository-review-requests.ts';

const HOUR_MS = 3_600_000;
const notFound = () => new AppError('not_found', 'Review request not found.');

const iso = (value: Date | string) => new Date(value).toISOString();

function toSummary(row: requests.RequestSummaryRow): ReviewRequestSummary {
  if (!row.learner) throw new Error('a review request without its learner');
  return {
    id: row.id,
    module_id: row.module_id,
    module_title: row.module_title,
    path_id: row.path_id,
    path_title: row.path_title,
    language: row.language as ExerciseLanguage,
    status: row.status,
    learner: row.learner,
    created_at: iso(row.created_at),
    first_reviewed_at: row.first_reviewed_at ? iso(row.first_reviewed_at) : null,
    review_count: row.review_count,
  };
}

/** The judge's check as reviewers see it: hidden tests by name and status only (they never carry output). */
function withoutHiddenOutput(check: LearningCheck): LearningCheck {
  return {
    ...check,
    tests: check.tests.map((test) => (test.hidden ? { ...test, actual_output: null, stderr: null } : test)),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The expected wait for a request in `language`: the median time to a first review of the
 * newest requests of that language reviewed in the last 30 days, or of every language when it
 * has fewer than three.
 */
export async function expectedWait(db: DbExecutor, language: string, now: Date): Promise<ExpectedWait> {
  const since = new Date(now.getTime() - REVIEW_REQUEST_RULES.waitWindowDays * 24 * HOUR_MS);
  const { waitSampleMax, waitLanguageMinimum } = REVIEW_REQUEST_RULES;
  let waits = await requests.recentWaits(db, language, since, waitSampleMax);
  if (waits.length < waitLanguageMinimum) waits = await requests.recentWaits(db, null, since, waitSampleMax);
  const seconds = waits.length > 0 ? Math.round(median(waits)) : null;
  return { median_seconds: seconds, based_on: waits.length, text: expectedWaitText(seconds, waits.length) };
}

/** Whether `caller` may review a request of `learnerId` on `moduleId`: not their own; staff, or completed it. */
async function mayReview(db: DbExecutor, caller: ReviewCaller, learnerId: string, moduleId: string) {
  if (caller.id === learnerId) return false;
  return reviewRequestPolicy.canReview(caller.roles, await requests.hasCompleted(db, caller.id, moduleId));
}

/** The request of an id, or undefined when there is none (or the id is not one). */
async function findRequestRow(db: DbExecutor, requestId: string) {
  return isUuid(requestId) ? requests.findRequest(db, requestId) : undefined;
}

/** One request for its learner or a possible reviewer; 404 for everyone else. */
export async function getRequest(
  db: DbExecutor,
  requestId: string,
  caller: ReviewCaller,
  now: Date,
): Promise<ReviewRequestDetail> {
  const row = await findRequestRow(db, requestId);
  if (!row) throw notFound();
  const own = row.user_id === caller.id;
  const reviewer = !own && (await mayReview(db, caller, row.user_id, row.module_id));
  if (!own && !reviewer) throw notFound();
  const module = await repo.findModule(db, row.module_id, null);
  const tests = (module?.body.exercise?.tests ?? [])
    .filter((test) => !test.hidden)
    .map(({ id, name, input, expectedOutput }) => ({ id, name, input, expectedOutput }));
  const waited = now.getTime() - new Date(row.created_at).getTime();
  return {
    ...toSummary(row),
    code: row.code,
    check: withoutHiddenOutput(LearningCheckSchema.parse(row.check_result)),
    tests,
    reviews: await listRequestReviews(db, row.id),
    expected_wait: await expectedWait(db, row.language, now),
    community_offer: own && row.status === 'open' && waited >= REVIEW_REQUEST_RULES.communityOfferHours * HOUR_MS,
    can_review: reviewer && row.status !== 'withdrawn',
    can_withdraw: own && row.status === 'open',
  };
}

async function exerciseOf(db: DbExecutor, moduleId: string, userId: string) {
  const module = await repo.findModule(db, moduleId, userId);
  if (!module) throw new AppError('not_found', 'Learning module not found.');
  if (!module.body.exercise) throw new AppError('validation_failed', 'Only exercises can be reviewed.');
  return { module, exercise: module.body.exercise };
}

/** The server-recorded submission of the learner: its code and the judge's check, or null. */
function recordedSubmission(module: repo.ModuleRow): { code: string; check: LearningCheck } | null {
  const code = (module.solution as { code?: unknown } | null)?.code;
  const check = LearningCheckSchema.safeParse(module.check_result);
  if (typeof code !== 'string' || !check.success || check.data.tests.length === 0) return null;
  return { code, check: check.data };
}

const NOTHING_SUBMITTED = 'Submit your solution first: a review request shows reviewers your latest submission.';
const ALREADY_OPEN = 'You already asked for a review of this exercise; it is waiting for a reviewer.';
const ALREADY_REVIEWED =
  'This submission has been reviewed already. Change your solution and submit it again to ask for another review.';

/** Why the learner cannot ask now, or null. */
function askBlockedReason(
  submission: ReturnType<typeof recordedSubmission>,
  latest: Awaited<ReturnType<typeof requests.latestRequest>>,
): string | null {
  if (!submission) return NOTHING_SUBMITTED;
  if (latest?.status === 'open') return ALREADY_OPEN;
  if (latest && latest.code === submission.code) return ALREADY_REVIEWED;
  return null;
}

/** The learner's latest request on an exercise (not withdrawn), the expected wait and whether they may ask. */
export async function getModuleRequest(
  db: DbExecutor,
  moduleId: string,
  caller: ReviewCaller,
  now: Date,
): Promise<ModuleReviewRequest> {
  const { module, exercise } = await exerciseOf(db, moduleId, caller.id);
  const latest = await requests.latestRequest(db, caller.id, module.id);
  return {
    request: latest ? await getRequest(db, latest.id, caller, now) : null,
    expected_wait: await expectedWait(db, exercise.language, now),
    ask_blocked_reason: askBlockedReason(recordedSubmission(module), latest),
  };
}

/**
 * Asks for a review of the learner's server-recorded submission of an exercise (never code sent
 * with the request): a snapshot of the code and the judge's check. One open request per
 * learner and exercise (409 beyond), and not the same reviewed code twice.
 */
export async function askForReview(
  db: DbExecutor,
  moduleId: string,
  caller: ReviewCaller,
  now: Date,
): Promise<ReviewRequestDetail> {
  const { module, exercise } = await exerciseOf(db, moduleId, caller.id);
  const submission = recordedSubmission(module);
  const blocked = askBlockedReason(submission, await requests.latestRequest(db, caller.id, module.id));
  if (blocked) throw new AppError('conflict', blocked);
  const id = await requests.insertRequest(db, {
    userId: caller.id,
    moduleId: module.id,
    language: exercise.language,
    code: submission!.code,
    check: withoutHiddenOutput(submission!.check),
    createdAt: now,
  });
  // Two asks at once: the partial unique index let one in.
  if (!id) throw new AppError('conflict', ALREADY_OPEN);
  return getRequest(db, id, caller, now);
}

/** Withdraws the learner's open request; it leaves the reviewers' queue. */
export async function withdrawRequest(
  db: DbExecutor,
  requestId: string,
  caller: ReviewCaller,
  now: Date,
): Promise<ReviewRequestDetail> {
  const row = await findRequestRow(db, requestId);
  if (!row || row.user_id !== caller.id) throw notFound();
  if (!(await requests.withdrawRequest(db, requestId, caller.id, now))) {
    throw new AppError('conflict', 'Only a request that is still waiting for a reviewer can be withdrawn.');
  }
  return getRequest(db, requestId, caller, now);
}

/** The requests waiting for the caller, oldest first, and whether they review anything. */
export async function reviewQueue(db: DbExecutor, caller: ReviewCaller): Promise<ReviewQueue> {
  const staff = reviewRequestPolicy.isMentor(caller.roles);
  const reviewer = staff || (await requests.hasCompletedAnExercise(db, caller.id));
  if (!reviewer) return { reviewer, waiting: 0, requests: [] };
  const { rows, total } = await requests.listQueue(db, caller.id, staff, REVIEW_REQUEST_RULES.queueMax);
  return { reviewer, waiting: total, requests: rows.map(toSummary) };
}

/** The caller's newest requests. */
export async function myRequests(db: DbExecutor, userId: string): Promise<ReviewRequestSummary[]> {
  return (await requests.listMine(db, userId, REVIEW_REQUEST_RULES.mineMax)).map(toSummary);
}

/** What the reviews module asks of a request when a person reviews it (reviews/request-source.ts). */
export const reviewRequestSource: ReviewRequestSource = {
  async claimForReview(tx, requestId, reviewer) {
    const row = isUuid(requestId) ? await requests.lockRequest(tx, requestId) : undefined;
    if (!row) throw notFound();
    if (row.user_id === reviewer.id) throw new AppError('forbidden', 'You cannot review your own review request.');
    if (!(await mayReview(tx, reviewer, row.user_id, row.module_id))) throw notFound();
    if (row.status === 'withdrawn') throw new AppError('conflict', 'The learner withdrew this review request.');
    return { code: row.code };
  },
  async recordReview(tx, requestId, at) {
    await requests.markReviewed(tx, requestId, at);
  },
  async assertReadable(db, requestId, viewer) {
    const row = await findRequestRow(db, requestId);
    if (!row || !viewer) throw notFound();
    if (row.user_id !== viewer.id && !(await mayReview(db, viewer, row.user_id, row.module_id))) throw notFound();
  },
};
