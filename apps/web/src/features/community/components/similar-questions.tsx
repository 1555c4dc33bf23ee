import { COMMUNITY_LIMITS } from '@hammurabi/shared';
import { useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSimilarQuestions } from '../api/get-similar-questions';
import { paths } from '@/lib/paths';

const TYPING_PAUSE_MS = 300;

/**
 * While a title is typed, up to five existing questions like it (to avoid duplicates), from the
 * board's search once typing pauses; nothing for a short title. Links open in a new tab, so the
 * draft stays in the form.
 */
export function SimilarQuestions({ title }: { title: string }) {
  const [settled, setSettled] = useState(title.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(title.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [title]);
  const similar = useSimilarQuestions(useDeferredValue(settled));
  // The previous title's suggestions stay while the next are fetched, never under a short title.
  const long = (text: string) => text.length >= COMMUNITY_LIMITS.similarMinLength;
  const items = long(settled) && long(title.trim()) ? (similar.data ?? []) : [];
  if (items.length === 0) return null;
  return (
    <section aria-label="Similar questions" className="rounded-lg border border-border bg-muted/50 p-3 text-sm">
      <h3 className="font-medium">Similar questions already asked</h3>
      <ul className="mt-2 grid gap-1">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={paths.question(item.id)} className="text-primary hover:underline" target="_blank" rel="noopener">
              {item.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>
            <span className="text-muted-foreground">
              {' '}
              · {item.answer_count} {item.answer_count === 1 ? 'answer' : 'answers'}
              {item.is_resolved ? ', resolved' : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
