import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SignInLink } from './session-ready';

/** The signed-out text of a personal screen, with a way to sign in and come back. */
export function AccessDenied({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center sm:px-6">
      <p role="alert" className="text-lg font-medium">
        {message}
      </p>
      <Button asChild>
        <SignInLink>
          <LogIn aria-hidden />
          Log In
        </SignInLink>
      </Button>
    </div>
  );
}
