import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';

/** The server's word after an e-mail-change link was opened (`#message=…`), taken out of the address. */
function takeLinkMessage(): string | null {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const message = params.get('message');
  if (message) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return message;
}

/**
 * Change e-mail: the server mails a link to the new address (and, by default, one to the current
 * address); the address changes only when they are opened. Until then the change shows as pending.
 */
export function ChangeEmailForm() {
  const { user, getClient, refreshUser } = useAuth();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pending = (user as { new_email?: string } | null)?.new_email;

  useEffect(() => {
    const message = takeLinkMessage();
    if (!message) return;
    toast({ title: 'E-mail change', description: message, variant: 'success' });
    void refreshUser().catch(() => undefined);
  }, [refreshUser]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const client = await getClient();
    const { error } = await client.updateUser(
      { email: email.trim() },
      { emailRedirectTo: `${window.location.origin}/profile` },
    );
    setBusy(false);
    if (error) {
      setProblem(error.message);
      return;
    }
    setEmail('');
    await refreshUser().catch(() => undefined);
    toast({
      title: 'Check your inbox',
      description: 'Open the confirmation links we sent to finish the change.',
      variant: 'success',
    });
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Current address: <span className="font-medium">{user?.email}</span>
      </p>
      {pending ? (
        <p className="rounded-md border border-border bg-muted px-3 py-2 text-sm" role="status">
          Waiting for confirmation: <span className="font-medium">{pending}</span>. Open the links sent to both
          addresses; until then you keep signing in with {user?.email}.
        </p>
      ) : null}
      <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:max-w-md" aria-label="Change e-mail">
        <div className="grid gap-1.5">
          <Label htmlFor="new-email">New e-mail address</Label>
          <Input
            id="new-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" className="justify-self-start" disabled={busy}>
          {busy ? 'Sending…' : 'Change e-mail'}
        </Button>
      </form>
    </div>
  );
}
