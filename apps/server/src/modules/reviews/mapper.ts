import type { CodeReview } from '@hammurabi/shared';
import type { ReviewRecord } from './repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A stored review as the API answers it. */
export function toCodeReview(record: ReviewRecord): CodeReview {
  return {
    id: record.id,
    file_id: record.file_id,
    project_id: record.project_id,
    file_version: record.file_version,
    reviewer_type: record.reviewer_type,
    reviewer: record.reviewer_type === 'human' ? record.author : null,
    requested_by: record.reviewer_type === 'ai' ? record.author : null,
    status: record.status,
    provider: record.provider,
    score: record.score,
    review_content: record.review_content,
    error: record.error,
    created_at: iso(record.created_at),
    completed_at: record.completed_at ? iso(record.completed_at) : null,
  };
}
