import { lazy, Suspense } from 'react';
import { AccessDenied } from '@/components/auth/access-denied';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';

// A visitor only sees the notice: the manager (file picker, reviews, review cards) loads for
// signed-in users alone.
const CodeReviewManager = lazy(async () => ({
  default: (await import('./code-review-manager')).CodeReviewManager,
}));

/** /code-review: a file's reviews by file id, and AI reviews on request. */
export function CodeReviewPage() {
  useDocumentTitle('Code Review Management');
  const { user } = useAuth();
  if (!user) {
    return <AccessDenied message="Access Denied - Please log in to manage and view code reviews." />;
  }
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-20">
          <Spinner label="Loading code reviews" />
        </div>
      }
    >
      <CodeReviewManager />
    </Suspense>
  );
}
