import { difficultyVariant, PROJECT_LANGUAGES, type LearningModuleSummary, type ModuleStatus } from '@hammurabi/shared';
import { CheckCircle2, Circle, CircleDot } from 'lucide-react';
import { Link } from 'react-router';
import { ModuleTypeLabel } from '@/components/content/module-type';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const STATUS_TEXT: Record<ModuleStatus, string> = {
  not_started: 'Not started',
  started: 'Started',
  completed: 'Completed',
};

function StatusIcon({ status }: { status: ModuleStatus }) {
  if (status === 'completed') return <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden />;
  if (status === 'started') return <CircleDot className="size-5 shrink-0 text-warning" aria-hidden />;
  return <Circle className="size-5 shrink-0 text-muted-foreground" aria-hidden />;
}

/** The modules of a path in order, with their status; the next one to do is highlighted. */
export function ModuleList({
  pathId,
  modules,
  nextModuleId,
}: {
  pathId: string;
  modules: LearningModuleSummary[];
  nextModuleId: string | null;
}) {
  return (
    <ol className="grid gap-2" aria-label="Modules">
      {modules.map((module, index) => {
        const next = module.id === nextModuleId;
        return (
          <li key={module.id}>
            <Link
              to={`/learning/${pathId}/${module.id}`}
              aria-current={next ? 'step' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg border border-border bg-card p-3 hover:border-primary',
                next && 'border-primary ring-2 ring-primary/30',
              )}
            >
              <StatusIcon status={module.status} />
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium">
                  {index + 1}. {module.title}
                </span>
                <span className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted-foreground">
                  <ModuleTypeLabel type={module.type} />
                  {module.language ? <span>· {PROJECT_LANGUAGES[module.language]}</span> : null}
                  <span>· {module.minutes} min</span>
                  <span>· {STATUS_TEXT[module.status]}</span>
                  {module.difficulty ? (
                    <Badge variant={difficultyVariant(module.difficulty)}>
                      <span className="sr-only">Difficulty: </span>
                      {module.difficulty}
                    </Badge>
                  ) : null}
                </span>
              </span>
              {next ? <Badge variant="default">Up next</Badge> : null}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
