import { ShieldCheck } from 'lucide-react';
import { NotFoundPage } from '@/components/not-found-page';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorPanel } from '@/components/ui/state-panels';
import { useUserRole } from '@/lib/auth/use-role';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useModerationQueue } from '../api/moderation-api';
import { QueueCard } from '../components/queue-card';

function ModerationScreen() {
  useDocumentTitle('Moderation');
  const queue = useModerationQueue();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
        <ShieldCheck className="size-7 text-primary" aria-hidden />
        Moderation
      </h1>
      {queue.isError ? (
        <ErrorPanel title="Could not load the queue" message={queue.error.message} retry={queue} />
      ) : !queue.data ? (
        <Spinner label="Loading the queue" />
      ) : queue.data.items.length === 0 ? (
        <EmptyState icon={<ShieldCheck />} title="Nothing to review">
          Flagged questions, answers and snippets appear here.
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label="Flagged posts">
          {queue.data.items.map((item) => (
            <li key={`${item.target_type}:${item.target_id}`}>
              <QueueCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /moderation: the flag queue for moderators and administrators; others see the not-found page. */
export function ModerationPage() {
  const { has, loading } = useUserRole();
  if (loading) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Checking your access" />
      </div>
    );
  }
  return has('moderator') ? <ModerationScreen /> : <NotFoundPage />;
}
