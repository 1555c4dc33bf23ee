import type { LessonType } from '@hammurabi/content';
import { BookOpen, Clock, FileVideo, Hammer, MousePointerClick } from 'lucide-react';

const typeInfo: Record<LessonType, { label: string; icon: typeof BookOpen; note?: string }> = {
  video: { label: 'Video', icon: FileVideo, note: 'written walkthrough' },
  interactive: { label: 'Interactive', icon: MousePointerClick },
  guide: { label: 'Guide', icon: BookOpen },
  project: { label: 'Project', icon: Hammer },
};

/** The type and duration of a tutorial item. */
export function LessonMeta({ type, duration }: { type: LessonType; duration: string }) {
  const { label, icon: Icon, note } = typeInfo[type];
  return (
    <span className="flex flex-wrap items-center gap-2 text-xs">
      <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 font-medium text-foreground">
        <Icon className="size-3.5 text-primary" aria-hidden />
        {label}
        {note ? <span className="text-muted-foreground">({note})</span> : null}
      </span>
      <span className="inline-flex items-center gap-1 text-muted-foreground">
        <Clock className="size-3.5" aria-hidden />
        <span className="sr-only">Duration:</span> {duration}
      </span>
    </span>
  );
}
