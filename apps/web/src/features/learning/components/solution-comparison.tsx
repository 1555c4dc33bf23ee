import { PROJECT_LANGUAGES } from '@hammurabi/shared';
import { GitCompareArrows } from 'lucide-react';
import { useId, useState } from 'react';
import { CodeBlock } from '@/components/markdown/code-block';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ErrorPanel } from '@/components/ui/state-panels';
import { useSolutionComparison } from '../api/get-solution-comparison';

/**
 * "Compare with our solution", once the server has recorded the exercise as completed: the
 * learner's accepted code beside ours. The server gives ours to nobody before that.
 */
export function SolutionComparison({ moduleId }: { moduleId: string }) {
  const [open, setOpen] = useState(false);
  const query = useSolutionComparison(moduleId, open);
  const regionId = useId();
  return (
    <div className="grid gap-3">
      <div>
        <Button variant="outline" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
          <GitCompareArrows aria-hidden />
          {open ? 'Hide our solution' : 'Compare with our solution'}
        </Button>
      </div>
      {open ? (
        <section id={regionId} aria-label="Your solution and ours" className="grid gap-3">
          {query.isPending ? <Spinner label="Loading our solution" /> : null}
          {query.error ? (
            <ErrorPanel title="Our solution could not be loaded" message={query.error.message} retry={query} />
          ) : null}
          {query.data ? (
            <div className="grid gap-4 md:grid-cols-2">
              <figure className="grid min-w-0 content-start gap-2">
                <figcaption className="text-sm font-medium">Your accepted solution</figcaption>
                <CodeBlock code={query.data.accepted} language={query.data.language} />
              </figure>
              <figure className="grid min-w-0 content-start gap-2">
                <figcaption className="text-sm font-medium">
                  Our solution ({PROJECT_LANGUAGES[query.data.language]})
                </figcaption>
                <CodeBlock code={query.data.reference} language={query.data.language} />
              </figure>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
