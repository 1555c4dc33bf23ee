import type { PlaygroundStatus } from '@hammurabi/shared';
import { Link } from 'react-router';

/** Why Java may not run: it needs an account (it runs on our server) and a server that supports it. */
export function JavaNotice({ signedIn, status }: { signedIn: boolean; status: PlaygroundStatus['java'] | undefined }) {
  if (status && !status.available) {
    return (
      <p role="status" className="rounded-md border border-warning/50 bg-warning/10 p-2 text-sm">
        <strong>Java cannot run on this server.</strong> {status.reason}
      </p>
    );
  }
  if (!signedIn) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Java compiles and runs on our server, so it needs an account:{' '}
        <Link to="/login" className="text-primary underline-offset-4 hover:underline">
          sign in
        </Link>{' '}
        to run it.
      </p>
    );
  }
  return <p className="text-xs text-muted-foreground">Java compiles and runs in a sandbox on our server.</p>;
}
