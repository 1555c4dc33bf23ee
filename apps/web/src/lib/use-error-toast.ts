import { useEffect } from 'react';
import { toast } from './toast';

/**
 * Shows the destructive toast once for each new error of a query: `title`, and the
 * server's message or 'An unexpected error occurred.'.
 */
export function useErrorToast(error: Error | null | undefined, title: string): void {
  useEffect(() => {
    if (!error) return;
    toast({ title, description: error.message || 'An unexpected error occurred.', variant: 'destructive' });
  }, [error, title]);
}
