import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { LoginRedirectState } from '@/components/auth/require-auth';
import { Button } from '@/components/ui/button';

/** A button-looking link to /login that brings the visitor back here after signing in. */
export function SignInLink({
  children,
  variant = 'primary',
  size = 'md',
  className,
  label,
}: {
  children: ReactNode;
  variant?: 'primary' | 'outline' | 'ghost';
  size?: 'sm' | 'md' | 'icon';
  className?: string;
  /** An accessible name when the content is only an icon. */
  label?: string;
}) {
  const location = useLocation();
  const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to="/login" state={state} aria-label={label}>
        {children}
      </Link>
    </Button>
  );
}
