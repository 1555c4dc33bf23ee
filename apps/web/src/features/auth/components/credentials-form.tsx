import { PASSWORD_MIN_LENGTH } from '@hammurabi/shared';
import { type FormEvent, type MouseEvent, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

export type AuthMode = 'login' | 'register';

/** A sign-up refused for its username: taken (422 username_taken) or against the rule. */
function isUsernameRefusal(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'username_taken' || (code === 'validation_failed' && error.message.startsWith('Username'));
}

/**
 * The e-mail and password form, in login or register mode. Registration also asks for the full
 * name and username; when the server signed the new account in at once the screen moves on to the
 * dashboard, else it switches back to login mode with the e-mail kept.
 */
export function CredentialsForm({
  mode,
  onModeChange,
  onSignInAttempt,
}: {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Called with true before a sign-in and with false when it failed. */
  onSignInAttempt: (active: boolean) => void;
}) {
  const { signIn, signUp, sendSignInLink } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fullName, setFullName] = useState('');
  const [username, setUsername] = useState('');
  // The server's refusal of the username (taken, or against the rule), shown under the field.
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const register = mode === 'register';

  // Passwordless: the address typed above gets a sign-in link (and code) by mail.
  const onSendLink = async (event: MouseEvent<HTMLButtonElement>) => {
    const field = event.currentTarget.form?.querySelector<HTMLInputElement>('#auth-email');
    if (!field?.reportValidity()) return;
    setBusy(true);
    try {
      await sendSignInLink(email.trim());
      setLinkSentTo(email.trim());
    } catch (error) {
      toast({
        title: 'Could not send the e-mail',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (register) {
        const { signedIn } = await signUp({
          email: email.trim(),
          password,
          fullName: fullName.trim(),
          username: username.trim(),
        });
        // Without e-mail confirmation the server answers a session: the screen then leaves for the
        // dashboard, and no mail is promised that never comes (decision 073).
        toast({
          title: 'Registration Successful',
          description: signedIn
            ? 'Your account is ready and you are signed in.'
            : 'Please check your email to confirm your account.',
          variant: 'success',
        });
        if (signedIn) return;
        setPassword('');
        onModeChange('login');
      } else {
        onSignInAttempt(true);
        await signIn(email.trim(), password);
      }
    } catch (error) {
      if (!register) onSignInAttempt(false);
      if (register && isUsernameRefusal(error)) {
        setUsernameError(error.message);
        document.getElementById('auth-username')?.focus();
        return;
      }
      toast({
        title: register ? 'Registration Failed' : 'Login Failed',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4"
      aria-label={register ? 'Create account' : 'Log in'}
    >
      {register ? (
        <>
          <FormField
            id="auth-full-name"
            label="Full name"
            autoComplete="name"
            maxLength={100}
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
          />
          <FormField
            id="auth-username"
            label="Username"
            autoComplete="username"
            pattern="[A-Za-z0-9_][A-Za-z0-9_.\-]{1,28}[A-Za-z0-9_]"
            title="3–30 characters: letters, digits, _ . or -"
            maxLength={30}
            value={username}
            error={usernameError}
            onChange={(event) => {
              setUsername(event.target.value);
              setUsernameError(null);
            }}
          />
        </>
      ) : null}
      <FormField
        id="auth-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormField
        id="auth-password"
        label="Password"
        type="password"
        autoComplete={register ? 'new-password' : 'current-password'}
        required
        minLength={register ? PASSWORD_MIN_LENGTH : undefined}
        hint={register ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {!register ? (
        <Link to="/forgot-password" className="-mt-1 justify-self-end text-sm text-primary hover:underline">
          Forgot password?
        </Link>
      ) : null}
      <SubmitButton busy={busy} busyLabel={register ? 'Creating your account' : 'Signing in'}>
        {register ? 'Sign Up' : 'Log In'}
      </SubmitButton>
      {!register ? (
        <button
          type="button"
          disabled={busy}
          className="justify-self-center text-sm font-medium text-primary hover:underline disabled:opacity-50"
          onClick={(event) => void onSendLink(event)}
        >
          Email me a sign-in link
        </button>
      ) : null}
      {!register && linkSentTo ? (
        <p role="status" className="rounded-lg border border-success/50 bg-success/10 p-3 text-sm">
          If an account exists for <strong>{linkSentTo}</strong>, we have sent it a sign-in link. Open it on this
          device; it works once and expires in an hour.
        </p>
      ) : null}
      <p className="text-center text-sm text-muted-foreground">
        {register ? 'Already have an account? ' : "Don't have an account? "}
        <button
          type="button"
          className="font-medium text-primary hover:underline"
          onClick={() => onModeChange(register ? 'login' : 'register')}
        >
          {register ? 'Log In' : 'Sign Up'}
        </button>
      </p>
    </form>
  );
}
