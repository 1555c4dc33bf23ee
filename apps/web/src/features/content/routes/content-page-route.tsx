import type { ContentPage } from '@hammurabi/content';
import { ContentPageView } from '../components/content-page-view';

/** The route element of a written page loaded from packages/content. */
export function ContentPageRoute({ page }: { page: ContentPage }) {
  return <ContentPageView page={page} />;
}
