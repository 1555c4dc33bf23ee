import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { verifyRecoveryCode } from '@/lib/auth/auth-client';
import { useAuth } from '@/lib/auth/use-auth';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

/**
 * The second sign-in step: the 6-digit code of the user's authenticator app, or one of the
 * recovery codes given at enrolment ("Use a recovery code"); either gives aal2.
 */
export function MfaChallengeForm({ onVerified }: { onVerified?: () => void }) {
  const { getClient, signOut } = useAuth();
  // The factor to verify, asked for as the form appears; a code submitted before the answer waits for it.
  const factorRequest = useRef<Promise<{ id: string | null; error: string | null }> | null>(null);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    factorRequest.current = getClient()
      .then((client) => client.mfa.listFactors())
      .then(({ data, error: listError }) => {
        if (listError && active) setError(listError.message);
        return { id: data?.totp[0]?.id ?? null, error: listError?.message ?? null };
      })
      .catch((failure: unknown) => {
        const message = failure instanceof Error ? failure.message : String(failure);
        if (active) setError(message);
        return { id: null, error: message };
      });
    return () => {
      active = false;
    };
  }, [getClient]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    if (recovery) {
      try {
        await verifyRecoveryCode(await getClient(), code.trim());
      } catch (failure) {
        setBusy(false);
        setError(failure instanceof Error ? failure.message : String(failure));
        setCode('');
        return;
      }
      setBusy(false);
      onVerified?.();
      return;
    }
    const factor = await factorRequest.current;
    const factorId = factor?.id;
    if (!factorId) {
      setBusy(false);
      setError(factor?.error ?? 'No authenticator app is set up for this account. Use a different account.');
      return;
    }
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
      {recovery ? (
        <>
          <p className="text-sm text-muted-foreground">
            Enter one of the recovery codes you saved when you set up two-factor authentication. Each code works once.
          </p>
          <FormField
            key="recovery"
            id="mfa-recovery-code"
            label="Recovery code"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            required
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Open your authenticator app and enter the 6-digit code for Hammurabi.
          </p>
          <FormField
            key="totp"
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
        </>
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <SubmitButton busy={busy} busyLabel="Verifying">
        Verify
      </SubmitButton>
      <Button
        type="button"
        variant="link"
        className="justify-self-center"
        onClick={() => {
          setRecovery((current) => !current);
          setCode('');
          setError(null);
        }}
      >
        {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
      </Button>
      <Button variant="link" className="justify-self-center" onClick={() => void signOut('local')}>
        Use a different account
      </Button>
    </form>
  );
}
