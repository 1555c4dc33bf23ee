import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { LoginRedirectState } from '@/components/auth/require-auth';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { type AuthMode, CredentialsForm } from '../components/credentials-form';
import { MfaChallengeForm } from '../components/mfa-challenge-form';

/** Only paths inside the app may be returned to after sign-in. */
function returnPath(state: unknown): string {
  const from = (state as Partial<LoginRedirectState> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/dashboard';
}

/** /login (spec §2.5): login and register modes in one card, then the code step for aal2. */
export function LoginPage() {
  const { user, loading, mfaRequired } = useAuth();
  const [mode, setMode] = useState<AuthMode>('login');
  const location = useLocation();
  const navigate = useNavigate();
  // Set while a sign-in from this screen is under way, so its success is toasted once.
  const [signingIn, setSigningIn] = useState(false);
  useDocumentTitle(mode === 'login' ? 'Log in' : 'Create account');

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
        <MfaChallengeForm onVerified={() => setSigningIn(true)} />
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
      <CredentialsForm mode={mode} onModeChange={setMode} onSignInAttempt={setSigningIn} />
    </AuthCard>
  );
}
