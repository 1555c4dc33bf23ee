import type { Answer, CommunityAuthor, QuestionDetail } from '@hammurabi/shared';
import type { AnswerRecord, AuthorRecord, QuestionDetailRecord, QuestionRecord } from './repository.ts';

const iso = (value: Date) => new Date(value).toISOString();
const vote = (value: number) => (value === 1 ? 1 : value === -1 ? -1 : 0);

/** The author as the API shows them; the avatar is drawn from the user id. */
function toAuthor(author: AuthorRecord): CommunityAuthor {
  return author ? { ...author, avatar_seed: author.id } : null;
}

function toQuestionBase(record: QuestionRecord) {
  return {
    id: record.id,
    title: record.title,
    tags: record.tags,
    author: toAuthor(record.author),
    created_at: iso(record.created_at),
    last_activity_at: iso(record.last_activity_at),
    upvotes: record.up_count,
    downvotes: record.down_count,
    score: record.up_count - record.down_count,
    answer_count: record.answer_count,
    view_count: record.view_count,
    is_resolved: record.accepted_answer_id !== null,
  };
}

/** An answer with the caller's vote. */
export function toAnswer(record: AnswerRecord, acceptedAnswerId: string | null): Answer {
  return {
    id: record.id,
    question_id: record.question_id,
    body: record.body,
    author: toAuthor(record.author),
    created_at: iso(record.created_at),
    updated_at: iso(record.updated_at),
    upvotes: record.up_count,
    downvotes: record.down_count,
    score: record.up_count - record.down_count,
    is_accepted: record.id === acceptedAnswerId,
    my_vote: vote(record.my_vote),
    ...(record.hidden_reason === null ? {} : { hidden_reason: record.hidden_reason }),
  };
}

/** The question page: the question and its answers in page order. */
export function toQuestionDetail(record: QuestionDetailRecord, answers: AnswerRecord[]): QuestionDetail {
  return {
    ...toQuestionBase(record),
    body: record.body,
    updated_at: iso(record.updated_at),
    accepted_answer_id: record.accepted_answer_id,
    my_vote: vote(record.my_vote),
    answers: answers.map((answer) => toAnswer(answer, record.accepted_answer_id)),
    ...(record.hidden_reason === null ? {} : { hidden_reason: record.hidden_reason }),
  };
}
