import { Spinner } from '@/components/ui/spinner';
import { lazyAfterPaint } from '@/lib/after-paint';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LearningHeading } from '../components/learning-heading';

// The paths (a query), the filters and the Suggest a Path dialog load once the heading shows.
const LearningScreen = lazyAfterPaint(async () => (await import('./learning-screen')).LearningScreen, {
  queries: true,
});

/** /learning: the learning paths with the learner's progress, filters in the address, Suggest a Path. */
export function LearningPage() {
  useDocumentTitle('Learning Paths');
  return (
    <LearningScreen
      fallback={
        <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10">
          <header className="flex flex-wrap items-end justify-between gap-4">
            <LearningHeading />
          </header>
          <Spinner label="Loading learning paths" className="justify-self-center py-12" />
        </div>
      }
    />
  );
}
