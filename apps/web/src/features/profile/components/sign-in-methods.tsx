import type { Provider, UserIdentity } from '@supabase/auth-js';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { useAuthProviders } from '@/lib/auth/use-auth-providers';
import { toast } from '@/lib/toast';

/** The ways into the account (e-mail and password, linked providers): link another, unlink one while another remains. */
export function SignInMethods() {
  const { user, getClient, refreshUser } = useAuth();
  const providers = useAuthProviders();
  const [busy, setBusy] = useState<string | null>(null);
  const identities = user?.identities ?? [];
  const nameOf = (provider: string) =>
    provider === 'email' ? 'E-mail and password' : (providers.find((each) => each.id === provider)?.name ?? provider);
  const unlinked = providers.filter((provider) => !identities.some((identity) => identity.provider === provider.id));

  const failed = (title: string, error: unknown) =>
    toast({ title, description: error instanceof Error ? error.message : String(error), variant: 'destructive' });

  const link = async (provider: string) => {
    setBusy(provider);
    const client = await getClient();
    const { error } = await client.linkIdentity({
      provider: provider as Provider,
      options: { redirectTo: `${window.location.origin}/profile` },
    });
    if (error) {
      setBusy(null);
      failed('Linking failed', error);
    }
  };

  const unlink = async (identity: UserIdentity) => {
    setBusy(identity.identity_id);
    try {
      const client = await getClient();
      const { error } = await client.unlinkIdentity(identity);
      if (error) throw error;
      await refreshUser();
      toast({
        title: 'Sign-in method removed',
        description: `${nameOf(identity.provider)} no longer signs you in.`,
        variant: 'success',
      });
    } catch (error) {
      failed('Unlinking failed', error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" aria-label="Linked sign-in methods">
        {identities.map((identity) => {
          const email = typeof identity.identity_data?.email === 'string' ? identity.identity_data.email : null;
          return (
            <li
              key={identity.identity_id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border px-3 py-2"
            >
              <span className="text-sm">
                <span className="font-medium">{nameOf(identity.provider)}</span>
                {email ? <span className="text-muted-foreground"> · {email}</span> : null}
              </span>
              {identities.length > 1 ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy !== null}
                  aria-label={`Unlink ${nameOf(identity.provider)}`}
                  onClick={() => void unlink(identity)}
                >
                  Unlink
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {identities.length === 1 ? (
        <p className="text-sm text-muted-foreground">This is your only way to sign in, so it cannot be removed.</p>
      ) : null}
      {unlinked.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {unlinked.map((provider) => (
            <Button
              key={provider.id}
              variant="secondary"
              disabled={busy !== null}
              onClick={() => void link(provider.id)}
            >
              {busy === provider.id ? `Opening ${provider.name}…` : `Link ${provider.name}`}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
