import type { EditorView } from '@codemirror/view';
import { projectPolicy, type CodeFile, type Project } from '@hammurabi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Bot, Lock, LogIn, Save, WrapText } from 'lucide-react';
import {
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { SignInLink } from '@/components/auth/session-ready';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useProject } from '@/lib/api/projects/get-project';
import { createFile } from '@/lib/api/projects/create-file';
import { getFilesQueryOptions } from '@/lib/api/projects/get-files';
import { ReviewToolbar } from '@/components/reviews/review-toolbar';
import { useEditorReviews } from '@/components/reviews/use-editor-reviews';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMediaQuery } from '@/lib/use-media-query';
import { useFile } from '../api/get-file';
import { CodeEditor } from '@/components/code-editor/code-editor';
import { ConflictView } from '../components/conflict-view';
import { DraftBanner } from '../components/draft-banner';
import { codingPlaceholder, editorLanguage, languageLabel } from '@/components/code-editor/languages';
import { LeaveGuard } from '../components/leave-guard';
import { SaveStatusIndicator } from '../components/save-status';
import { useFileSaver } from '@/lib/file-save/use-file-saver';
import { copyFilename } from '../lib/copy-filename';
import { type FileDraft, clearDraft, draftWorthOffering, loadDraft } from '@/lib/file-save/draft-storage';
import { lineOfFragment } from '../lib/line-fragment';
import { paths } from '@/lib/paths';
import type { EditorAssistantProps } from '@/lib/editor-assistant';

// The reviews panel renders Markdown; load it when it is first opened.
const ReviewsPanel = lazy(() => import('@/components/reviews/reviews-panel'));
/** The assistant panel as app/ passes it: loaded when first opened, not with the editor. */
export type EditorAssistantPanel = ComponentType<EditorAssistantProps>;

// One side panel at a time, about a third of the width but at most 24rem, so the code keeps at
// least 60% of a 1366 px screen; on phones it covers the screen (over the site header) instead.
const SIDE_PANEL =
  'md:w-1/3 md:max-w-sm md:shrink-0 max-md:fixed max-md:inset-0 max-md:z-50 max-md:rounded-none max-md:border-0';
const WRAP_KEY = 'hammurabi:editor-wrap';

/** The code editor at /projects/{projectId}/code/{fileId}, with the assistant panel app/ composes in. */
export function EditorPage({ assistantPanel: AssistantPanel }: { assistantPanel: EditorAssistantPanel }) {
  const { projectId = '', fileId = '' } = useParams();
  const navigate = useNavigate();
  const project = useProject(projectId);
  const file = useFile(projectId, fileId);
  const failure = file.error ?? project.error;

  useDocumentTitle(file.data?.filename ?? 'Code editor');

  useEffect(() => {
    if (!failure) return;
    toast({
      title: 'Error fetching file',
      description: failure.message || 'An unexpected error occurred.',
      variant: 'destructive',
    });
    void navigate(paths.project(projectId), { replace: true });
  }, [failure, navigate, projectId]);

  if (!file.data || !project.data) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading file" />
      </div>
    );
  }
  return <FileEditor key={file.data.id} project={project.data} file={file.data} assistantPanel={AssistantPanel} />;
}

function FileEditor({
  project,
  file,
  assistantPanel: AssistantPanel,
}: {
  project: Project;
  file: CodeFile;
  assistantPanel: EditorAssistantPanel;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editable = projectPolicy.canEditFiles(project);
  // Visitors read public files; writing, reviews on request and the assistant need an account.
  const visitor = !useAuth().user;
  const language = editorLanguage(file.language, file.filename);
  const viewRef = useRef<EditorView | null>(null);
  const [view, setView] = useState<EditorView | null>(null);
  const saver = useFileSaver(file, viewRef, editable, () => {
    void queryClient.invalidateQueries({ queryKey: getFilesQueryOptions(file.project_id).queryKey });
  });
  const { state, save } = saver;
  const [assistantOpen, setAssistantOpen] = useState(false);
  const [wrap, setWrap] = useState(() => localStorage.getItem(WRAP_KEY) === 'on');
  const reviews = useEditorReviews({
    fileId: file.id,
    view,
    savedVersion: state.version,
    saveFirst: editable ? saver.saveNow : null,
    onPanelOpen: () => setAssistantOpen(false),
  });
  const [draft, setDraft] = useState<FileDraft | null>(() => {
    const stored = editable ? loadDraft(localStorage, file.id) : null;
    if (draftWorthOffering(stored, file.content)) return stored;
    if (stored) clearDraft(localStorage, file.id);
    return null;
  });
  const [mineAtConflict, setMineAtConflict] = useState('');
  const [copying, setCopying] = useState(false);
  const assistantToggle = useRef<HTMLButtonElement>(null);
  const currentText = useCallback(() => viewRef.current?.state.doc.toString() ?? file.content, [file.content]);
  const conflict = state.status === 'conflict' ? state.conflict : null;
  // On phones the side panel covers the screen: it is placed in <body>, above the sticky header
  // and outside the page's animated wrapper (whose transform would trap a fixed element).
  const phone = useMediaQuery('(max-width: 47.99rem)');
  const sidePanel = (panel: ReactNode) => (phone ? createPortal(panel, document.body) : panel);

  // Freeze "mine" when the conflict appears, so the comparison does not move under the user.
  useEffect(() => {
    if (conflict) setMineAtConflict(viewRef.current?.state.doc.toString() ?? '');
  }, [conflict]);

  useEffect(() => {
    if (!editable) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        save();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [editable, save]);

  // A line link (`#L12`, from the assistant here or in AI Chat) puts the cursor on that line, once
  // per navigation, as soon as the editor is ready.
  const location = useLocation();
  const revealedFor = useRef<string | null>(null);
  const { revealLine } = reviews;
  useEffect(() => {
    const line = lineOfFragment(location.hash);
    if (line === null || !view || revealedFor.current === location.key) return;
    revealedFor.current = location.key;
    revealLine(line);
  }, [location.hash, location.key, view, revealLine]);
  // A full-screen assistant would hide the line its link points at: on phones it closes first.
  const closeOnLineLink = (event: MouseEvent<HTMLDivElement>) => {
    if (phone && event.target instanceof Element && event.target.closest('a[href*="#L"]')) setAssistantOpen(false);
  };

  const onReady = useCallback((ready: EditorView) => {
    viewRef.current = ready;
    setView(ready);
  }, []);

  const copyMine = async () => {
    if (!conflict) return;
    setCopying(true);
    try {
      const files = await queryClient.fetchQuery(getFilesQueryOptions(project.id));
      const filename = copyFilename(
        file.filename,
        files.map((item) => item.filename),
      );
      const copy = await createFile(project.id, { filename, content: mineAtConflict, language: file.language });
      await queryClient.invalidateQueries({ queryKey: getFilesQueryOptions(project.id).queryKey });
      saver.takeTheirs(conflict);
      toast({ title: 'Your version was copied', description: `Saved as "${copy.filename}".`, variant: 'success' });
      void navigate(paths.projectFile(project.id, copy.id));
    } catch (error) {
      toast({
        title: 'Error saving file',
        description: error instanceof Error ? error.message : 'An unexpected error occurred.',
        variant: 'destructive',
      });
    } finally {
      setCopying(false);
    }
  };

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] min-h-[32rem] max-w-7xl flex-col gap-3 px-3 py-3 sm:px-6 sm:py-4">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <Button asChild variant="ghost" size="icon" className="shrink-0">
            <Link to={paths.project(project.id)} aria-label={`Back to ${project.title}`} title="Back to the project">
              <ArrowLeft aria-hidden />
            </Link>
          </Button>
          <div className="min-w-0">
            <h1 className="truncate font-mono text-lg font-semibold" title={file.filename}>
              {file.filename}
            </h1>
            <p className="truncate text-xs text-muted-foreground">
              <Link to={paths.project(project.id)} className="hover:text-foreground hover:underline">
                {project.title}
              </Link>{' '}
              · <span title="Project ID">{project.id}</span>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          <Badge variant="outline">{languageLabel(language)}</Badge>
          <Button
            size="sm"
            variant={wrap ? 'secondary' : 'ghost'}
            aria-pressed={wrap}
            title="Wrap long lines instead of scrolling sideways"
            onClick={() => {
              localStorage.setItem(WRAP_KEY, wrap ? 'off' : 'on');
              setWrap(!wrap);
            }}
          >
            <WrapText aria-hidden />
            Wrap lines
          </Button>
          {editable ? (
            <>
              <SaveStatusIndicator status={state.status} lastSavedAt={state.lastSavedAt} error={state.error} />
              <Button
                size="sm"
                onClick={save}
                disabled={state.status === 'conflict'}
                title="Save (Ctrl+S / ⌘S)"
                aria-keyshortcuts="Control+S Meta+S"
              >
                <Save aria-hidden />
                Save
              </Button>
            </>
          ) : (
            <>
              <Badge variant="secondary">
                <Lock aria-hidden />
                Read only
              </Badge>
              {visitor ? (
                <Button asChild size="sm">
                  <SignInLink>
                    <LogIn aria-hidden />
                    Sign in to edit
                  </SignInLink>
                </Button>
              ) : null}
            </>
          )}
          <ReviewToolbar reviews={reviews} canRequest={!visitor}>
            {visitor ? null : (
              <Button
                ref={assistantToggle}
                size="sm"
                variant={assistantOpen ? 'secondary' : 'outline'}
                aria-pressed={assistantOpen}
                onClick={() => {
                  if (!assistantOpen) reviews.closePanel();
                  setAssistantOpen(!assistantOpen);
                }}
              >
                <Bot aria-hidden />
                AI Assistant
              </Button>
            )}
          </ReviewToolbar>
        </div>
      </header>

      {draft && !conflict ? (
        <DraftBanner
          draft={draft}
          onRestore={() => {
            saver.restoreDraft(draft.content, draft.baseVersion);
            setDraft(null);
          }}
          onDiscard={() => {
            clearDraft(localStorage, file.id);
            setDraft(null);
          }}
        />
      ) : null}

      {conflict ? (
        <ConflictView
          conflict={conflict}
          mine={mineAtConflict}
          language={language}
          busy={copying}
          onKeepMine={() => saver.keepMine(conflict)}
          onTakeTheirs={() => saver.takeTheirs(conflict)}
          onCopyMine={() => void copyMine()}
        />
      ) : null}

      <div className={cn('flex min-h-0 flex-1 flex-col gap-3 md:flex-row', conflict && 'hidden')}>
        <div className="min-h-0 min-w-0 flex-1 overflow-hidden rounded-xl border border-border shadow-sm">
          <CodeEditor
            initialDoc={file.content}
            language={language}
            readOnly={!editable}
            wrap={wrap}
            placeholder={codingPlaceholder(language)}
            label={`Code of ${file.filename}`}
            diagnostics={reviews.diagnostics}
            onReady={onReady}
            onDocChanged={saver.edited}
          />
        </div>
        {sidePanel(
          <>
            {assistantOpen ? (
              <Suspense
                fallback={<Spinner label="Loading the assistant" className={cn('justify-center', SIDE_PANEL)} />}
              >
                <div className="contents" onClickCapture={closeOnLineLink}>
                  <AssistantPanel
                    projectId={project.id}
                    fileId={file.id}
                    filename={file.filename}
                    language={file.language}
                    getCode={currentText}
                    onClose={() => {
                      setAssistantOpen(false);
                      assistantToggle.current?.focus();
                    }}
                    className={SIDE_PANEL}
                  />
                </div>
              </Suspense>
            ) : null}
            {reviews.panelOpen ? (
              <Suspense fallback={null}>
                <ReviewsPanel
                  fileId={file.id}
                  savedVersion={state.version}
                  outdated={{ reviewId: reviews.latestReviewId, findings: reviews.outdated }}
                  onClose={reviews.closePanel}
                  onSelectLine={(line) => {
                    // A full-screen panel would hide the line it points at.
                    if (phone) reviews.closePanel();
                    reviews.revealLine(line);
                  }}
                  className={SIDE_PANEL}
                />
              </Suspense>
            ) : null}
          </>,
        )}
      </div>
      {editable ? <LeaveGuard hasUnsavedWork={saver.hasUnsavedWork} /> : null}
    </div>
  );
}

export default EditorPage;
