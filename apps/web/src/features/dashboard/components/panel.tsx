import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A titled dashboard panel. */
export function DashboardPanel({
  title,
  icon,
  action,
  children,
}: {
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-4 p-5" role="region" aria-label={title}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold [&_svg]:size-5 [&_svg]:text-primary">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

/** The honest "nothing here yet" line of a panel. */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-muted/60 px-4 py-6 text-center text-sm text-muted-foreground">{children}</p>;
}
