import type { RouteObject } from 'react-router';

/** /ai-assistant, loaded on demand; it sits in the guarded route group. */
export const aiAssistantRoutes: RouteObject[] = [
  { path: 'ai-assistant', lazy: async () => ({ Component: (await import('./ai-assistant-page')).AiAssistantPage }) },
];
