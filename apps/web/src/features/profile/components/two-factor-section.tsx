import type { Factor } from '@supabase/auth-js';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { RecoveryCodesPanel } from './recovery-codes-panel';

/** auth-js hands the QR code over as an unescaped SVG data: URI; escape it so any server's SVG renders. */
function svgImageSource(qrCode: string): string {
  const comma = qrCode.indexOf(',');
  const svg = qrCode.startsWith('data:') && comma > 0 ? qrCode.slice(comma + 1) : qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface Enrolment {
  id: string;
  qrCode: string;
  secret: string;
}

/** TOTP two-factor: enrol with a QR code and a first code, or remove the authenticator. */
export function TwoFactorSection() {
  const { getClient, refreshUser } = useAuth();
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The codes the enrolment answered: shown once, until the user says they saved them.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  // Bumped after a change, so the effect below reads the factors again.
  const [version, setVersion] = useState(0);
  const load = useCallback(async () => setVersion((value) => value + 1), []);
  useEffect(() => {
    let active = true;
    void getClient()
      .then((client) => client.mfa.listFactors())
      .then(({ data }) => {
        if (active) setFactors(data?.totp ?? []);
      });
    return () => {
      active = false;
    };
  }, [getClient, version]);

  const fail = (message: string) => {
    setProblem(message);
    setBusy(false);
  };

  const startEnrolment = async () => {
    setBusy(true);
    setProblem(null);
    const client = await getClient();
    const { data, error } = await client.mfa.enroll({
      factorType: 'totp',
      friendlyName: `Authenticator ${Date.now()}`,
    });
    if (error) return fail(error.message);
    setEnrolment({ id: data.id, qrCode: svgImageSource(data.totp.qr_code), secret: data.totp.secret });
    setBusy(false);
  };

  const confirmEnrolment = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!enrolment) return;
    setBusy(true);
    setProblem(null);
    const client = await getClient();
    const { data, error } = await client.mfa.challengeAndVerify({ factorId: enrolment.id, code: code.trim() });
    if (error) return fail(error.message);
    // The server adds the recovery codes to its verify answer (decision 089).
    const codes = (data as { recovery_codes?: unknown }).recovery_codes;
    setRecoveryCodes(Array.isArray(codes) ? codes.filter((each): each is string => typeof each === 'string') : null);
    setEnrolment(null);
    setCode('');
    setBusy(false);
    toast({
      title: 'Two-factor authentication on',
      description: 'You will be asked for a code when you sign in.',
      variant: 'success',
    });
    await load();
  };

  const cancelEnrolment = async () => {
    if (!enrolment) return;
    const client = await getClient();
    // The unverified factor is removed now rather than left to expire.
    await client.mfa.unenroll({ factorId: enrolment.id });
    setEnrolment(null);
    setCode('');
  };

  const remove = async (factorId: string) => {
    setBusy(true);
    setProblem(null);
    const client = await getClient();
    const { error } = await client.mfa.unenroll({ factorId });
    if (error) return fail(error.message);
    await refreshUser();
    await load();
    setBusy(false);
    toast({ title: 'Two-factor authentication off', description: 'The authenticator was removed.' });
  };

  if (factors === null) return <p className="text-sm text-muted-foreground">Loading…</p>;
  return (
    <div className="grid gap-4">
      {recoveryCodes && recoveryCodes.length > 0 ? (
        <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : null}
      {factors.length > 0 ? (
        <ul className="grid gap-2">
          {factors.map((factor) => (
            <li
              key={factor.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3"
            >
              <span className="flex items-center gap-2 text-sm">
                <ShieldCheck className="size-4 text-success" aria-hidden />
                Authenticator app is on
              </span>
              <Button variant="outline" size="sm" disabled={busy} onClick={() => void remove(factor.id)}>
                Remove authenticator
              </Button>
            </li>
          ))}
        </ul>
      ) : enrolment ? (
        <form
          onSubmit={(event) => void confirmEnrolment(event)}
          className="grid gap-4 sm:max-w-md"
          aria-label="Set up authenticator"
        >
          <p className="text-sm">
            Scan this QR code with your authenticator app, then enter the 6-digit code it shows.
          </p>
          <img
            src={enrolment.qrCode}
            alt="QR code for your authenticator app"
            width={192}
            height={192}
            className="size-48 rounded-md bg-white p-2"
          />
          <p className="text-xs text-muted-foreground">
            Can&apos;t scan it? Enter this key instead:{' '}
            <code className="rounded bg-muted px-1 py-0.5 break-all" data-testid="totp-secret">
              {enrolment.secret}
            </code>
          </p>
          <div className="grid gap-1.5">
            <Label htmlFor="enrol-code">Code from the app</Label>
            <Input
              id="enrol-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
          </div>
          <div className="flex gap-3">
            <Button type="submit" disabled={busy}>
              Verify and turn on
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => void cancelEnrolment()}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            Protect your account with a code from an authenticator app each time you sign in.
          </p>
          <Button
            variant="secondary"
            className="justify-self-start"
            disabled={busy}
            onClick={() => void startEnrolment()}
          >
            Set up authenticator app
          </Button>
        </div>
      )}
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
