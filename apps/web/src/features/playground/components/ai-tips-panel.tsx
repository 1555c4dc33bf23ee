import { Link } from 'react-router';
import { Markdown } from '@/components/markdown/markdown';
import { Button } from '@/components/ui/button';

/**
 * The assistant's tips for the code, or its reading of the error the last run stopped with;
 * signed-in users only, as every assistant call.
 */
export function AiTipsPanel({
  signedIn,
  tips,
  pending,
  error,
  explainsError,
  onAsk,
}: {
  signedIn: boolean;
  tips: string | undefined;
  pending: boolean;
  error: Error | null;
  explainsError: boolean;
  onAsk: () => void;
}) {
  if (!signedIn) {
    return (
      <p className="text-sm text-muted-foreground">
        <Link to="/login" className="text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>{' '}
        to ask the AI assistant for tips on this code.
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <div>
        <Button size="sm" variant="outline" onClick={onAsk} disabled={pending}>
          {pending ? 'Asking…' : explainsError ? 'Explain the error' : tips ? 'Ask again' : 'Get AI tips'}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error.message}
        </p>
      ) : null}
      {tips ? <Markdown className="text-sm">{tips}</Markdown> : null}
    </div>
  );
}
