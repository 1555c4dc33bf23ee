import { LifeBuoy } from 'lucide-react';

/** The heading of /support and its lead, shown before the rest of the screen has loaded. */
export function SupportHeading() {
  return (
    <>
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
        <LifeBuoy className="size-8 text-primary" aria-hidden />
        Support
      </h1>
      <p className="mt-2 text-muted-foreground">
        Tell us what went wrong or what you need. We answer by email, and you can follow the conversation here.
      </p>
    </>
  );
}
