import { syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { displayName, type FileConflict, type FileLanguage, formatRelativeTime } from '@hammurabi/shared';
import { AlertTriangle, Copy, Download, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { editorColorClasses, editorTheme, highlightStyle } from '@/components/code-editor/editor-theme';
import { loadLanguage } from '@/components/code-editor/languages';

/** The merge view's folded "unchanged lines" bar, in the app's colours (its default glyphs are missing from many fonts). */
const mergeTheme = EditorView.theme({
  '.cm-collapsedLines': {
    background: 'var(--color-muted)',
    color: 'var(--color-muted-foreground)',
    fontFamily: 'var(--font-sans)',
    fontSize: '12px',
  },
  '.cm-collapsedLines:before': { content: '"↕ "' },
  '.cm-collapsedLines:after': { content: '""' },
});

function editorName(conflict: FileConflict): string {
  const user = conflict.current.updated_by;
  return displayName(user);
}

/**
 * Shown when a save was refused because someone saved a newer version first. Nothing is
 * overwritten until the user picks: keep theirs, keep mine (saved on top), or copy mine aside.
 */
export function ConflictView({
  conflict,
  mine,
  language,
  busy,
  onKeepMine,
  onTakeTheirs,
  onCopyMine,
}: {
  conflict: FileConflict;
  mine: string;
  language: FileLanguage;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onCopyMine: () => void;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const theirs = conflict.current.content;
  // If the comparison view cannot load (e.g. the connection dropped), show both texts plainly.
  const [plain, setPlain] = useState(false);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let destroyed = false;
    let destroy = () => {};
    void Promise.all([import('@codemirror/merge'), loadLanguage(language).catch(() => [])]).then(
      ([{ MergeView }, languageSupport]) => {
        if (destroyed) return;
        const shared = [
          lineNumbers(),
          syntaxHighlighting(highlightStyle),
          editorTheme,
          mergeTheme,
          languageSupport,
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
        ];
        const view = new MergeView({
          parent: host,
          a: {
            doc: mine,
            extensions: [...shared, EditorView.contentAttributes.of({ 'aria-label': 'Your version' })],
          },
          b: {
            doc: theirs,
            extensions: [...shared, EditorView.contentAttributes.of({ 'aria-label': 'Version on the server' })],
          },
          gutter: true,
          highlightChanges: true,
          collapseUnchanged: { margin: 3, minSize: 6 },
        });
        destroy = () => view.destroy();
      },
      () => {
        if (!destroyed) setPlain(true);
      },
    );
    return () => {
      destroyed = true;
      destroy();
    };
  }, [mine, theirs, language]);

  return (
    <section
      aria-labelledby="conflict-title"
      data-testid="conflict-view"
      className="flex min-h-0 flex-1 flex-col gap-3 rounded-xl border border-destructive/60 bg-card p-3 sm:p-4"
    >
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
        <div className="grid gap-1">
          <h2 id="conflict-title" className="font-semibold">
            This file changed while you were editing
          </h2>
          <p className="text-sm text-muted-foreground">
            {editorName(conflict)} saved version {conflict.current_version}{' '}
            {formatRelativeTime(conflict.current.updated_at)}. Your changes are not saved yet and nothing was
            overwritten. Compare the two versions and choose what to keep.
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span>Your version</span>
        <span>On the server (version {conflict.current_version})</span>
      </div>
      {plain ? (
        <div className="grid min-h-64 flex-1 grid-cols-2 gap-2 overflow-auto">
          <pre
            aria-label="Your version"
            className="overflow-auto rounded-md border border-border p-3 font-mono text-sm"
          >
            {mine}
          </pre>
          <pre
            aria-label="Version on the server"
            className="overflow-auto rounded-md border border-border p-3 font-mono text-sm"
          >
            {theirs}
          </pre>
        </div>
      ) : null}
      <div
        hidden={plain}
        ref={hostRef}
        className={cn(
          'min-h-64 flex-1 overflow-auto rounded-md border border-border [&_.cm-mergeView]:h-full',
          editorColorClasses,
        )}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        {busy ? <Spinner label="Working" className="self-center [&_svg]:size-5" /> : null}
        <Button variant="outline" onClick={onCopyMine} disabled={busy}>
          <Copy aria-hidden />
          Copy mine to a new file
        </Button>
        <Button variant="outline" onClick={onTakeTheirs} disabled={busy}>
          <Download aria-hidden />
          Use the server version
        </Button>
        <Button onClick={onKeepMine} disabled={busy}>
          <Upload aria-hidden />
          Keep mine and save
        </Button>
      </div>
    </section>
  );
}
