import { Spinner } from '@/components/ui/spinner';
import { lazyAfterPaint } from '@/lib/after-paint';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SnippetsHeading } from '../components/snippets-heading';

// The search, the cards (a query) and the Add Snippet dialog load once the heading shows.
const SnippetsScreen = lazyAfterPaint(async () => (await import('./snippets-screen')).SnippetsScreen, {
  queries: true,
});

/** /snippets: search, language and category filters (kept in the address), cards, Add Snippet. */
export function SnippetsPage() {
  useDocumentTitle('Code Snippets');
  return (
    <SnippetsScreen
      fallback={
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
          <SnippetsHeading />
          <div className="flex justify-center py-20">
            <Spinner label="Loading snippets" />
          </div>
        </div>
      }
    />
  );
}

export default SnippetsPage;
