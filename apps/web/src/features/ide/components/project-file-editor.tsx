import type { EditorView } from '@codemirror/view';
import type { CodeFile } from '@hammurabi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type MutableRefObject } from 'react';
import { CodeEditor, type EditorDiagnostic } from '@/components/code-editor/code-editor';
import { codingPlaceholder, editorLanguage } from '@/components/code-editor/languages';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/state-panels';
import { Spinner } from '@/components/ui/spinner';
import { SAVE_STATUS_LABELS } from '@/lib/file-save/save-controller';
import { useFileSaver } from '@/lib/file-save/use-file-saver';
import { getWorkspaceFilesQueryOptions, useWorkspaceFile } from '../api/get-workspace-files';

/** What the page may ask of the open project file. */
export interface OpenProjectFile {
  file: CodeFile;
  /** Saves pending edits; true once the server holds the editor's text. */
  saveNow: () => Promise<boolean>;
}

export interface ProjectFileEditorProps {
  projectId: string;
  fileId: string;
  editable: boolean;
  diagnostics: readonly EditorDiagnostic[];
  onView: (view: EditorView | null) => void;
  onEdited: () => void;
  openRef: MutableRefObject<OpenProjectFile | null>;
}

function LoadedFile({ file, ...props }: Omit<ProjectFileEditorProps, 'fileId' | 'projectId'> & { file: CodeFile }) {
  const queryClient = useQueryClient();
  const viewRef = useRef<EditorView | null>(null);
  const saver = useFileSaver(file, viewRef, props.editable, () => {
    void queryClient.invalidateQueries({ queryKey: getWorkspaceFilesQueryOptions(file.project_id).queryKey });
  });
  const { openRef, onView } = props;
  useEffect(() => {
    openRef.current = { file, saveNow: saver.saveNow };
    return () => {
      openRef.current = null;
    };
  }, [file, openRef, saver.saveNow]);
  useEffect(() => () => onView(null), [onView]);
  const { state } = saver;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>
          {file.filename} · version {state.version}
        </span>
        {props.editable ? (
          <span role="status" className="flex items-center gap-2">
            {SAVE_STATUS_LABELS[state.status]}
            <Button size="sm" variant="outline" onClick={saver.save} disabled={state.status === 'saving'}>
              Save
            </Button>
          </span>
        ) : (
          <span>Read only</span>
        )}
      </div>
      {state.conflict && (
        <div role="alert" className="grid gap-2 rounded-md border border-warning p-3 text-sm">
          <p>
            This file was changed elsewhere (now version {state.conflict.current_version}). Your text is still here and
            was not saved over it.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => state.conflict && saver.keepMine(state.conflict)}>
              Keep mine
            </Button>
            <Button size="sm" variant="outline" onClick={() => state.conflict && saver.takeTheirs(state.conflict)}>
              Load theirs
            </Button>
          </div>
        </div>
      )}
      <CodeEditor
        initialDoc={file.content}
        language={editorLanguage(file.language, file.filename)}
        readOnly={!props.editable}
        placeholder={codingPlaceholder(editorLanguage(file.language, file.filename))}
        label={`Code of ${file.filename}`}
        diagnostics={props.diagnostics}
        wrap
        className="min-h-80 rounded-md border border-border"
        onReady={(view) => {
          viewRef.current = view;
          onView(view);
        }}
        onDocChanged={() => {
          saver.edited();
          props.onEdited();
        }}
      />
    </div>
  );
}

/** A project file in the IDE's editor, saved with the editor's version check (a stale save is a conflict, never an overwrite). */
export function ProjectFileEditor(props: ProjectFileEditorProps) {
  const query = useWorkspaceFile(props.projectId, props.fileId);
  if (query.isPending) return <Spinner label="Loading the file" />;
  if (query.isError) {
    return <ErrorPanel title="Error fetching file" message={query.error.message} retry={query} />;
  }
  return <LoadedFile key={query.data.id} file={query.data} {...props} />;
}
