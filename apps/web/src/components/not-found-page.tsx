import { Compass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Shown for any address the app does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      aria-labelledby="not-found-title"
    >
      <Compass className="size-12 text-primary" aria-hidden />
      <p className="mt-6 text-sm font-semibold text-primary">404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold tracking-tight">
        Page not found
      </h1>
      <p className="mt-4 text-muted-foreground">
        There is no page at{' '}
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm break-all">{pathname}</code>. It may have
        moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/docs">Read the documentation</Link>
        </Button>
      </div>
    </section>
  );
}

export default NotFoundPage;
