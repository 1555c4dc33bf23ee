import { displayName } from '@hammurabi/shared';
import { useAuth } from '@/lib/auth/use-auth';
import { useSyncTimeZone } from '@/lib/time-zone';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDashboardVisit } from '../api/record-visit';
import { DashboardOverview } from '../components/dashboard-overview';

/** /dashboard: the greeting, then the numbers and panels. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  useSyncTimeZone();
  const { user } = useAuth();
  const visit = useDashboardVisit(user?.id);
  // Nothing until the server has said whether this is the first visit, so the heading never flips.
  const greeting = visit.data?.first_visit ? 'Welcome' : 'Welcome back';
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight break-words">
          {visit.isPending ? '\u00a0' : `${greeting}, ${displayName(user)}!`}
        </h1>
        <p className="mt-2 text-muted-foreground">Here is what is happening with your projects and learning.</p>
      </header>
      <DashboardOverview />
    </div>
  );
}
