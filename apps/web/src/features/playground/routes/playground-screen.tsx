import { type Diagnostic, setDiagnostics } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { CodeEditor } from '@/components/code-editor/code-editor';
import { Dialog } from '@/components/ui/dialog';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { errorOutput, useAiTips } from '../api/get-ai-tips';
import { usePlaygroundStatus } from '../api/get-playground-status';
import { useSharedProgram } from '../api/get-shared-program';
import { useAnalyzeCode } from '../api/analyze-code';
import { JavaNotice } from '../components/java-notice';
import { MyProgramsDialog } from '../components/my-programs-dialog';
import { type OutputTab, OutputTabs } from '../components/output-tabs';
import { PlaygroundIntro } from '../components/playground-intro';
import { PlaygroundToolbar } from '../components/playground-toolbar';
import { PythonLoadStatus } from '@/components/python-load-status';
import { SaveDialog } from '../components/save-dialog';
import { ShareDialog } from '../components/share-dialog';
import { SharedProgramState } from '../components/shared-program-state';
import { TestCasesPanel } from '../components/test-cases-panel';
import { pythonRunner } from '@/lib/runners/runners';
import { readDraftFromHash } from '@/lib/playground-share';
import { FILENAMES } from '../lib/starters';
import { useDebugger } from '../lib/use-debugger';
import { usePlayground } from '../lib/use-playground';
import { useProgramSharing } from '../lib/use-program-sharing';
import { paths } from '@/lib/paths';

/** The playground's workspace: write, run against test cases, debug, analyse, save and share. */
export function PlaygroundScreen() {
  const { slug } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const state = usePlayground();
  const { language, open, run, running } = state;
  const status = usePlaygroundStatus();
  const shared = useSharedProgram(slug);
  const debug = useDebugger();
  const analysis = useAnalyzeCode();
  const tips = useAiTips();
  const sharing = useProgramSharing(state, Boolean(user));
  const [tab, setTab] = useState<OutputTab>('console');
  const [programsOpen, setProgramsOpen] = useState(false);
  const viewRef = useRef<EditorView | null>(null);

  // After a run that stopped with an error, AI Tips explains that error.
  const runError = errorOutput(state.consoleState);
  const java = status.data?.java;
  const javaBlocked = language === 'java' && (!user || java?.available !== true);
  const canRun = !javaBlocked;

  useEffect(() => {
    if (shared.data) {
      const program = shared.data;
      open(
        program,
        program.isOwner
          ? { id: program.id, title: program.title, version: program.version, shareSlug: program.shareSlug }
          : null,
      );
    }
  }, [shared.data, open]);

  useEffect(() => {
    const draft = readDraftFromHash(location.hash);
    if (draft) open(draft, null);
  }, [location.hash, open]);

  // Start Python in the background once the page is idle, so the first Run is quick; a page
  // showing another language never downloads it.
  useEffect(() => {
    if (language !== 'python') return;
    const preload = () =>
      void pythonRunner()
        .load()
        .catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 1500);
    return () => clearTimeout(timer);
  }, [language]);

  const startRun = useCallback(() => {
    if (!canRun || running) return;
    setTab('console');
    debug.clear();
    void run();
  }, [canRun, running, run, debug]);

  // Ctrl+Enter / Cmd+Enter runs from anywhere on the page (before the editor's own binding).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        event.stopPropagation();
        startRun();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [startRun]);

  const goToLine = useCallback((line: number) => {
    const view = viewRef.current;
    if (!view) return;
    const target = view.state.doc.line(Math.min(Math.max(line, 1), view.state.doc.lines));
    view.dispatch({ selection: { anchor: target.from }, scrollIntoView: true });
    view.focus();
  }, []);

  const onDebug = () => {
    toast({ title: 'Debug Mode', description: 'Debugger started (conceptual). Set breakpoints in the editor.' });
    setTab('debugger');
    void debug.start(language, state.codeRef.current, state.cases[0]?.input ?? '');
  };

  // The debugger's current line is shown as a mark in the editor.
  const currentStep = debug.session?.steps[debug.session.index];
  const stepNumber = (debug.session?.index ?? 0) + 1;
  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const doc = view.state.doc;
    const marks: Diagnostic[] =
      currentStep && currentStep.line <= doc.lines
        ? [
            {
              from: doc.line(currentStep.line).from,
              to: doc.line(currentStep.line).to,
              severity: 'info',
              message: `Debugger: step ${stepNumber}`,
            },
          ]
        : [];
    view.dispatch(setDiagnostics(view.state, marks));
  }, [currentStep, stepNumber]);

  const filename = FILENAMES[language];
  return (
    <>
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6">
        <PlaygroundToolbar
          language={language}
          running={running}
          canRun={canRun}
          signedIn={Boolean(user)}
          onLanguage={(next) => {
            state.setLanguage(next);
            debug.clear();
            analysis.reset();
            tips.reset();
          }}
          onRun={startRun}
          onStop={state.stop}
          onDebug={onDebug}
          onUpload={(file) => {
            open({ ...file, testCases: state.cases }, null);
            toast({
              title: 'File opened',
              description: `Opened as ${file.language === 'java' ? 'Java' : file.language === 'python' ? 'Python' : 'JavaScript'}.`,
            });
          }}
          onSave={sharing.save}
          onShare={sharing.share}
          onMyPrograms={() => setProgramsOpen(true)}
        />
        <div className="grid gap-1">
          {slug ? <SharedProgramState query={shared} /> : null}
          {language === 'python' ? <PythonLoadStatus /> : null}
          {language === 'java' ? <JavaNotice signedIn={Boolean(user)} status={java} /> : null}
          {state.program ? (
            <p className="text-xs text-muted-foreground">Editing your saved program “{state.program.title}”.</p>
          ) : null}
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="h-[20rem] overflow-hidden rounded-lg border border-border lg:h-[32rem]">
            <CodeEditor
              key={state.document.key}
              initialDoc={state.document.text}
              language={language}
              readOnly={false}
              placeholder="Write your program here"
              label={`${filename} code editor`}
              onReady={(view) => {
                viewRef.current = view;
              }}
              onDocChanged={(view) => {
                state.updateCode(view.state.doc.toString());
              }}
            />
          </div>
          {/* Beside the editor on wide screens, so Run shows its result without scrolling. */}
          <div className="grid min-w-0 content-start gap-6">
            <TestCasesPanel
              cases={state.cases}
              running={running}
              onChange={state.setCases}
              stdin={language === 'java' ? null : { value: state.stdin, onChange: state.setStdin }}
            />
            <OutputTabs
              tab={tab}
              onTab={setTab}
              language={language}
              running={running}
              consoleState={state.consoleState}
              debug={{ session: debug.session, tracing: debug.tracing, onStep: debug.step }}
              analysis={{
                data: analysis.data,
                pending: analysis.isPending,
                error: analysis.error,
                run: () => analysis.mutate({ language, code: state.codeRef.current }),
              }}
              tips={{
                signedIn: Boolean(user),
                text: tips.data?.explanation,
                pending: tips.isPending,
                error: tips.error,
                explainsError: runError !== null,
                ask: () => tips.mutate({ language, code: state.codeRef.current, filename, error: runError }),
              }}
              onGoToLine={goToLine}
            />
          </div>
        </div>
        <PlaygroundIntro />
      </div>
      <Dialog open={sharing.dialog === 'save'} onOpenChange={(next) => !next && sharing.close()}>
        {sharing.dialog === 'save' ? (
          <SaveDialog saving={sharing.saving} error={sharing.error} onSave={sharing.saveAs} />
        ) : null}
      </Dialog>
      <Dialog open={sharing.dialog === 'share'} onOpenChange={(next) => !next && sharing.close()}>
        {sharing.dialog === 'share' && sharing.shareUrl ? (
          <ShareDialog url={sharing.shareUrl.url} saved={sharing.shareUrl.saved} />
        ) : null}
      </Dialog>
      <Dialog open={programsOpen} onOpenChange={setProgramsOpen}>
        {programsOpen ? (
          <MyProgramsDialog
            onOpen={(programSlug) => {
              setProgramsOpen(false);
              void navigate(paths.playgroundProgram(programSlug));
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}
