import { lazyAfterPaint } from '@/lib/after-paint';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadingPanel } from '../components/state-panels';
import { SupportHeading } from '../components/support-heading';

// The form, its upload and the staff links (a query) load once the heading shows.
const SupportScreen = lazyAfterPaint(async () => (await import('./support-screen')).SupportScreen, { queries: true });

/** /support: the ticket form, then the number and a link to follow the ticket. */
export function SupportPage() {
  useDocumentTitle('Support');
  return (
    <SupportScreen
      fallback={
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[1fr_18rem]">
          <div className="min-w-0">
            <SupportHeading />
            <LoadingPanel label="Loading the form" />
          </div>
        </div>
      }
    />
  );
}

export default SupportPage;
