import { Tag } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** A question's tags; each links to the board filtered by it. */
export function TagList({ tags, className }: { tags: string[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className ?? ''}`} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={paths.questionsTagged(tag)}
            className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-medium text-foreground hover:bg-primary/20 focus-visible:outline-2 focus-visible:outline-primary"
            aria-label={`Show questions tagged ${tag}`}
          >
            <Tag className="size-3" aria-hidden />
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
