import type { Diagnostic } from '@codemirror/lint';
import { Compartment, StateEffect, type Text } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { CodeReview, ReviewFinding } from '@hammurabi/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useFileReviews } from '@/lib/api/reviews/get-file-reviews';
import { useRequestAiReview } from '@/lib/api/reviews/request-ai-review';
import { shortReviewId } from '@/lib/reviews/review-badges';
import {
  findingKey,
  findingStates,
  latestCompletedAiReview,
  reviewDiagnostics,
} from '@/lib/reviews/review-diagnostics';

const NO_DIAGNOSTICS: Diagnostic[] = [];
const NO_FINDINGS: ReviewFinding[] = [];
/** How long typing pauses before the marks are checked against the changed text again. */
const RECHECK_DELAY_MS = 300;

/** Which findings of the review are outdated on `doc`, as one comparable string. */
function outdatedSignature(review: CodeReview | null, doc: Text, savedVersion: number): string {
  if (!review) return '';
  const keys = findingStates(review, doc, savedVersion).outdated.map(findingKey);
  return `${savedVersion}|${keys.join('|')}`;
}

export interface EditorReviewsOptions {
  fileId: string;
  /** The editor, once it exists. */
  view: EditorView | null;
  /** The version the server holds, to note marks from a review of an older version. */
  savedVersion: number;
  /** Saves unsaved edits; resolves false when they could not be saved. Null for read-only files. */
  saveFirst: (() => Promise<boolean>) | null;
  /** Called whenever the panel opens, so the editor can close its other side panel. */
  onPanelOpen?: () => void;
}

/**
 * Everything the editor needs for reviews: the panel's open state, the AI
 * Review request (saving first, since a review judges the saved file), and the latest completed
 * AI review's findings as lint marks. Only findings whose lines still read as judged get a mark
 * (`findingStates`); the rest are outdated. Marks are placed when the review arrives and again
 * whenever an edit outdates a finding; CodeMirror moves them along with edits in between.
 */
export function useEditorReviews({ fileId, view, savedVersion, saveFirst, onPanelOpen }: EditorReviewsOptions) {
  const [panelOpen, setPanelOpen] = useState(false);
  // The latest callback, so the request handler below need not change when the editor re-renders.
  const onOpen = useRef(onPanelOpen);
  useEffect(() => {
    onOpen.current = onPanelOpen;
  });
  const [preparing, setPreparing] = useState(false);
  const reviews = useFileReviews(fileId);
  const request = useRequestAiReview();
  const latest = latestCompletedAiReview(reviews.data);

  const [marks, setMarks] = useState<{
    reviewId: string | null;
    view: EditorView | null;
    savedVersion: number;
    signature: string;
    list: Diagnostic[];
    outdated: ReviewFinding[];
  }>({ reviewId: null, view: null, savedVersion, signature: '', list: NO_DIAGNOSTICS, outdated: NO_FINDINGS });
  // The signature of the outdated findings on the current text, refreshed after typing pauses.
  const [signature, setSignature] = useState('');
  const latestId = latest?.id ?? null;
  const stale = marks.reviewId !== latestId || marks.view !== view || marks.savedVersion !== savedVersion;
  if (view && (stale || marks.signature !== signature)) {
    // Derived state (React's "adjusting state while rendering"), recomputed only when another
    // review becomes the latest, a save changes the version, or an edit changes which findings are
    // outdated; otherwise CodeMirror keeps moving the marks along with the edits.
    const doc = view.state.doc;
    const current = outdatedSignature(latest, doc, savedVersion);
    setMarks({
      reviewId: latestId,
      view,
      savedVersion,
      signature: current,
      list: latest ? reviewDiagnostics(latest, doc, savedVersion) : NO_DIAGNOSTICS,
      outdated: latest ? findingStates(latest, doc, savedVersion).outdated : NO_FINDINGS,
    });
    if (current !== signature) setSignature(current);
  }

  // After each pause in typing, check which findings the edits outdated; re-render only on a change.
  const checked = useRef({ latest, savedVersion });
  useEffect(() => {
    checked.current = { latest, savedVersion };
  });
  useEffect(() => {
    if (!view) return;
    const slot = new Compartment();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener = EditorView.updateListener.of((update) => {
      if (!update.docChanged) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { latest: review, savedVersion: version } = checked.current;
        setSignature(outdatedSignature(review, update.view.state.doc, version));
      }, RECHECK_DELAY_MS);
    });
    view.dispatch({ effects: StateEffect.appendConfig.of(slot.of(listener)) });
    return () => {
      clearTimeout(timer);
      // The view may be gone already (the editor unmounted first).
      if (view.dom.isConnected) view.dispatch({ effects: slot.reconfigure([]) });
    };
  }, [view]);

  const requestReview = useCallback(async () => {
    setPreparing(true);
    try {
      if (saveFirst && !(await saveFirst())) {
        toast({
          title: 'Error requesting review',
          description:
            'A review judges the saved file, and your latest changes could not be saved. Save them (or resolve the conflict) and try again.',
          variant: 'destructive',
        });
        return;
      }
    } finally {
      setPreparing(false);
    }
    request.mutate(fileId, {
      onSuccess: (requested) => {
        setPanelOpen(true);
        onOpen.current?.();
        toast({
          title: 'AI Review Requested',
          description:
            requested.status === 'pending'
              ? `Review ${shortReviewId(requested.id)} is being written; it appears in Code Reviews when ready.`
              : `Review ${shortReviewId(requested.id)} is ready in Code Reviews.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'Error requesting review',
          description: error.message || 'An unexpected error occurred.',
          variant: 'destructive',
        }),
    });
  }, [fileId, request, saveFirst]);

  const revealLine = useCallback(
    (lineNumber: number) => {
      if (!view) return;
      const { doc } = view.state;
      const line = doc.line(Math.min(Math.max(lineNumber, 1), doc.lines));
      view.dispatch({
        selection: { anchor: line.from },
        effects: EditorView.scrollIntoView(line.from, { y: 'center' }),
      });
      view.focus();
    },
    [view],
  );

  return {
    panelOpen,
    togglePanel: () => {
      if (!panelOpen) onOpen.current?.();
      setPanelOpen(!panelOpen);
    },
    closePanel: () => setPanelOpen(false),
    requesting: preparing || request.isPending,
    requestReview,
    revealLine,
    diagnostics: marks.list,
    /** Findings of the latest AI review whose lines changed or moved since it was judged. */
    outdated: marks.outdated,
    /** The review those findings belong to. */
    latestReviewId: latestId,
  };
}

export type EditorReviews = ReturnType<typeof useEditorReviews>;
