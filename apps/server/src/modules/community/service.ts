import {
  COMMUNITY_LIMITS,
  isUuid,
  type Answer,
  type Vote,
  type VoteResult,
  type QuestionCreateParsed,
  type QuestionDetail,
  type QuestionSort,
  type QuestionSummary,
  type QuestionUpdateParsed,
  type SimilarQuestion,
} from '@hammurabi/shared';
import type { Db, DbExecutor } from '../../db/client.ts';
import { SnapshotCache, type SnapshotPage } from '../../db/snapshot-cache.ts';
import { AppError } from '../../http/app-error.ts';
import { toAnswer, toQuestionDetail } from './mapper.ts';
import { answerNotFound, assertAllowed, questionNotFound } from './policy.ts';
import * as repository from './repository.ts';
import { parseSearch, similarSearch } from './repository-search.ts';
import * as writes from './repository-write.ts';
import { activityRecorded } from '../../events/activity.ts';

/** Passages of answers for the assistant's retrieval (decision 083), read by this module. */
export { answerPassages } from './repository-passages.ts';

const asPost = (authorId: string | null) => ({ author: authorId ? { id: authorId } : null });

export interface ListQuestionsInput {
  q?: string | undefined;
  tag?: string | undefined;
  sort?: QuestionSort | undefined;
  limit: number;
  offset: number;
}

/** A page of question cards serialised as JSON, with the number of matches (capped). */
export interface QuestionListPage extends SnapshotPage {
  total: number;
  capped: boolean;
}

/** Question-list pages per query: the list is the same for every caller. */
export class QuestionListCache extends SnapshotCache<QuestionListPage> {}

function listCacheKey(input: ListQuestionsInput): string {
  return [input.sort ?? '', input.limit, input.offset, input.tag ?? '', input.q ?? ''].join('\u0000');
}

/**
 * A page of question cards; a search is ranked by relevance unless another order is asked. A page
 * read in the same database snapshot as this request's (`snapshot`, or one read now) is answered
 * from `cache` without searching again: equal snapshots see equal data.
 */
export async function listQuestions(
  db: Db,
  input: ListQuestionsInput,
  cache: QuestionListCache,
  snapshot: string | null,
): Promise<QuestionListPage> {
  const key = listCacheKey(input);
  const cached = await cache.lookup(db, key, snapshot);
  if (cached) return cached;
  const search = parseSearch(input.q ?? '');
  const sort = input.sort ?? (input.q ? 'relevance' : 'newest');
  const page = await repository.listQuestions(db, { ...input, search, sort });
  cache.set(key, page);
  return page;
}

/** A page of the tags index as JSON, with the number of tags matching the filter. */
export interface TagListPage extends SnapshotPage {
  total: number;
}

/** Tags-index pages per filter, remembered per snapshot as the question list is. */
export class TagListCache extends SnapshotCache<TagListPage> {}

/** The tags index: tags containing `q`, most used first, with their question counts. */
export async function listTags(
  db: Db,
  input: { q?: string | undefined; limit: number; offset: number },
  cache: TagListCache,
  snapshot: string | null,
): Promise<TagListPage> {
  const key = [input.limit, input.offset, input.q ?? ''].join('\u0000');
  const cached = await cache.lookup(db, key, snapshot);
  if (cached) return cached;
  const page = await repository.listTags(db, input);
  cache.set(key, page);
  return page;
}

/**
 * Up to five existing questions like a title being typed, from the board's own search (any of
 * the title's words, ranked as a search is), so what the form suggests is what a search finds.
 */
export async function similarQuestions(db: Db, title: string): Promise<SimilarQuestion[]> {
  if (title.length < COMMUNITY_LIMITS.similarMinLength) return [];
  const search = similarSearch(title);
  if (!search.text && search.codeTerms.length === 0) return [];
  const page = await repository.listQuestions(db, {
    search,
    sort: 'relevance',
    limit: COMMUNITY_LIMITS.similarMax,
    offset: 0,
  });
  const cards = JSON.parse(page.body) as QuestionSummary[];
  return cards.map(({ id, title, answer_count, is_resolved }) => ({ id, title, answer_count, is_resolved }));
}

async function present(db: DbExecutor, questionId: string, viewerId: string | null): Promise<QuestionDetail> {
  const question = isUuid(questionId) ? await repository.findQuestion(db, questionId, viewerId) : null;
  if (!question) throw questionNotFound();
  return toQuestionDetail(question, await repository.listAnswers(db, questionId, viewerId));
}

/** The question page, read only: refetching it (after posting an answer, say) counts nothing. */
export async function getQuestion(db: Db, questionId: string, viewerId: string | null): Promise<QuestionDetail> {
  return present(db, questionId, viewerId);
}

/** One visit of the question page (the page reports it once); the author's own visits do not count. */
export async function recordView(db: Db, questionId: string, viewerId: string | null): Promise<void> {
  if (!isUuid(questionId) || !(await writes.countView(db, questionId, viewerId))) throw questionNotFound();
}

/** Refuses a post once the author has posted `postsPerWindow` times within the window. */
async function assertPostingAllowed(db: Db, userId: string): Promise<void> {
  const { postsPerWindow, postWindowMinutes } = COMMUNITY_LIMITS;
  if ((await repository.countRecentPosts(db, userId, postWindowMinutes)) >= postsPerWindow) {
    throw new AppError(
      'rate_limited',
      `You have posted ${postsPerWindow} times in ${postWindowMinutes} minutes. Please wait a few minutes and try again.`,
    );
  }
}

/**
 * Asking, answering and being accepted count toward the streak and community achievements, in the
 * post's own transaction: a failure there undoes the post, so a 500 never hides a saved post that
 * a retry would then duplicate.
 */
async function noteActivity(db: DbExecutor, userId: string): Promise<void> {
  await activityRecorded({ db, userId: userId, achievementsOf: [userId] });
}

/** Posts a question by `userId`. */
export async function createQuestion(db: Db, userId: string, input: QuestionCreateParsed): Promise<QuestionDetail> {
  await assertPostingAllowed(db, userId);
  const id = await db.transaction(async (transaction) => {
    const inserted = await writes.insertQuestion(transaction, userId, input);
    await noteActivity(transaction, userId);
    return inserted;
  });
  return present(db, id, userId);
}

/** Runs `change` with the question locked, after checking it exists; 404 otherwise. */
async function withLockedQuestion<T>(
  db: Db,
  questionId: string,
  change: (transaction: DbExecutor, question: writes.LockedQuestion) => Promise<T>,
): Promise<T> {
  if (!isUuid(questionId)) throw questionNotFound();
  return db.transaction(async (transaction) => {
    const question = await writes.lockQuestion(transaction, questionId);
    if (!question) throw questionNotFound();
    return change(transaction, question);
  });
}

/** The author edits their question. */
export async function updateQuestion(
  db: Db,
  questionId: string,
  userId: string,
  changes: QuestionUpdateParsed,
): Promise<QuestionDetail> {
  await withLockedQuestion(db, questionId, async (transaction, question) => {
    assertAllowed(asPost(question.author_id), userId, 'canEdit');
    await writes.updateQuestion(transaction, questionId, changes);
  });
  return present(db, questionId, userId);
}

/** The author deletes their question: removed when unanswered, else hidden with its answers kept. */
export async function deleteQuestion(db: Db, questionId: string, userId: string): Promise<void> {
  await withLockedQuestion(db, questionId, async (transaction, question) => {
    assertAllowed(asPost(question.author_id), userId, 'canDelete');
    if (question.answer_count === 0) await writes.hardDeleteQuestion(transaction, questionId);
    else await writes.softDeleteQuestion(transaction, questionId);
  });
}

async function presentAnswer(db: Db, answerId: string, userId: string): Promise<Answer> {
  const answer = await repository.findAnswer(db, answerId, userId);
  if (!answer) throw answerNotFound();
  const question = await repository.findQuestion(db, answer.question_id, userId);
  return toAnswer(answer, question?.accepted_answer_id ?? null);
}

/** Posts an answer by `userId` to a live question. */
export async function createAnswer(db: Db, questionId: string, userId: string, body: string): Promise<Answer> {
  await assertPostingAllowed(db, userId);
  const answerId = await withLockedQuestion(db, questionId, async (transaction) => {
    const inserted = await writes.insertAnswer(transaction, questionId, userId, body);
    await noteActivity(transaction, userId);
    return inserted;
  });
  return presentAnswer(db, answerId, userId);
}

/** Runs `change` on an answer with its question locked; 404 when either is gone. */
async function withLockedAnswer(
  db: Db,
  answerId: string,
  change: (
    transaction: DbExecutor,
    answer: { id: string; question_id: string; author_id: string | null },
  ) => Promise<void>,
): Promise<void> {
  const answer = isUuid(answerId) ? await writes.findAnswerOwner(db, answerId) : null;
  if (!answer) throw answerNotFound();
  await withLockedQuestion(db, answer.question_id, (transaction) => change(transaction, answer));
}

/** The author edits their answer. */
export async function updateAnswer(db: Db, answerId: string, userId: string, body: string): Promise<Answer> {
  await withLockedAnswer(db, answerId, async (transaction, answer) => {
    assertAllowed(asPost(answer.author_id), userId, 'canEdit');
    await writes.updateAnswer(transaction, answerId, answer.question_id, body);
  });
  return presentAnswer(db, answerId, userId);
}

/** The author deletes their answer; an accepted mark on it goes with it. */
export async function deleteAnswer(db: Db, answerId: string, userId: string): Promise<void> {
  await withLockedAnswer(db, answerId, async (transaction, answer) => {
    assertAllowed(asPost(answer.author_id), userId, 'canDelete');
    await writes.deleteAnswer(transaction, answerId, answer.question_id);
  });
}

/** The asker accepts one of the question's answers (moving the mark) or clears it with null. */
export async function acceptAnswer(
  db: Db,
  questionId: string,
  userId: string,
  answerId: string | null,
): Promise<QuestionDetail> {
  await withLockedQuestion(db, questionId, async (transaction, question) => {
    assertAllowed(asPost(question.author_id), userId, 'canAccept');
    const answer = answerId ? await writes.findAnswerOwner(transaction, answerId) : null;
    if (answerId && (!answer || answer.question_id !== questionId)) {
      throw new AppError('validation_failed', 'That answer does not belong to this question.');
    }
    await writes.setAcceptedAnswer(transaction, questionId, answerId);
    if (answer?.author_id) await noteActivity(transaction, answer.author_id);
  });
  return present(db, questionId, userId);
}

/**
 * Casts, changes or withdraws the caller's vote and adjusts the post's cached counts in the same
 * transaction. The post row is locked first, so a double click sent as two concurrent requests
 * runs one after the other: the second finds the first's vote and changes nothing.
 */
export async function castVote(db: Db, userId: string, vote: Vote): Promise<VoteResult> {
  return db.transaction(async (transaction) => {
    const target = await writes.lockVoteTarget(transaction, vote);
    if (!target) throw vote.target_type === 'question' ? questionNotFound() : answerNotFound();
    assertAllowed(asPost(target.author_id), userId, 'canVote');
    const previous = await writes.findVote(transaction, userId, vote);
    if (previous !== vote.value) await writes.storeVote(transaction, userId, vote);
    const upDelta = Number(vote.value === 1) - Number(previous === 1);
    const downDelta = Number(vote.value === -1) - Number(previous === -1);
    const updated = await writes.adjustVoteCounts(transaction, vote, upDelta, downDelta);
    if (!updated) throw new Error('the voted post disappeared while locked');
    const { up_count: upvotes, down_count: downvotes } = updated;
    return { ...vote, upvotes, downvotes, score: upvotes - downvotes };
  });
}
