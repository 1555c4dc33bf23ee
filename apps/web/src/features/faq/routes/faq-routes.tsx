import type { RouteObject } from 'react-router';
import { loadWrittenPage } from '@/lib/written-pages';

/** The FAQ screen, with its questions from the written page `faq`. */
export const faqRoutes: RouteObject[] = [
  {
    path: 'faq',
    lazy: async () => {
      const [{ FaqPage }, page] = await Promise.all([import('./faq-page'), loadWrittenPage('faq')]);
      return { element: <FaqPage page={page} /> };
    },
  },
];
