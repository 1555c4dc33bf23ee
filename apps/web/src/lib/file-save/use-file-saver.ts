import { Text } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { CodeFile, FileConflict, FileSummary } from '@hammurabi/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { clearDraft, saveDraft } from './draft-storage';
import { SaveController, type SaveFailure, type SaveSnapshot } from './save-controller';
import { conflictFrom, saveFile } from './save-file';

const DRAFT_WRITE_DELAY_MS = 750;
const offlineMessage =
  'You are offline. Your changes are kept on this device and will be saved when the connection returns.';

/** Splits text the way CodeMirror does, so "unchanged" means the same to both. */
export function toText(content: string): Text {
  return Text.of(content.split(/\r\n?|\n/));
}

function classify(error: unknown): SaveFailure<FileConflict> {
  const conflict = conflictFrom(error);
  if (conflict) return { kind: 'conflict', conflict };
  if (error instanceof ApiError) {
    if (error.status >= 500 || error.status === 408 || error.status === 429) {
      return { kind: 'retry', offline: false, message: error.message };
    }
    return { kind: 'fatal', message: error.message };
  }
  // fetch() rejects with a TypeError when the network is unreachable.
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return { kind: 'retry', offline: offline || error instanceof TypeError, message: offlineMessage };
}

export type FileSaveState = SaveSnapshot<FileConflict>;

/**
 * Wires a SaveController to the editor: autosave, Ctrl/Cmd+S, retries when the network returns,
 * a local draft of unsaved edits, and the browser's leave warning.
 */
export function useFileSaver(
  file: CodeFile,
  viewRef: { readonly current: EditorView | null },
  editable: boolean,
  /** Called after each successful save, e.g. to refresh a file list. */
  onSaved?: (saved: FileSummary) => void,
) {
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  });
  const [state, setState] = useState<FileSaveState>({
    status: 'saved',
    version: file.version,
    lastSavedAt: null,
    error: null,
    conflict: null,
    attempt: 0,
    retryAt: null,
  });
  const controllerRef = useRef<SaveController<Text, FileConflict> | null>(null);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const writeDraft = useCallback(() => {
    if (draftTimer.current) clearTimeout(draftTimer.current);
    draftTimer.current = null;
    const controller = controllerRef.current;
    const view = viewRef.current;
    if (!controller || !view) return;
    if (controller.isDirty()) {
      saveDraft(localStorage, file.id, {
        content: view.state.doc.toString(),
        baseVersion: controller.state.version,
        updatedAt: Date.now(),
      });
    } else if (controller.state.status === 'saved') {
      clearDraft(localStorage, file.id);
    }
  }, [file.id, viewRef]);

  useEffect(() => {
    if (!editable) return;
    const saved = toText(file.content);
    const controller = new SaveController<Text, FileConflict>({
      saved,
      version: file.version,
      current: () => viewRef.current?.state.doc ?? saved,
      equals: (a, b) => a.eq(b),
      save: async (content, version) => {
        const result = await saveFile(file.project_id, file.id, { content: content.toString(), version });
        onSavedRef.current?.(result);
        return result;
      },
      classify,
      onChange: (snapshot) => {
        setState(snapshot);
        if (snapshot.status === 'saved') clearDraft(localStorage, file.id);
      },
      onManualSaved: () => toast({ title: 'File saved successfully!', variant: 'success' }),
      onError: (message) => toast({ title: 'Error saving file', description: message, variant: 'destructive' }),
    });
    controllerRef.current = controller;
    setState(controller.state);

    const onOnline = () => controller.online();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!controller.hasUnsavedWork()) return;
      writeDraft();
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') writeDraft();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('visibilitychange', onHide);
      if (controller.hasUnsavedWork()) writeDraft();
      controller.dispose();
      controllerRef.current = null;
    };
    // The controller lives as long as this file is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file.id, editable]);

  /** Call on every change of the editor's text. */
  const edited = useCallback(() => {
    controllerRef.current?.edited();
    if (draftTimer.current) clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(writeDraft, DRAFT_WRITE_DELAY_MS);
  }, [writeDraft]);

  useEffect(
    () => () => {
      if (draftTimer.current) clearTimeout(draftTimer.current);
    },
    [],
  );

  const save = useCallback(() => {
    void controllerRef.current?.save('manual');
  }, []);

  const hasUnsavedWork = useCallback(() => controllerRef.current?.hasUnsavedWork() ?? false, []);

  /** Saves pending edits; true once the server holds the editor's text (see SaveController.flush). */
  const saveNow = useCallback(async () => (controllerRef.current ? controllerRef.current.flush() : true), []);

  /** Puts text into the editor as one undoable change. */
  const replaceText = useCallback(
    (content: string) => {
      const view = viewRef.current;
      if (!view) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: content } });
    },
    [viewRef],
  );

  const restoreDraft = useCallback(
    (content: string, baseVersion: number) => {
      replaceText(content);
      controllerRef.current?.rebase(baseVersion);
    },
    [replaceText],
  );

  const keepMine = useCallback((conflict: FileConflict) => {
    controllerRef.current?.keepMine({ content: toText(conflict.current.content), version: conflict.current_version });
  }, []);

  const takeTheirs = useCallback(
    (conflict: FileConflict) => {
      replaceText(conflict.current.content);
      controllerRef.current?.takeTheirs({
        content: toText(conflict.current.content),
        version: conflict.current_version,
      });
      clearDraft(localStorage, file.id);
    },
    [file.id, replaceText],
  );

  return { state, edited, save, saveNow, hasUnsavedWork, restoreDraft, keepMine, takeTheirs };
}
