import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useSubscribeNewsletter } from './subscribe-newsletter';

/** The footer's newsletter sign-up: toasts for failure and success, input cleared after. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const subscription = useSubscribeNewsletter();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toast({
        title: 'Subscription Failed',
        description: 'Please enter a valid email address.',
        variant: 'destructive',
      });
      return;
    }
    subscription.mutate(
      { email: address },
      {
        onSuccess: () => {
          toast({
            title: 'Successfully subscribed!',
            description: `You will receive the latest updates at ${address}.`,
            variant: 'success',
          });
          setEmail('');
        },
        onError: (error) => {
          toast({ title: 'Subscription Failed', description: error.message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row" aria-label="Newsletter sign-up">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <Input
        id="newsletter-email"
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="sm:max-w-64"
      />
      <Button type="submit" disabled={subscription.isPending}>
        {subscription.isPending ? (
          <Spinner label="Subscribing" className="[&_svg]:size-4 [&_svg]:text-current" />
        ) : null}
        Subscribe
      </Button>
    </form>
  );
}
