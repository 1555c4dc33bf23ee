import type { LearningHint } from '@hammurabi/shared';
import { Lightbulb } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { getHints } from '../api/get-hints';

// Hints cite code (`input()`, a corrected line); the shared renderer loads with the first hint.
const Markdown = lazy(() => import('@/components/markdown/markdown'));

/**
 * **Hint** after a failed submission: each click reveals the next step of the ladder the server
 * builds from the learner's own code (what differs, what the code shows, where it is taught).
 * Keyed by submission, so a new verdict starts the ladder again.
 */
export function HintLadder({ moduleId }: { moduleId: string }) {
  const [hints, setHints] = useState<LearningHint[] | null>(null);
  const [shown, setShown] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const reveal = async () => {
    setError(null);
    if (hints) {
      setShown((count) => Math.min(count + 1, hints.length));
      return;
    }
    setLoading(true);
    try {
      const answer = await getHints(moduleId);
      setHints(answer.hints);
      setShown(1);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
    setLoading(false);
  };

  const more = hints === null || shown < hints.length;
  return (
    <div className="grid gap-2">
      {hints && shown > 0 ? (
        <ol className="grid gap-2" aria-label="Hints">
          {hints.slice(0, shown).map((hint) => (
            <li key={hint.step} className="rounded-lg border border-border bg-muted/40 p-3 text-sm">
              <p className="font-medium">
                Hint {hint.step}: {hint.title}
              </p>
              <Suspense fallback={<p className="mt-1 whitespace-pre-line">{hint.text}</p>}>
                <Markdown className="mt-1">{hint.text}</Markdown>
              </Suspense>
              {hint.link ? (
                <Link to={hint.link} className="mt-1 inline-block font-medium text-primary hover:underline">
                  Read the lesson
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {more ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => void reveal()} disabled={loading}>
            <Lightbulb aria-hidden />
            {shown === 0 ? 'Hint' : 'Next hint'}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
