import { displayName, type SupportTicketCreated } from '@hammurabi/shared';
import { BookOpen, CheckCircle2, HelpCircle, Inbox, ListChecks } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import type { UploadProgress } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useUserRole } from '@/lib/auth/use-role';
import { toast } from '@/lib/toast';
import { useSubmitTicket } from '../api/submit-ticket';
import { LoadingPanel } from '../components/state-panels';
import { SupportHeading } from '../components/support-heading';
import { TicketForm } from '../components/ticket-form';

/** The path and fragment of a ticket link, so it opens inside the app. */
const inAppPath = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.hash}`;
};

/** /support's screen: the ticket form, then the number and a link to follow the ticket. */
export function SupportScreen() {
  const { user, loading } = useAuth();
  const { has } = useUserRole();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [submitted, setSubmitted] = useState<SupportTicketCreated | null>(null);
  const submission = useSubmitTicket(setProgress);
  const note = useRef<HTMLDivElement>(null);
  // The form is long: bring the confirmation into view and move focus to it once a ticket is stored.
  useEffect(() => {
    if (!submitted) return;
    note.current?.scrollIntoView({ block: 'center' });
    note.current?.focus({ preventScroll: true });
  }, [submitted]);
  // The name every other screen shows for the user (#35), so one without a full name is not asked again.
  const prefill = { name: user ? displayName(user) : '', email: user?.email ?? '' };

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0">
        <SupportHeading />
        {submitted ? (
          <div
            ref={note}
            tabIndex={-1}
            role="status"
            className="mt-6 flex scroll-mt-24 gap-3 rounded-xl border border-success/50 bg-success/10 p-4 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden />
            <p>
              Ticket <span className="font-mono font-semibold">{submitted.number}</span> was submitted. We sent a
              confirmation with a private link to follow it.{' '}
              <Link to={inAppPath(submitted.access_url)} className="font-medium text-primary underline">
                View ticket {submitted.number}
              </Link>
            </p>
          </div>
        ) : null}
        <Card className="mt-6">
          <h2 className="mb-5 text-xl font-semibold">Submit a Ticket</h2>
          {loading ? (
            <LoadingPanel label="Loading the form" />
          ) : (
            <TicketForm
              key={user?.id ?? 'visitor'}
              prefill={prefill}
              pending={submission.isPending}
              progress={progress}
              onMissing={() =>
                toast({
                  title: 'Missing Information',
                  description: 'Please fill out all required fields.',
                  variant: 'destructive',
                })
              }
              onSubmit={async (input) => {
                setProgress(null);
                try {
                  const created = await submission.mutateAsync(input);
                  setSubmitted(created);
                  toast({
                    title: 'Ticket Submitted!',
                    description: `Our support team will get back to you shortly. Ticket ID: ${created.number}`,
                    variant: 'success',
                  });
                  return true;
                } catch (error) {
                  toast({
                    title: 'Submission Failed',
                    description: error instanceof Error ? error.message : 'An unexpected error occurred.',
                    variant: 'destructive',
                  });
                  return false;
                }
              }}
            />
          )}
        </Card>
      </div>
      <aside className="grid content-start gap-4" aria-label="More help">
        <Card className="p-5">
          <h2 className="font-semibold">Find an answer first</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            <li>
              <Link to="/troubleshoot" className="inline-flex items-center gap-2 text-primary hover:underline">
                <HelpCircle className="size-4" aria-hidden />
                Troubleshoot
              </Link>
            </li>
            <li>
              <Link to="/faq" className="inline-flex items-center gap-2 text-primary hover:underline">
                <BookOpen className="size-4" aria-hidden />
                FAQ
              </Link>
            </li>
          </ul>
        </Card>
        {user ? (
          <Card className="p-5">
            <h2 className="font-semibold">Your requests</h2>
            <ul className="mt-3 grid gap-2 text-sm">
              <li>
                <Link to="/support/tickets" className="inline-flex items-center gap-2 text-primary hover:underline">
                  <ListChecks className="size-4" aria-hidden />
                  My tickets
                </Link>
              </li>
              {has('staff') ? (
                <li>
                  <Link to="/support/inbox" className="inline-flex items-center gap-2 text-primary hover:underline">
                    <Inbox className="size-4" aria-hidden />
                    Support inbox
                  </Link>
                </li>
              ) : null}
            </ul>
          </Card>
        ) : (
          <Card className="p-5 text-sm text-muted-foreground">
            <h2 className="font-semibold text-foreground">No account needed</h2>
            <p className="mt-2">
              We email you a private link to follow your ticket.{' '}
              <Link to="/login" className="text-primary underline">
                Log in
              </Link>{' '}
              to see all your tickets in one place.
            </p>
          </Card>
        )}
      </aside>
    </div>
  );
}
