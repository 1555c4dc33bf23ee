import { PROJECT_LANGUAGES, type LearningModuleDetail } from '@hammurabi/shared';
import { MessageCircleQuestionMark, Play, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { CodeEditor } from '@/components/code-editor/code-editor';
import { PythonLoadStatus } from '@/components/python-load-status';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { askCommunityDraft } from '../lib/ask-community';
import { useExercise } from '../lib/use-exercise';
import { CheckSummary } from './check-summary';
import { HintLadder } from './hint-ladder';
import { SolutionComparison } from './solution-comparison';
import { TestResults } from './test-results';

/** An exercise: the editor, Run tests (visible tests, in the browser), Submit (the server judges every test and the laws). */
export function ExercisePanel({ module, signedIn }: { module: LearningModuleDetail; signedIn: boolean }) {
  const state = useExercise(module);
  const navigate = useNavigate();
  // Stuck? The community's Ask Question form opens prefilled with this code and its failing tests.
  const askCommunity = () =>
    void navigate('/community', {
      state: { askQuestion: askCommunityDraft(module, state.code(), state.check, window.location.origin) },
    });
  // A new verdict comes into view and takes focus (so it is read out), however far below the fold.
  const verdict = useRef<HTMLDivElement>(null);
  const shownVerdict = useRef(0);
  useEffect(() => {
    if (state.busy !== null || state.submissions === shownVerdict.current || !verdict.current) return;
    shownVerdict.current = state.submissions;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    verdict.current.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    verdict.current.focus({ preventScroll: true });
  }, [state.busy, state.submissions]);
  const { exercise } = state;
  const solved = module.status === 'completed' || state.check?.passed === true;
  const visible = exercise.tests.length;
  const hidden = exercise.hidden_tests;
  return (
    <section className="grid gap-4" aria-labelledby="exercise-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="exercise-heading" className="text-xl font-semibold">
          Your solution ({PROJECT_LANGUAGES[exercise.language]})
        </h2>
        <p className="text-sm text-muted-foreground">
          {exercise.difficulty} · {visible} visible and {hidden} hidden tests
          {exercise.laws.length > 0 ? ` · laws checked: ${exercise.laws.join(', ')}` : ''}
        </p>
      </div>
      <CodeEditor
        initialDoc={state.initialCode}
        language={exercise.language}
        readOnly={false}
        placeholder="Write your solution here"
        label="Solution code"
        onDocChanged={(view) => state.setCode(view.state.doc.toString())}
        className="h-72 overflow-hidden rounded-lg border border-border"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => void state.run()} disabled={state.busy !== null}>
          <Play aria-hidden />
          Run tests
        </Button>
        {signedIn ? (
          <Button onClick={() => void state.submit()} disabled={state.busy !== null}>
            <Send aria-hidden />
            Submit
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Link
              to="/login"
              state={{ from: `/learning/${module.path_id}/${module.id}` }}
              className="font-medium text-primary hover:underline"
            >
              Sign in
            </Link>{' '}
            to submit your solution and save your progress.
          </p>
        )}
        {signedIn ? (
          <Button variant="ghost" onClick={askCommunity} disabled={state.busy !== null}>
            <MessageCircleQuestionMark aria-hidden />
            Ask the community
          </Button>
        ) : null}
        {state.busy ? (
          <Spinner label={state.busy === 'run' ? 'Running tests' : 'The server is running every test'} />
        ) : null}
      </div>
      {exercise.language === 'python' ? <PythonLoadStatus /> : null}
      {state.runError ? (
        <p role="alert" className="text-sm text-destructive">
          The {PROJECT_LANGUAGES[exercise.language]} runner failed: {state.runError}
        </p>
      ) : null}
      {state.submitError ? (
        <p role="alert" className="text-sm text-destructive">
          {state.submitError.message}
        </p>
      ) : null}
      <TestResults rows={state.rows} />
      {state.check && state.busy === null ? <CheckSummary ref={verdict} check={state.check} /> : null}
      {signedIn && state.check && !state.check.passed && state.check.tests.length > 0 && state.busy === null ? (
        <HintLadder key={state.submissions} moduleId={module.id} />
      ) : null}
      {signedIn && solved && state.busy === null ? <SolutionComparison moduleId={module.id} /> : null}
    </section>
  );
}
