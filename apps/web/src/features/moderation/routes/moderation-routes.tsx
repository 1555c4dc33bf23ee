import type { RouteObject } from 'react-router';

/** /moderation: moderators and administrators (others see the not-found page); the server checks every call. */
export const moderationRoutes: RouteObject[] = [
  { path: 'moderation', lazy: async () => ({ Component: (await import('./moderation-page')).ModerationPage }) },
];
