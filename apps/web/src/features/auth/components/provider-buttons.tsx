import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { useAuthProviders } from '@/lib/auth/use-auth-providers';
import { toast } from '@/lib/toast';

/** "Continue with GitHub / Google / GitLab / {name}", for the providers the server has enabled only. */
export function ProviderButtons() {
  const providers = useAuthProviders();
  const { signInWithProvider } = useAuth();
  const [leaving, setLeaving] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = async (id: string) => {
    setLeaving(id);
    try {
      await signInWithProvider(id);
    } catch (error) {
      setLeaving(null);
      toast({
        title: 'Login Failed',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" aria-hidden />
        or
        <span className="h-px flex-1 bg-border" aria-hidden />
      </p>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          type="button"
          variant="outline"
          disabled={leaving !== null}
          onClick={() => void start(provider.id)}
        >
          {leaving === provider.id ? `Opening ${provider.name}…` : `Continue with ${provider.name}`}
        </Button>
      ))}
    </div>
  );
}
