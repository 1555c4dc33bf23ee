import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';

/** "Delete my account": the password again, then a confirmation that says what goes and what stays. */
export function DeleteAccountSection() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (password) setConfirming(true);
  };
  const remove = async () => {
    setPending(true);
    try {
      await apiRequest('/auth/account', { method: 'DELETE', body: { password } });
      setConfirming(false);
      await navigate('/', { replace: true });
      // The sessions are gone on the server; this forgets the one kept in the browser.
      await signOut('local').catch(() => undefined);
      toast({ title: 'Your account was deleted', variant: 'success' });
    } catch (error) {
      setConfirming(false);
      toast({ title: 'Could not delete your account', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return (
    <form className="grid gap-3" onSubmit={ask}>
      <p className="text-sm text-muted-foreground">Deletes your account for good. Enter your password to continue.</p>
      <div className="grid gap-1.5 sm:max-w-sm">
        <label htmlFor="delete-account-password" className="text-sm font-medium">
          Current password
        </label>
        <Input
          id="delete-account-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <Button type="submit" variant="destructive" className="justify-self-start" disabled={!password}>
        Delete my account
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your account?"
        description="Your account, sessions, private projects and private snippets, playground programs, conversations, avatars and progress are deleted, and your support tickets lose your name and address. Your public projects and public snippets stay readable by everyone, shown as by “Former member”, and so do your questions and answers; nobody can change them then, so delete or make private first what should go too. Reviews you wrote of other people's code stay without your name. This cannot be undone."
        confirmLabel="Delete my account"
        pending={pending}
        onConfirm={() => void remove()}
      />
    </form>
  );
}
