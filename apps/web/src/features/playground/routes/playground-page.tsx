import { PageHeader } from '@/components/layout/page-header';
import { Spinner } from '@/components/ui/spinner';
import { lazyAfterPaint } from '@/lib/after-paint';
import { useDocumentTitle } from '@/lib/use-document-title';

// The workspace (CodeMirror, the runners' controls, the output panels, the dialogs) is nearly all
// of the playground's code: it loads, with the query cache, once the heading shows.
const PlaygroundScreen = lazyAfterPaint(async () => (await import('./playground-screen')).PlaygroundScreen, {
  queries: true,
});

/** The code playground: write, run against test cases, debug, analyse, save and share. */
export function PlaygroundPage() {
  useDocumentTitle('Code Playground');
  return (
    <div>
      <PageHeader
        title="Code Playground"
        lead="Write a small program in Python, JavaScript or Java, run it against your test cases, and share it."
      />
      <PlaygroundScreen
        fallback={
          <div className="flex min-h-[32rem] items-center justify-center">
            <Spinner label="Loading the playground" />
          </div>
        }
      />
    </div>
  );
}
