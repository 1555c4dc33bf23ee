import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { FormField } from '../components/form-field';
import { SubmitButton } from '../components/submit-button';

/** /forgot-password: asks for a recovery e-mail; the answer never says whether the account exists. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const { getClient } = useAuth();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const client = await getClient();
    const address = email.trim();
    const { error } = await client.resetPasswordForEmail(address, {
      redirectTo: `${window.location.origin}/reset-password`,
    });
    setBusy(false);
    if (error) {
      toast({ title: 'Could not send the e-mail', description: error.message, variant: 'destructive' });
      return;
    }
    setSentTo(address);
  };

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail">
        <div className="grid gap-4 text-sm">
          <MailCheck className="size-10 text-primary" aria-hidden />
          <p role="status">
            If an account exists for <strong>{sentTo}</strong>, we have sent it a link to set a new password. The link
            works once and expires in an hour.
          </p>
          <Link to="/login" className="font-medium text-primary hover:underline">
            Back to log in
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your e-mail and we will send you a link to set a new one."
    >
      <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label="Request a password reset">
        <FormField
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SubmitButton busy={busy} busyLabel="Sending">
          Send reset link
        </SubmitButton>
        <Link to="/login" className="justify-self-center text-sm text-primary hover:underline">
          Back to log in
        </Link>
      </form>
    </AuthCard>
  );
}
