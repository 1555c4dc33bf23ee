import { AccessDenied } from '@/components/auth/access-denied';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { lazyAfterPaint } from '@/lib/after-paint';
import { useDocumentTitle } from '@/lib/use-document-title';

// A visitor only sees the notice: the manager (file picker, reviews, review cards) loads for
// signed-in users alone, with the query cache.
const CodeReviewManager = lazyAfterPaint(async () => (await import('./code-review-manager')).CodeReviewManager, {
  queries: true,
});

/** /code-review: a file's reviews by file id, and AI reviews on request. */
export function CodeReviewPage() {
  useDocumentTitle('Code Review Management');
  const { user } = useAuth();
  if (!user) {
    return <AccessDenied message="Access Denied - Please log in to manage and view code reviews." />;
  }
  return (
    <CodeReviewManager
      fallback={
        <div className="flex justify-center py-20">
          <Spinner label="Loading code reviews" />
        </div>
      }
    />
  );
}
