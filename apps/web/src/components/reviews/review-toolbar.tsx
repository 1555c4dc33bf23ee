import { LoaderCircle, MessagesSquare, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { EditorReviews } from './use-editor-reviews';

/**
 * The editor's "AI Review" and "View Reviews" buttons; `children` (the assistant
 * toggle) goes between them, in the order the spec lists the buttons.
 */
export function ReviewToolbar({
  reviews,
  canRequest = true,
  children,
}: {
  reviews: EditorReviews;
  /** False for visitors, who may read reviews but not ask for one. */
  canRequest?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      {canRequest ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => void reviews.requestReview()}
          disabled={reviews.requesting}
          aria-busy={reviews.requesting || undefined}
          title="Save, then ask Guardian AI to review this file"
        >
          {reviews.requesting ? <LoaderCircle className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          AI Review
        </Button>
      ) : null}
      {children}
      <Button
        size="sm"
        variant={reviews.panelOpen ? 'secondary' : 'outline'}
        onClick={reviews.togglePanel}
        aria-pressed={reviews.panelOpen}
      >
        <MessagesSquare aria-hidden />
        View Reviews
      </Button>
    </>
  );
}
