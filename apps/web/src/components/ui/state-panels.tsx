import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { RetryButton } from '@/components/ui/retry-button';

/** A friendly panel for an empty list: an icon, a title, a sentence and maybe a button. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <div className="rounded-full bg-primary/10 p-3 text-primary [&_svg]:size-7">{icon}</div>
      <h2 className="text-xl font-semibold">{title}</h2>
      {children ? <p className="max-w-md text-muted-foreground">{children}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </Card>
  );
}

/** An inline error panel with a title, the message of what went wrong and a Retry button. */
export function ErrorPanel({
  title,
  message,
  action,
  retry,
}: {
  title: string;
  message: string;
  action?: ReactNode;
  /** The failed query: Retry refetches it. */
  retry?: { refetch: () => unknown; isFetching: boolean };
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-xl border border-destructive/50 bg-destructive/5 px-6 py-10 text-center"
    >
      <AlertCircle className="size-8 text-destructive" aria-hidden />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-muted-foreground">{message}</p>
      {action || retry ? (
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {retry ? <RetryButton onRetry={retry.refetch} busy={retry.isFetching} /> : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}
