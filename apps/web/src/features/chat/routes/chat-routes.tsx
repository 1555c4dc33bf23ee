import type { RouteObject } from 'react-router';

/** /chat, loaded on demand; it sits in the guarded route group. */
export const chatRoutes: RouteObject[] = [
  { path: 'chat', lazy: async () => ({ Component: (await import('./chat-page')).ChatPage }) },
];
