/**
 * Every in-app address built from data, in one place, so a route that moves changes here only.
 * Values are encoded; fixed pages (`/dashboard`, `/projects`) are written where they are used.
 */
const segment = encodeURIComponent;

export const paths = {
  project: (projectId: string) => `/projects/${segment(projectId)}`,
  projectFile: (projectId: string, fileId: string) => `/projects/${segment(projectId)}/code/${segment(fileId)}`,
  conversation: (conversationId: string) => `/chat?conversation=${segment(conversationId)}`,
  question: (questionId: string) => `/community/questions/${segment(questionId)}`,
  questionsTagged: (tag: string) => `/community?tag=${segment(tag)}`,
  snippet: (slug: string) => `/snippets/${segment(slug)}`,
  snippetsTagged: (tag: string) => `/snippets?tag=${segment(tag)}`,
  playgroundProgram: (slug: string) => `/playground/p/${segment(slug)}`,
  supportTicket: (ticketId: string) => `/support/tickets/${segment(ticketId)}`,
  search: (query: string) => `/search?q=${segment(query)}`,
};
