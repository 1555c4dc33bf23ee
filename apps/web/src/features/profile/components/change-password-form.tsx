import { PASSWORD_MIN_LENGTH } from '@hammurabi/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';

/** Change password: needs the current one; every other device is signed out afterwards. */
export function ChangePasswordForm() {
  const { getClient } = useAuth();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const client = await getClient();
    const { error } = await client.updateUser({ password: next, current_password: current });
    setBusy(false);
    if (error) {
      setProblem(error.message);
      return;
    }
    setCurrent('');
    setNext('');
    toast({
      title: 'Password changed',
      description: 'Your other devices have been signed out.',
      variant: 'success',
    });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:max-w-md" aria-label="Change password">
      <div className="grid gap-1.5">
        <Label htmlFor="current-password">Current password</Label>
        <Input
          id="current-password"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="new-password">New password</Label>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" className="justify-self-start" disabled={busy}>
        {busy ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
