import type { QuestionSummary } from '@hammurabi/shared';
import { COMMUNITY_TEXTS } from '@hammurabi/shared/domain/community';
import { countLabel } from '@hammurabi/shared/domain/plural';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { apiRequest } from '@/lib/api-client';
import { paths } from '@/lib/paths';

// The board's best-voted questions shown on the home page.
const SHOWN = 2;

type Highlights =
  { status: 'loading' } | { status: 'ready'; questions: QuestionSummary[] } | { status: 'failed'; message: string };

const cardClass = 'block h-full rounded-xl border border-border bg-card p-5 shadow-sm';

/** "From the Community": the board's best-voted questions, read from the board itself. */
export function CommunityHighlights() {
  const [highlights, setHighlights] = useState<Highlights>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<QuestionSummary[]>(`/community/questions?sort=votes&limit=${SHOWN}`, { signal: controller.signal }).then(
      (questions) => setHighlights({ status: 'ready', questions }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setHighlights({ status: 'failed', message });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  if (highlights.status === 'failed') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        The community questions could not be loaded ({highlights.message}).
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setHighlights({ status: 'loading' });
            setAttempt((count) => count + 1);
          }}
        >
          Retry
        </Button>
      </div>
    );
  }
  if (highlights.status === 'ready' && highlights.questions.length === 0) {
    return (
      <Link to="/community" className={`${cardClass} text-sm hover:border-primary/60`}>
        {COMMUNITY_TEXTS.empty}
      </Link>
    );
  }
  const loading = highlights.status === 'loading';
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-busy={loading} aria-label="Questions from the community">
      {loading
        ? Array.from({ length: SHOWN }, (_, index) => (
            <li key={index} className={`${cardClass} min-h-28 animate-pulse`} aria-hidden />
          ))
        : highlights.questions.map((question) => (
            <li key={question.id}>
              <Link to={paths.question(question.id)} className={`${cardClass} hover:border-primary/60`}>
                <h3 className="flex gap-2 font-semibold break-words">
                  <MessagesSquare className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  {question.title}
                </h3>
                <p className="mt-3 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  {question.tags.map((tag) => (
                    <span key={tag} className="rounded-full bg-muted px-2 py-0.5">
                      {tag}
                    </span>
                  ))}
                  <span>{countLabel(question.answer_count, 'answer')}</span>
                </p>
              </Link>
            </li>
          ))}
    </ul>
  );
}
