import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { LoginRedirectState } from '@/components/auth/require-auth';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { lazyAfterPaint } from '@/lib/after-paint';
import { type AuthMode, CredentialsForm } from '../components/credentials-form';

// The provider buttons ask the server which providers are on (a query), and the code step shows
// only after a password sign-in: neither holds up the form.
const ProviderButtons = lazyAfterPaint(async () => (await import('../components/provider-buttons')).ProviderButtons, {
  queries: true,
});
const MfaChallengeForm = lazyAfterPaint(
  async () => (await import('../components/mfa-challenge-form')).MfaChallengeForm,
);

/** Only paths inside the app may be returned to after sign-in. */
function returnPath(state: unknown): string {
  const from = (state as Partial<LoginRedirectState> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/dashboard';
}

/** A provider's refusal that came back in the address (query or fragment), if any. */
function providerError(): string | null {
  const params = new URLSearchParams(window.location.search);
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  return params.get('error_description') ?? fragment.get('error_description');
}

/** /login: login and register modes in one card, then the code step for aal2. */
export function LoginPage() {
  const { user, loading, mfaRequired } = useAuth();
  const [mode, setMode] = useState<AuthMode>('login');
  const location = useLocation();
  const navigate = useNavigate();
  // Set while a sign-in from this screen is under way, or when a provider sent the browser back
  // here (/login?via=…), so its success is toasted once.
  const [signingIn, setSigningIn] = useState(() => new URLSearchParams(location.search).has('via'));
  useDocumentTitle(mode === 'login' ? 'Log in' : 'Create account');

  useEffect(() => {
    const reason = providerError();
    if (!reason) return;
    toast({ title: 'Login Failed', description: reason, variant: 'destructive' });
    void navigate('/login', { replace: true });
  }, [navigate]);

  const target = returnPath(location.state);
  useEffect(() => {
    if (!user || !signingIn) return;
    toast({ title: 'Login Successful', description: 'Welcome back!', variant: 'success' });
    void navigate(target, { replace: true });
  }, [user, signingIn, navigate, target]);

  if (loading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Checking your session" />
      </div>
    );
  }
  if (user && !signingIn) return <Navigate to="/dashboard" replace />;
  if (user) return null;
  if (mfaRequired) {
    return (
      <AuthCard title="Two-factor authentication" description="One more step to keep your account safe.">
        <MfaChallengeForm
          onVerified={() => setSigningIn(true)}
          fallback={<Spinner label="Loading the code step" className="flex justify-center py-6" />}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={mode === 'login' ? 'Welcome Back!' : 'Create Account'}
      description={
        mode === 'login' ? 'Log in to your Hammurabi account.' : 'Join Hammurabi to manage projects and get reviews.'
      }
    >
      <div className="grid gap-4">
        <CredentialsForm mode={mode} onModeChange={setMode} onSignInAttempt={setSigningIn} />
        <ProviderButtons fallback={null} />
      </div>
    </AuthCard>
  );
}
