import type { Diagnostic } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useFileReviews } from '@/lib/api/reviews/get-file-reviews';
import { useRequestAiReview } from '@/lib/api/reviews/request-ai-review';
import { shortReviewId } from '@/lib/reviews/review-badges';
import { latestCompletedAiReview, reviewDiagnostics } from '@/lib/reviews/review-diagnostics';

const NO_DIAGNOSTICS: Diagnostic[] = [];

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
 * AI review's findings as lint marks. Marks are computed once per review on the text of that
 * moment; CodeMirror then moves them along with later edits.
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

  const [marks, setMarks] = useState<{ reviewId: string | null; view: EditorView | null; list: Diagnostic[] }>({
    reviewId: null,
    view: null,
    list: NO_DIAGNOSTICS,
  });
  const latestId = latest?.id ?? null;
  if (view && (marks.reviewId !== latestId || marks.view !== view)) {
    // Derived state, recomputed only when another review becomes the latest (React's
    // "adjusting state while rendering"), so a save does not re-place marks the user's edits moved.
    setMarks({
      reviewId: latestId,
      view,
      list: latest ? reviewDiagnostics(latest, view.state.doc, savedVersion) : NO_DIAGNOSTICS,
    });
  }

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
  };
}

export type EditorReviews = ReturnType<typeof useEditorReviews>;
