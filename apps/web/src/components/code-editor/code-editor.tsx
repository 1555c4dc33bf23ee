import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { type Diagnostic, lintGutter, lintKeymap, setDiagnostics } from '@codemirror/lint';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { Compartment, EditorState } from '@codemirror/state';
import {
  EditorView,
  crosshairCursor,
  drawSelection,
  dropCursor,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  placeholder as placeholderText,
  rectangularSelection,
} from '@codemirror/view';
import type { FileLanguage } from '@hammurabi/shared';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { editorColorClasses, editorTheme, highlightStyle } from './editor-theme';
import { loadLanguage } from './languages';

/** A finding shown on a line (a later issue shows review findings this way). */
export type EditorDiagnostic = Diagnostic;

/**
 * The marks that fit a document of `length` characters, ends clamped to it. Marks worked out for
 * an older text (a file reset or replaced in a new editor before its owner heard of it) would
 * otherwise point past the end, which CodeMirror refuses by throwing.
 */
export function withinDocument(diagnostics: readonly EditorDiagnostic[], length: number): EditorDiagnostic[] {
  return diagnostics
    .filter((diagnostic) => diagnostic.from <= length)
    .map((diagnostic) => (diagnostic.to > length ? { ...diagnostic, to: length } : diagnostic));
}

export interface CodeEditorProps {
  /** The text the editor starts with; later changes go through the view handed to `onReady`. */
  initialDoc: string;
  language: FileLanguage;
  readOnly: boolean;
  /** Soft-wraps long lines instead of scrolling sideways. */
  wrap?: boolean;
  placeholder: string;
  /** The accessible name of the text area. */
  label: string;
  diagnostics?: readonly EditorDiagnostic[];
  onReady?: (view: EditorView) => void;
  onDocChanged?: (view: EditorView) => void;
  className?: string;
}

/**
 * CodeMirror 6 with line numbers, syntax highlighting (loaded per language), search, folding,
 * bracket matching, autocompletion and lint marks. It only renders the visible lines, so a
 * 10,000-line file stays smooth. Mount it with a `key` per file.
 */
export function CodeEditor({
  initialDoc,
  language,
  readOnly,
  wrap = false,
  placeholder,
  label,
  diagnostics,
  onReady,
  onDocChanged,
  className,
}: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const compartments = useRef({ language: new Compartment(), readOnly: new Compartment(), wrap: new Compartment() });
  const callbacks = useRef({ onReady, onDocChanged });
  useEffect(() => {
    callbacks.current = { onReady, onDocChanged };
  });

  // The view is created once; props that change later are applied through compartments.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const { language: languageSlot, readOnly: readOnlySlot, wrap: wrapSlot } = compartments.current;
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: initialDoc,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          history(),
          foldGutter(),
          drawSelection(),
          dropCursor(),
          EditorState.allowMultipleSelections.of(true),
          indentOnInput(),
          syntaxHighlighting(highlightStyle),
          bracketMatching(),
          closeBrackets(),
          autocompletion(),
          rectangularSelection(),
          crosshairCursor(),
          highlightActiveLine(),
          highlightSelectionMatches(),
          lintGutter(),
          keymap.of([
            ...closeBracketsKeymap,
            ...defaultKeymap,
            ...searchKeymap,
            ...historyKeymap,
            ...foldKeymap,
            ...completionKeymap,
            ...lintKeymap,
            indentWithTab,
          ]),
          placeholderText(placeholder),
          editorTheme,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          languageSlot.of([]),
          wrapSlot.of(wrap ? EditorView.lineWrapping : []),
          readOnlySlot.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onDocChanged?.(update.view);
          }),
        ],
      }),
    });
    viewRef.current = view;
    callbacks.current.onReady?.(view);
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once per mount; see the comment above
  }, []);

  useEffect(() => {
    let cancelled = false;
    loadLanguage(language).then(
      (support) => {
        if (!cancelled) viewRef.current?.dispatch({ effects: compartments.current.language.reconfigure(support) });
      },
      () => {
        // Without its grammar the file still opens as plain text.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [language]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: compartments.current.readOnly.reconfigure([
        EditorState.readOnly.of(readOnly),
        EditorView.editable.of(!readOnly),
      ]),
    });
  }, [readOnly]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: compartments.current.wrap.reconfigure(wrap ? EditorView.lineWrapping : []),
    });
  }, [wrap]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || !diagnostics) return;
    view.dispatch(setDiagnostics(view.state, withinDocument(diagnostics, view.state.doc.length)));
  }, [diagnostics]);

  return <div ref={hostRef} className={cn('h-full min-h-0 overflow-hidden', editorColorClasses, className)} />;
}
