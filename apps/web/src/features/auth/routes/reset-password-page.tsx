import { PASSWORD_MIN_LENGTH } from '@hammurabi/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { FormField } from '../components/form-field';
import { MfaChallengeForm } from '../components/mfa-challenge-form';
import { SubmitButton } from '../components/submit-button';

/** The error the server put in the link's redirect (expired or used link), if any. */
function linkError(): string | null {
  const params = new URLSearchParams(window.location.hash.slice(1) || window.location.search);
  return params.get('error_description');
}

/** /reset-password, opened from the recovery e-mail: the link signs the user in; they set a new password. */
export function ResetPasswordPage() {
  useDocumentTitle('Set a new password');
  const { user, loading, mfaRequired, getClient } = useAuth();
  const navigate = useNavigate();
  const [error] = useState(linkError);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (loading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Opening your reset link" />
      </div>
    );
  }
  if (mfaRequired) {
    return (
      <AuthCard title="Two-factor authentication" description="Enter your code before setting a new password.">
        <MfaChallengeForm />
      </AuthCard>
    );
  }
  if (!user) {
    return (
      <AuthCard title="This link does not work">
        <div className="grid gap-4 text-sm">
          <p role="alert">{error ?? 'The reset link is invalid or has expired.'}</p>
          <Link to="/forgot-password" className="font-medium text-primary hover:underline">
            Request a new link
          </Link>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirmation) {
      setProblem('The two passwords do not match.');
      return;
    }
    setBusy(true);
    setProblem(null);
    const client = await getClient();
    const { error: updateError } = await client.updateUser({ password });
    setBusy(false);
    if (updateError) {
      setProblem(updateError.message);
      return;
    }
    toast({ title: 'Password updated', description: 'Your new password is set.', variant: 'success' });
    void navigate('/dashboard', { replace: true });
  };

  return (
    <AuthCard title="Set a new password" description={`For ${user.email ?? 'your account'}.`}>
      <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label="Set a new password">
        <FormField
          id="reset-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <FormField
          id="reset-confirmation"
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        <SubmitButton busy={busy} busyLabel="Saving">
          Save new password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
