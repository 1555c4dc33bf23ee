import { learningButtonLabel, type LearningPathSummary } from '@hammurabi/shared';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PathBadges, PathTags, ProgressBar } from './path-badges';

/** A learning path on /learning: what it is, how far the learner is, and the way in. */
export function PathCard({ path }: { path: LearningPathSummary }) {
  return (
    <li className="flex h-full min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm">
      <h2 className="text-lg leading-snug font-semibold">{path.title}</h2>
      <p className="flex-1 text-sm text-muted-foreground">{path.description}</p>
      <PathBadges difficulty={path.difficulty} duration={path.duration} />
      <PathTags tags={path.tags} />
      <ProgressBar value={path.progress} label={`${path.title} progress`} />
      <Button asChild className="w-full">
        <Link to={`/learning/${path.id}`} aria-label={`${learningButtonLabel(path.progress)}: ${path.title}`}>
          {learningButtonLabel(path.progress)}
        </Link>
      </Button>
    </li>
  );
}
