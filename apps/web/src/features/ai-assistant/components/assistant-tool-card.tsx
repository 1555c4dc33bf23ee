import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

export interface AssistantTool {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Where the card leads; null for a tool that is not available yet ("Coming Soon"). */
  path: string | null;
}

/**
 * One tool of the hub. An available tool is a card-sized link; a coming one is a link announced
 * as disabled (aria-disabled, no address, so it cannot be focused or followed).
 */
export function AssistantToolCard({ tool }: { tool: AssistantTool }) {
  const Icon = tool.icon;
  const available = tool.path !== null;
  return (
    <li
      className={cn(
        'relative flex flex-col gap-3 rounded-xl border border-border bg-card p-6 shadow-sm transition-colors',
        available ? 'hover:border-primary/60 focus-within:border-primary' : 'bg-muted/40',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span
          className={cn(
            'rounded-lg p-2.5',
            available ? 'bg-primary/10 text-primary' : 'bg-muted text-muted-foreground',
          )}
        >
          <Icon className="size-6" aria-hidden />
        </span>
        {available ? null : <Badge variant="secondary">Coming Soon</Badge>}
      </div>
      <h2 className="text-lg font-semibold">
        {available ? (
          <Link
            to={tool.path as string}
            className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-primary"
          >
            {tool.title}
          </Link>
        ) : (
          <a role="link" aria-disabled="true" className="cursor-not-allowed text-muted-foreground">
            {tool.title}
          </a>
        )}
      </h2>
      <p className="text-sm text-muted-foreground">{tool.description}</p>
      {available ? (
        <span className="mt-auto flex items-center gap-1 text-sm font-medium text-primary" aria-hidden>
          Open <ArrowRight className="size-4" />
        </span>
      ) : null}
    </li>
  );
}
