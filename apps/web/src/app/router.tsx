import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { HomePage } from '@/features/home/routes/home-page';

const companySlugs = ['about', 'careers', 'contact', 'privacy', 'terms'] as const;

/** Every route of the app; screens other than the home page load on demand. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      ...companySlugs.map((slug) => ({
        path: slug,
        lazy: async () => {
          const { CompanyPage } = await import('@/features/company/routes/company-page');
          return { element: <CompanyPage slug={slug} /> };
        },
      })),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('@/features/not-found/routes/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
