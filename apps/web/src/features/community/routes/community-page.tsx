import { Spinner } from '@/components/ui/spinner';
import { lazyAfterPaint } from '@/lib/after-paint';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CommunityHeading } from '../components/community-heading';

// The questions (a query), the sort tabs and the Ask Question dialog load once the heading shows.
const CommunityScreen = lazyAfterPaint(async () => (await import('./community-screen')).CommunityScreen, {
  queries: true,
});

/** /community: search, sort tabs, tag filter, question cards with load more, and Ask Question. */
export function CommunityPage() {
  useDocumentTitle('Community Q&A');
  return (
    <CommunityScreen
      fallback={
        <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
          <CommunityHeading />
          <div className="flex justify-center py-20">
            <Spinner label="Loading questions" />
          </div>
        </div>
      }
    />
  );
}

export default CommunityPage;
