import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

/** The second sign-in step: the 6-digit code of the user's authenticator app (aal2). */
export function MfaChallengeForm({ onVerified }: { onVerified?: () => void }) {
  const { getClient, signOut } = useAuth();
  const [factorId, setFactorId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void getClient()
      .then((client) => client.mfa.listFactors())
      .then(({ data, error: listError }) => {
        if (!active) return;
        if (listError) setError(listError.message);
        else setFactorId(data.totp[0]?.id ?? null);
      });
    return () => {
      active = false;
    };
  }, [getClient]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!factorId) return;
    setBusy(true);
    setError(null);
    const client = await getClient();
    const { error: verifyError } = await client.mfa.challengeAndVerify({ factorId, code: code.trim() });
    setBusy(false);
    if (verifyError) {
      setError(verifyError.message);
      setCode('');
      return;
    }
    onVerified?.();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label="Two-factor authentication">
      <p className="text-sm text-muted-foreground">
        Open your authenticator app and enter the 6-digit code for Hammurabi.
      </p>
      <FormField
        id="mfa-code"
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <SubmitButton busy={busy} busyLabel="Verifying">
        Verify
      </SubmitButton>
      <Button variant="link" className="justify-self-center" onClick={() => void signOut('local')}>
        Use a different account
      </Button>
    </form>
  );
}
