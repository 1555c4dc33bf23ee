import type { ReactNode } from 'react';

/** The title block at the top of a content page. */
export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className="border-b border-border bg-muted/40">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
