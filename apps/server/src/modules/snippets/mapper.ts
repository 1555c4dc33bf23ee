import type { Snippet, SnippetSummary } from '@hammurabi/shared';
import type { SnippetRecord } from './repository.ts';

/** The fields a snippet and its list card share, in the order they follow the code in both. */
function sharedFields(record: SnippetRecord) {
  return {
    language: record.language,
    category: record.category,
    tags: record.tags,
    visibility: record.visibility,
    author: record.author,
    forked_from: record.forked_from,
    view_count: record.view_count,
    like_count: record.like_count,
    liked: record.liked,
    created_at: new Date(record.created_at).toISOString(),
    updated_at: new Date(record.updated_at).toISOString(),
  };
}

/** The API shape of a snippet, field by field. */
export function toSnippet(record: SnippetRecord): Snippet {
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    description: record.description,
    code: record.code,
    ...sharedFields(record),
  };
}

/** A list card, field by field in the order the list's SQL writes it (`snippetPageJson`). */
export function toSnippetSummary(record: SnippetRecord): SnippetSummary {
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    description: record.description,
    code_preview: record.code_preview,
    code_lines: record.code_lines,
    ...sharedFields(record),
  };
}
