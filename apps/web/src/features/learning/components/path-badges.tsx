import { difficultyVariant, visibleTags, type LearningDifficulty } from '@hammurabi/shared';
import { Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** The difficulty badge (Beginner success, Intermediate warning, Advanced destructive) and the duration. */
export function PathBadges({ difficulty, duration }: { difficulty: LearningDifficulty; duration: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant={difficultyVariant(difficulty)}>{difficulty}</Badge>
      <Badge variant="outline">
        <Clock aria-hidden />
        {duration}
      </Badge>
    </div>
  );
}

/** The first three tags, then "+N more". */
export function PathTags({ tags }: { tags: string[] }) {
  const { shown, more } = visibleTags(tags);
  return (
    <ul className="flex flex-wrap items-center gap-1.5" aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs">
          #{tag}
        </li>
      ))}
      {more > 0 ? <li className="text-xs text-muted-foreground">+{more} more</li> : null}
    </ul>
  );
}

/** A labelled progress bar, 0–100. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="grid gap-1">
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>Progress</span>
        <span className="tabular-nums">{value}%</span>
      </div>
      <progress
        className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
        value={value}
        max={100}
        aria-label={label}
      />
    </div>
  );
}
