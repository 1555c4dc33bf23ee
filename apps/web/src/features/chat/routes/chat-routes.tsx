import type { RouteObject } from 'react-router';

/** /chat, loaded on demand; visitors see its signed-out text. */
export const chatRoutes: RouteObject[] = [
  { path: 'chat', lazy: async () => ({ Component: (await import('./chat-page')).ChatPage }) },
];
