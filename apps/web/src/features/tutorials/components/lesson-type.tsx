import type { LessonType } from '@hammurabi/content';
import { Clock } from 'lucide-react';
import { ModuleTypeLabel } from '@/components/content/module-type';

/** The type and duration of a tutorial item. */
export function LessonMeta({ type, duration }: { type: LessonType; duration: string }) {
  return (
    <span className="flex flex-wrap items-center gap-2 text-xs">
      <ModuleTypeLabel
        type={type}
        className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 font-medium text-foreground"
      />
      <span className="inline-flex items-center gap-1 text-muted-foreground">
        <Clock className="size-3.5" aria-hidden />
        <span className="sr-only">Duration:</span> {duration}
      </span>
    </span>
  );
}
