import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from '@/components/auth/require-auth';
import { SessionReady } from '@/components/auth/session-ready';
import { AppLayout } from '@/components/layout/app-layout';
import { RouteError } from '@/components/route-error';
import { aiAssistantRoutes } from '@/features/ai-assistant/routes/ai-assistant-routes';
import { authRoutes } from '@/features/auth/routes/auth-routes';
import { chatRoutes } from '@/features/chat/routes/chat-routes';
import { communityRoutes } from '@/features/community/routes/community-routes';
import { contentRoutes } from '@/features/content/routes/content-routes';
import { dashboardRoutes } from '@/features/dashboard/routes/dashboard-routes';
import { faqRoutes } from '@/features/faq/routes/faq-routes';
import { fileRoutes } from '@/features/files/routes/file-routes';
import { ideRoutes } from '@/features/ide/routes/ide-routes';
import { learningGuardedRoutes, learningRoutes } from '@/features/learning/routes/learning-routes';
import { playgroundRoutes } from '@/features/playground/routes/playground-routes';
import { profileRoutes } from '@/features/profile/routes/profile-routes';
import { newProjectRoutes, projectRoutes } from '@/features/projects/routes/project-routes';
import { reviewRoutes } from '@/features/reviews/routes/review-routes';
import { searchRoutes } from '@/features/search/routes/search-routes';
import { supportGuardedRoutes, supportRoutes } from '@/features/support/routes/support-routes';
import { adminRoutes } from '@/features/admin/routes/admin-routes';
import { moderationRoutes } from '@/features/moderation/routes/moderation-routes';
import { snippetRoutes } from '@/features/snippets/routes/snippet-routes';
import { tutorialRoutes } from '@/features/tutorials/routes/tutorial-routes';
import { withQueryClient } from '@/lib/query-client';

// The editor's assistant is the chat feature's panel, loaded when first opened.
const EditorAssistant = lazy(async () => ({
  default: (await import('@/features/chat/components/assistant-panel')).AssistantPanel,
}));

// The project page lists its files with the files feature's section, loaded beside the page.
const loadFilesSection = async () => (await import('@/features/files/components/project-files')).ProjectFiles;

const companySlugs = ['about', 'careers', 'contact', 'privacy', 'terms'] as const;

function NothingYet() {
  return null;
}

/** Every route of the app; each screen loads on demand (the HTML of a public page preloads its own). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Until the first screen's module (preloaded by the page's HTML) has arrived, the router has
    // nothing to show; saying so keeps it from warning on every page load.
    HydrateFallback: NothingYet,
    children: [
      {
        // A screen that throws (or whose code fails to load) shows RouteError inside the layout.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('@/features/home/routes/home-page')).HomePage }),
          },
          ...companySlugs.map((slug) => ({
            path: slug,
            lazy: async () => {
              const { CompanyPage } = await import('@/features/company/routes/company-page');
              return { element: <CompanyPage slug={slug} /> };
            },
          })),
          ...contentRoutes,
          ...faqRoutes,
          ...tutorialRoutes,
          ...searchRoutes,
          // These features' screens that query wait for the query cache's code (lib/query-client.ts);
          // their first pages show their heading first and load the cache after it (lib/after-paint.tsx).
          ...authRoutes,
          ...supportRoutes,
          ...communityRoutes,
          ...snippetRoutes,
          ...playgroundRoutes,
          ...learningRoutes,
          {
            // Screens with their own signed-out text instead of a redirect; the signed-in screens load
            // the query cache with their code, so a visitor's notice does not wait for it.
            element: <SessionReady />,
            children: [...profileRoutes, ...reviewRoutes, ...chatRoutes],
          },
          ...withQueryClient([
            {
              // Screens visitors may open: public projects read-only, and the IDE's sample workspace.
              element: <SessionReady />,
              children: [
                ...projectRoutes({ loadFilesSection }),
                ...fileRoutes({ assistantPanel: EditorAssistant }),
                ...ideRoutes,
              ],
            },
            {
              // The guarded route group: signed-in screens without a signed-out view; visitors go to
              // /login and come back after signing in.
              element: <RequireAuth />,
              children: [
                ...dashboardRoutes,
                ...learningGuardedRoutes,
                ...newProjectRoutes,
                ...aiAssistantRoutes,
                ...supportGuardedRoutes,
                ...adminRoutes,
                ...moderationRoutes,
              ],
            },
          ]),
          {
            path: '*',
            lazy: async () => ({ Component: (await import('@/components/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
