import type { EditorView } from '@codemirror/view';
import { releaseGate, type IdeCheckRequest, type LawSettingsBody, type ReviewFinding } from '@hammurabi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Settings2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CodeEditor } from '@/components/code-editor/code-editor';
import { codingPlaceholder, editorLanguage } from '@/components/code-editor/languages';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { checkCode } from '../api/check-code';
import { createRelease } from '../api/create-release';
import { getWorkspaceModules } from '../api/get-workspace-files';
import { useLaws } from '../api/get-laws';
import { useAskAssistant } from '../api/ask-assistant';
import { useUpdateLawSettings } from '../api/update-law-settings';
import { AgentPanel } from '../components/agent-panel';
import { DeploymentPanel } from '../components/deployment-panel';
import { FilePicker } from '../components/file-picker';
import { LawSettingsDialog } from '../components/law-settings-dialog';
import { OutputTabs, type IdeTab } from '../components/output-tabs';
import { ProjectFileEditor, type OpenProjectFile } from '../components/project-file-editor';
import { RunControls } from '../components/run-controls';
import { ScorePanel } from '../components/score-panel';
import { RulesPanel } from '../components/rules-panel';
import { SettingsPanel } from '../components/settings-panel';
import { useIdeSession, type ProgramTarget } from '../components/use-ide-session';
import { useWorkspace } from '../components/use-workspace';
import { goToLine, toDiagnostics } from '../lib/diagnostics';
import { questionAbout } from '../lib/ide-messages';
import { notRunnableReason, runnerFor } from '../lib/run-file';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';

/** The Hammurabi IDE: code checked by the laws on the real engine, with a release gate. */
export function IdePage() {
  useDocumentTitle('Hammurabi IDE');
  const workspace = useWorkspace();
  const session = useIdeSession();
  const laws = useLaws();
  const queryClient = useQueryClient();
  const ask = useAskAssistant();
  const [view, setView] = useState<EditorView | null>(null);
  const [tab, setTab] = useState<IdeTab>('output');
  const [lawFilter, setLawFilter] = useState<string | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const openFile = useRef<OpenProjectFile | null>(null);
  const { projectId, project, sample } = workspace;
  const updateSettings = useUpdateLawSettings(projectId ?? '');
  const sampleFile = sample.files.find((file) => file.filename === sample.filename) ?? sample.files[0];

  // Reset replaced the sample's text: the last run's marks point at text that is gone.
  const { clearRun } = session;
  useEffect(() => {
    if (sample.generation > 0) clearRun();
  }, [sample.generation, clearRun]);

  const diagnostics = useMemo(
    () => (view && session.result && !session.stale ? toDiagnostics(view, session.result.violations) : []),
    [view, session.result, session.stale],
  );

  const request = (): IdeCheckRequest | null => {
    if (!view) return null;
    const content = view.state.doc.toString();
    if (projectId) {
      const file = openFile.current?.file;
      return file ? { filename: file.filename, language: file.language, content, project_id: projectId } : null;
    }
    return sampleFile ? { filename: sampleFile.filename, content, profile: sample.profile } : null;
  };

  // The open file's name and language, for Run (the project's file list knows them before it loads).
  const openSummary = projectId ? workspace.projectFiles.find((file) => file.id === workspace.fileId) : undefined;
  const openName = projectId ? openSummary?.filename : sampleFile?.filename;
  const openLanguage = openSummary?.language ?? null;
  const notRunnable = openName && !runnerFor(openLanguage, openName) ? notRunnableReason(openLanguage, openName) : null;

  // What an `import` of the program finds: the sample's files as edited, or the project's saved ones.
  const modulesFor = async (filename: string, code: string): Promise<Record<string, string>> => {
    if (!projectId) {
      return Object.fromEntries(
        sample.files.map((file) => [file.filename, file.filename === filename ? code : file.content]),
      );
    }
    const saved = await getWorkspaceModules(
      projectId,
      workspace.projectFiles.filter((file) => file.filename !== filename),
      (file) => runnerFor(file.language, file.filename) === 'javascript',
    );
    return { ...saved, [filename]: code };
  };

  const programOf = (filename: string, language: string | null, code: string): ProgramTarget => {
    const runner = runnerFor(language, filename);
    if (!runner) return { notRunnable: notRunnableReason(language, filename) };
    return { language: runner, code, modules: () => modulesFor(filename, code) };
  };

  const run = () => {
    const body = request();
    if (!body) return;
    setTab('output');
    const program = programOf(body.filename, body.language ?? null, body.content);
    void session.run({ request: body, profileLabel: workspace.profileLabel, program });
  };

  const deploy = () => {
    if (projectId && project) {
      void session.deploy(project.title, workspace.profileLabel, async () => {
        if (openFile.current && !(await openFile.current.saveNow())) {
          throw new Error('The open file has unsaved changes that could not be saved; save it first.');
        }
        const outcome = await createRelease(projectId);
        if (outcome.passed) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.project.releases(projectId) });
        }
        return outcome;
      });
      return;
    }
    // The gate judges the files as they are at this moment: the open one as the editor shows it.
    const onScreen = view?.state.doc.toString();
    const released = sample.files.map((file) =>
      file.filename === sampleFile?.filename && onScreen !== undefined ? { ...file, content: onScreen } : file,
    );
    void session.deploy('Sample workspace', workspace.profileLabel, async () => {
      const checked = await Promise.all(
        released.map((file) => checkCode({ filename: file.filename, content: file.content, profile: sample.profile })),
      );
      return releaseGate(checked.map((result) => ({ filename: result.filename, counts: result.counts })));
    });
  };

  const askAbout = (finding: ReviewFinding) => {
    const currentName = projectId ? openFile.current?.file.filename : sampleFile?.filename;
    if (!view || !currentName) return;
    const language = openFile.current?.file.language;
    ask.mutate(
      {
        message: questionAbout(finding, currentName),
        context: { current_code: view.state.doc.toString(), filename: currentName, language: language ?? null },
      },
      {
        onSuccess: (answer) => session.addAgent([{ type: 'assistant', message: answer.message }]),
        onError: (error) => session.addAgent([{ type: 'error', message: `Runtime error: ${error.message}` }]),
      },
    );
  };

  // The open file's edits are saved before another file replaces it in the editor.
  const openProjectFile = (fileId: string) => {
    const pending = openFile.current?.saveNow() ?? Promise.resolve(true);
    void pending.then((saved) => {
      // A refused save (a conflict) keeps the file open, with its banner, rather than hide the edits.
      if (!saved) return;
      session.clearRun();
      workspace.openProjectFile(fileId);
    });
  };

  const selectLaw = useCallback((lawId: string | null) => {
    setLawFilter(lawId);
    if (lawId) setTab('violations');
  }, []);

  const onView = useCallback((next: EditorView | null) => setView(next), []);
  const edited = session.markStale;
  const releasesHref = projectId ? `${paths.project(projectId)}#releases` : undefined;
  const owner = project?.role === 'owner';
  const settingsBody: LawSettingsBody | undefined = projectId
    ? workspace.lawSettings.data
    : laws.data?.profiles.find((profile) => profile.id === sample.profile)?.settings;

  const saveRules = (body: LawSettingsBody) => {
    if (!projectId) {
      sample.setProfile(body.profile);
      setRulesOpen(false);
      return;
    }
    updateSettings.mutate(body, { onSuccess: () => setRulesOpen(false) });
  };

  return (
    <div className="mx-auto grid w-full max-w-screen-2xl gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Hammurabi IDE</h1>
          <p className="text-sm text-muted-foreground">
            {project ? project.title : 'Sample workspace'} · {workspace.profileLabel} profile
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {laws.data && settingsBody && (
            <Button variant="link" onClick={() => setRulesOpen(true)}>
              <Settings2 aria-hidden /> Configure Rules
            </Button>
          )}
          <RunControls
            running={session.running}
            executing={session.executing !== null}
            disabled={!view}
            notRunnable={notRunnable}
            onRun={run}
            onStop={session.stop}
          />
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)_20rem]">
        {/* On phones the long Rules card goes last, after the editor and its panels. */}
        <div className="contents lg:grid lg:content-start lg:gap-4">
          <Card className="p-3">
            <FilePicker
              workspace={workspace}
              onOpenFile={openProjectFile}
              onOpenSample={(filename) => {
                session.clearRun();
                sample.open(filename);
              }}
            />
          </Card>
          <Card className="order-last p-3 lg:order-none">
            <h2 className="mb-2 text-sm font-semibold">Rules</h2>
            <RulesPanel
              laws={
                session.result?.laws ??
                laws.data?.profiles.find((profile) => profile.id === workspace.profile)?.laws ??
                laws.data?.laws
              }
              loading={laws.isPending}
              error={laws.error}
              retry={laws}
              result={session.result}
              activeLaw={lawFilter}
              onSelectLaw={selectLaw}
            />
          </Card>
        </div>
        <div className="grid min-w-0 content-start gap-4">
          {projectId ? (
            workspace.fileId ? (
              <ProjectFileEditor
                key={workspace.fileId}
                projectId={projectId}
                fileId={workspace.fileId}
                editable={project?.role === 'owner' || project?.role === 'editor'}
                diagnostics={diagnostics}
                onView={onView}
                onEdited={edited}
                openRef={openFile}
              />
            ) : (
              <Card className="p-6 text-sm text-muted-foreground">Pick a file to open it here.</Card>
            )
          ) : (
            sampleFile && (
              <CodeEditor
                key={`${sampleFile.filename}:${sample.generation}`}
                initialDoc={sampleFile.content}
                language={editorLanguage(null, sampleFile.filename)}
                readOnly={false}
                placeholder={codingPlaceholder(editorLanguage(null, sampleFile.filename))}
                label={`Code of ${sampleFile.filename}`}
                diagnostics={diagnostics}
                wrap
                className="min-h-80 rounded-md border border-border"
                onReady={onView}
                onDocChanged={(changed) => {
                  sample.edit(sampleFile.filename, changed.state.doc.toString());
                  edited();
                }}
              />
            )
          )}
          <OutputTabs
            tab={tab}
            onTab={setTab}
            output={session.output}
            executing={session.executing}
            events={session.events}
            result={session.result}
            stale={session.stale}
            lawFilter={lawFilter}
            onClearFilter={() => setLawFilter(null)}
            onGoToLine={(line) => view && goToLine(view, line)}
            onAsk={workspace.user ? askAbout : undefined}
            asking={ask.isPending}
          />
        </div>
        <div className="grid content-start gap-4">
          <Card className="p-3">
            <ScorePanel result={session.result} stale={session.stale} />
          </Card>
          <Card className="p-3">
            <AgentPanel messages={session.agent} asking={ask.isPending} />
          </Card>
          <Card className="p-3">
            <DeploymentPanel
              deployment={session.deployment}
              onDeploy={!projectId || owner ? deploy : undefined}
              unavailable={projectId && !owner ? "Only the project's owner can deploy it." : undefined}
              releasesHref={releasesHref}
            />
          </Card>
          <Card className="p-3">
            <SettingsPanel
              projectName={project?.title ?? 'Sample workspace'}
              profileLabel={workspace.profileLabel}
              result={session.result}
              releasesHref={releasesHref}
            />
          </Card>
        </div>
      </div>
      {laws.data && settingsBody && (
        <LawSettingsDialog
          open={rulesOpen}
          onOpenChange={setRulesOpen}
          catalog={laws.data}
          settings={settingsBody}
          profiles={projectId ? ['strict', 'standard', 'custom'] : ['strict', 'standard']}
          canEdit={projectId ? (workspace.lawSettings.data?.can_edit ?? false) : true}
          saving={updateSettings.isPending}
          error={updateSettings.error?.message ?? null}
          onSave={saveRules}
          scope={
            projectId
              ? "These rules apply to this project's IDE checks, its AI reviews and the editor's lint marks."
              : 'The sample workspace is checked under the profile you pick here.'
          }
        />
      )}
    </div>
  );
}
