import { learnUrl, type CodeReview, type ReviewContent } from '@hammurabi/shared';
import type { ReviewRecord } from './repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Every finding links to the lesson that teaches it, also on reviews stored before the links. */
function withLearnUrls(content: ReviewContent): ReviewContent {
  if (!content.findings) return content;
  return {
    ...content,
    findings: content.findings.map((finding) => ({ ...finding, learnUrl: learnUrl(finding.ruleId) })),
  };
}

/** A stored review as the API answers it. */
export function toCodeReview(record: ReviewRecord): CodeReview {
  return {
    id: record.id,
    file_id: record.file_id,
    project_id: record.project_id,
    review_request_id: record.review_request_id,
    file_version: record.file_version,
    reviewer_type: record.reviewer_type,
    reviewer: record.reviewer_type === 'human' ? record.author : null,
    requested_by: record.reviewer_type === 'ai' ? record.author : null,
    status: record.status,
    provider: record.provider,
    score: record.score,
    review_content: record.review_content && withLearnUrls(record.review_content),
    judged_lines: record.judged_lines,
    error: record.error,
    created_at: iso(record.created_at),
    completed_at: record.completed_at ? iso(record.completed_at) : null,
  };
}
