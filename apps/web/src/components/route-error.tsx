import { RotateCw } from 'lucide-react';
import { Link, useRouteError } from 'react-router';
import { ErrorPanel } from '@/components/ui/state-panels';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'An unexpected error occurred.';

/**
 * What a screen that failed while rendering or loading its code shows, inside the site's header
 * and footer: what went wrong and the ways on (reload, home, support), instead of the router's
 * bare developer message.
 */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <ErrorPanel
        title="Something went wrong on this page"
        message={`${messageOf(error)} Reloading the page usually helps; your saved work is kept. If it happens again, tell us through Support.`}
        action={
          <>
            <Button onClick={() => window.location.reload()}>
              <RotateCw aria-hidden />
              Reload the page
            </Button>
            <Button asChild variant="outline">
              <Link to="/" reloadDocument>
                Go to the home page
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/support" reloadDocument>
                Contact support
              </Link>
            </Button>
          </>
        }
      />
    </div>
  );
}
