/** Limits of the community board, enforced by the API and shown in forms. */
export const COMMUNITY_LIMITS = {
  titleMax: 150,
  bodyMax: 30_000,
  answerMax: 30_000,
  tagsMin: 1,
  tagsMax: 5,
  tagMax: 32,
  /** Characters of the first answer shown on a question card, before the ellipsis (the stored `preview`). */
  previewLength: 150,
  pageSizeDefault: 20,
  pageSizeMax: 50,
  similarMax: 5,
  /** A title shorter than this (trimmed) resembles too many questions to suggest any. */
  similarMinLength: 10,
  /** Tags per page of the tags index (`/community/tags`). */
  tagPageSize: 60,
  tagPageMax: 200,
  /** Questions and answers one person may post within `postWindowMinutes`. */
  postsPerWindow: 20,
  postWindowMinutes: 10,
  searchMax: 200,
} as const;

/** The orders of the question list; `relevance` ranks search matches, title matches first. */
export const QUESTION_SORTS = ['newest', 'votes', 'unanswered', 'active', 'relevance'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];

/** Texts of the board that people read word for word. */
export const COMMUNITY_TEXTS = {
  missingFieldsTitle: 'Error',
  missingFields: 'Title and body are required.',
  postedTitle: 'Success!',
  posted: 'Your question has been posted.',
  empty: 'No questions yet. Be the first to ask!',
  noMatches: (term: string) => `No questions match your search "${term}".`,
} as const;

/** A post as permissions see it: who wrote it (null once the account is gone). */
export interface CommunityPost {
  author: { id: string } | null;
}

const isAuthor = (post: CommunityPost, userId: string | null) => userId !== null && post.author?.id === userId;

/**
 * Who may do what on the board, shared by the server (which enforces it) and the web app (which
 * hides what the caller cannot do). Everyone reads; signing in is needed for everything else.
 */
export const communityPolicy = {
  canEdit: (post: CommunityPost, userId: string | null) => isAuthor(post, userId),
  canDelete: (post: CommunityPost, userId: string | null) => isAuthor(post, userId),
  /** Voting on your own post would let anyone raise their own score. */
  canVote: (post: CommunityPost, userId: string | null) => userId !== null && !isAuthor(post, userId),
  /** Only the person who asked decides which answer solved it. */
  canAccept: (question: CommunityPost, userId: string | null) => isAuthor(question, userId),
};
export type CommunityAction = keyof typeof communityPolicy;
