import {
  type ReviewContent,
  ReviewFindingSchema,
  type ReviewRatings,
  ReviewRatingsSchema,
  type ReviewFinding,
} from '@hammurabi/shared';

/** A review section as the reviewer wrote it: one paragraph, or a list of points. */
export type ReviewProse = string | string[];

/** A suggestion, anchored to a line when the reviewer named one. */
export interface ReviewSuggestionItem {
  line: number | null;
  text: string;
}

/** Review content in one shape, whatever shape and field names it was stored with. */
export interface NormalizedReview {
  summary: string | null;
  strengths: ReviewProse | null;
  improvements: ReviewProse | null;
  security: ReviewProse | null;
  performance: ReviewProse | null;
  suggestions: ReviewSuggestionItem[];
  score: number | null;
  findings: ReviewFinding[];
  ratings: ReviewRatings | null;
  source: NonNullable<ReviewContent['source']> | null;
}

/** What a screen can show of a review's content. */
export type ReadableReviewContent =
  { kind: 'structured'; review: NormalizedReview } | { kind: 'text'; text: string } | { kind: 'empty' };

// Spec §3: each field may arrive under its own name or an alternative one.
const FIELD_NAMES = {
  summary: ['summary', 'assessment_summary'],
  strengths: ['strengths'],
  improvements: ['improvements', 'improvement_areas'],
  security: ['security', 'security_review'],
  performance: ['performance', 'performance_analysis'],
  suggestions: ['suggestions', 'optimization_suggestions'],
} as const;

// Keys a list item may keep its text under when a model writes objects instead of strings.
const TEXT_KEYS = ['suggestion', 'text', 'message', 'description', 'comment', 'detail'] as const;

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function firstPresent(fields: Fields, names: readonly string[]): unknown {
  for (const name of names) {
    if (fields[name] !== undefined && fields[name] !== null) return fields[name];
  }
  return undefined;
}

function itemText(item: unknown): string | null {
  if (typeof item === 'string') return item.trim() || null;
  if (typeof item === 'number' || typeof item === 'boolean') return String(item);
  if (isRecord(item)) {
    for (const key of TEXT_KEYS) {
      const text = item[key];
      if (typeof text === 'string' && text.trim()) return text.trim();
    }
    return JSON.stringify(item);
  }
  return null;
}

function proseOf(value: unknown): ReviewProse | null {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) {
    const items = value.map(itemText).filter((text): text is string => text !== null);
    return items.length > 0 ? items : null;
  }
  return itemText(value);
}

function lineOf(value: unknown): number | null {
  const line = typeof value === 'string' ? Number(value) : value;
  return typeof line === 'number' && Number.isInteger(line) && line >= 1 ? line : null;
}

function suggestionsOf(value: unknown): ReviewSuggestionItem[] {
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const suggestions: ReviewSuggestionItem[] = [];
  for (const item of items) {
    const text = itemText(item);
    if (text) suggestions.push({ line: isRecord(item) ? lineOf(item.line) : null, text });
  }
  return suggestions;
}

function scoreOf(value: unknown): number | null {
  const score = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof score === 'number' && Number.isFinite(score) ? score : null;
}

function findingsOf(value: unknown): ReviewFinding[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = ReviewFindingSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function sourceOf(value: unknown): NormalizedReview['source'] {
  return value === 'engine' || value === 'model' || value === 'human' ? value : null;
}

function normalizeFields(fields: Fields): NormalizedReview | null {
  const summary = proseOf(firstPresent(fields, FIELD_NAMES.summary));
  const ratings = ReviewRatingsSchema.safeParse(fields.ratings);
  const review: NormalizedReview = {
    summary: Array.isArray(summary) ? summary.join('\n\n') : summary,
    strengths: proseOf(firstPresent(fields, FIELD_NAMES.strengths)),
    improvements: proseOf(firstPresent(fields, FIELD_NAMES.improvements)),
    security: proseOf(firstPresent(fields, FIELD_NAMES.security)),
    performance: proseOf(firstPresent(fields, FIELD_NAMES.performance)),
    suggestions: suggestionsOf(firstPresent(fields, FIELD_NAMES.suggestions)),
    score: scoreOf(fields.score),
    findings: findingsOf(fields.findings),
    ratings: ratings.success ? ratings.data : null,
    source: sourceOf(fields.source),
  };
  const hasContent =
    review.summary !== null ||
    review.strengths !== null ||
    review.improvements !== null ||
    review.security !== null ||
    review.performance !== null ||
    review.suggestions.length > 0 ||
    review.score !== null ||
    review.findings.length > 0;
  return hasContent ? review : null;
}

/**
 * Reads stored review content (spec §3, §8): an object, or a JSON string of one; fields under
 * their own or their alternative names, each a string or a list. Text that is not JSON is shown
 * as plain text; empty content, or content with none of the review fields, is `empty`.
 */
export function readReviewContent(raw: unknown): ReadableReviewContent {
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (!text) return { kind: 'empty' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { kind: 'text', text };
    }
    if (typeof parsed === 'string') return parsed.trim() ? { kind: 'text', text: parsed.trim() } : { kind: 'empty' };
    return readReviewContent(isRecord(parsed) ? parsed : null);
  }
  if (!isRecord(raw)) return { kind: 'empty' };
  const review = normalizeFields(raw);
  return review ? { kind: 'structured', review } : { kind: 'empty' };
}
