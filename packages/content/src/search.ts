/**
 * Full-text search over the whole written site: pages, sections, FAQ answers, tutorials and
 * knowledge-base articles. Runtime-neutral, so the web app searches in the browser and the
 * server's built-in assistant uses the same index for retrieval.
 */
import MiniSearch from 'minisearch';
import { allPages } from './generated/all-pages.ts';
import { knowledgeArticles } from './generated/articles.ts';
import { tutorialPaths } from './generated/tutorials.ts';
import { markdownToPlainText } from './plain-text.ts';
import type { ContentSection } from './types.ts';

/** What a search document stands for. */
export type SearchDocumentKind = 'page' | 'section' | 'faq' | 'lesson' | 'path' | 'article';

/** One searchable unit of the site, addressed by a URL (with an anchor for sections). */
export interface SearchDocument {
  id: string;
  kind: SearchDocumentKind;
  title: string;
  /** Where it sits, e.g. "Documentation › Getting Started". */
  parent: string;
  /** Route with an optional #anchor, e.g. "/docs#api-integration". */
  url: string;
  /** Plain text (Markdown syntax removed). */
  text: string;
}

/** A part of a snippet; `highlight` marks words that matched the query. */
export interface SnippetPart {
  text: string;
  highlight: boolean;
}

/** A ranked search result. */
export interface SearchHit extends SearchDocument {
  score: number;
  /** The document words that matched. */
  terms: string[];
  /** Around 160 characters of text near the first match, split for highlighting. */
  snippet: SnippetPart[];
}

/** Options of a query. */
export interface SearchOptions {
  /** Most results to return (default 10). */
  limit?: number;
  /** Only these kinds of document. */
  kinds?: SearchDocumentKind[];
  /**
   * Every word must be in the document as written or as the start of a longer word (four letters
   * or more): no near spellings, and no falling back to any word. For quoting an answer, where
   * "reverse" must not find "review".
   */
  exact?: boolean;
}

function sectionText(section: ContentSection, withSubsections: boolean): string {
  const parts = [section.markdown];
  if (withSubsections) for (const sub of section.subsections) parts.push(`${sub.title}\n${sub.markdown}`);
  return markdownToPlainText(parts.join('\n\n'));
}

/** Every searchable document of the site, built from the generated content. */
export function buildSearchDocuments(): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const page of allPages) {
    documents.push({
      id: `page:${page.slug}`,
      kind: 'page',
      title: page.title,
      parent: '',
      url: page.route,
      text: markdownToPlainText(`${page.description}\n\n${page.intro}`),
    });
    const isFaq = page.slug === 'faq';
    for (const section of page.sections) {
      // Short subsections (questions, tabs, cards) are found through their own documents.
      documents.push({
        id: `section:${page.slug}#${section.id}`,
        kind: 'section',
        title: section.title,
        parent: page.title,
        url: `${page.route}#${section.id}`,
        text: sectionText(section, false) || markdownToPlainText(section.subsections.map((s) => s.title).join(', ')),
      });
      for (const sub of section.subsections) {
        documents.push({
          id: `section:${page.slug}#${sub.id}`,
          kind: isFaq ? 'faq' : 'section',
          title: sub.title,
          parent: `${page.title} › ${section.title}`,
          url: `${page.route}#${sub.id}`,
          text: markdownToPlainText(sub.markdown),
        });
      }
    }
  }
  for (const path of tutorialPaths) {
    documents.push({
      id: `path:${path.level}`,
      kind: 'path',
      title: path.title,
      parent: 'Tutorials',
      url: path.route,
      text: markdownToPlainText(`${path.summary}\n${path.audience}\n${path.intro}`),
    });
    for (const lesson of path.lessons) {
      documents.push({
        id: `lesson:${path.level}/${lesson.slug}`,
        kind: 'lesson',
        title: lesson.title,
        parent: `Tutorials › ${path.title}`,
        url: lesson.route,
        text: markdownToPlainText(
          [lesson.summary, lesson.intro, ...lesson.sections.map((s) => `${s.title}\n${sectionText(s, true)}`)].join(
            '\n\n',
          ),
        ),
      });
    }
  }
  for (const article of knowledgeArticles) {
    documents.push({
      id: `article:${article.slug}`,
      kind: 'article',
      title: article.title,
      parent: 'Knowledge Base',
      url: article.route,
      text: markdownToPlainText(
        [article.summary, article.intro, ...article.sections.map((s) => `${s.title}\n${sectionText(s, true)}`)].join(
          '\n\n',
        ),
      ),
    });
  }
  return documents;
}

const SNIPPET_LENGTH = 160;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Cuts ~160 characters around the first matched term and marks every matched term in them. */
export function buildSnippet(text: string, terms: string[]): SnippetPart[] {
  const flat = text.replace(/\s+/g, ' ');
  const wordPattern = terms.length
    ? new RegExp(
        `\\b(${terms
          .map(escapeRegExp)
          .sort((a, b) => b.length - a.length)
          .join('|')})\\w*`,
        'gi',
      )
    : null;
  const first = wordPattern ? flat.search(wordPattern) : -1;
  let start = first < 0 ? 0 : Math.max(0, first - 50);
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(flat.length, start + SNIPPET_LENGTH);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    end = space > start + 80 ? space : end;
  }
  const window = `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
  if (!wordPattern) return [{ text: window, highlight: false }];
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const match of window.matchAll(wordPattern)) {
    const index = match.index;
    if (index > last) parts.push({ text: window.slice(last, index), highlight: false });
    parts.push({ text: match[0], highlight: true });
    last = index + match[0].length;
  }
  if (last < window.length) parts.push({ text: window.slice(last), highlight: false });
  return parts;
}

/** A built index with its query function. */
export interface ContentSearch {
  /** Ranked results for a query: all words must match (prefix and small typos allowed); if nothing does, any word. */
  search(query: string, options?: SearchOptions): SearchHit[];
  documentCount: number;
}

/** Builds a search index over the given documents (default: the whole site). */
export function createContentSearch(documents: SearchDocument[] = buildSearchDocuments()): ContentSearch {
  const byId = new Map(documents.map((document) => [document.id, document]));
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'parent', 'text'],
    storeFields: ['id'],
    searchOptions: {
      boost: { title: 3, parent: 0.5 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    },
  });
  index.addAll(documents);
  return {
    documentCount: documents.length,
    search(query, options = {}) {
      const trimmed = query.trim();
      if (!trimmed) return [];
      const filter = options.kinds
        ? (result: { id: string }) => options.kinds?.includes(byId.get(result.id)?.kind ?? 'page') ?? true
        : undefined;
      let results = options.exact
        ? index.search(trimmed, { combineWith: 'AND', filter, fuzzy: false, prefix: (term) => term.length >= 4 })
        : index.search(trimmed, { combineWith: 'AND', filter });
      if (results.length === 0 && !options.exact) results = index.search(trimmed, { combineWith: 'OR', filter });
      return results.slice(0, options.limit ?? 10).flatMap((result) => {
        const document = byId.get(String(result.id));
        if (!document) return [];
        return [
          { ...document, score: result.score, terms: result.terms, snippet: buildSnippet(document.text, result.terms) },
        ];
      });
    },
  };
}

let defaultSearch: ContentSearch | undefined;

/** Searches the whole written site; the index is built on the first call and then reused. */
export function searchContent(query: string, options?: SearchOptions): SearchHit[] {
  defaultSearch ??= createContentSearch();
  return defaultSearch.search(query, options);
}
