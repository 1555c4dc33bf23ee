import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';

/** The link from a finding to the lesson that teaches its law or rule; nothing without one. */
export function LessonLink({ url, ruleId }: { url: string | null | undefined; ruleId: string }) {
  if (!url) return null;
  return (
    <Link
      to={url}
      className="inline-flex items-center gap-1 text-xs font-medium text-primary underline-offset-2 hover:underline"
    >
      <BookOpen className="size-3.5" aria-hidden />
      Lesson for {ruleId}
    </Link>
  );
}
