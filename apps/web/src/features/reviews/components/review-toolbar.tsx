import { LoaderCircle, MessagesSquare, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { EditorReviews } from './use-editor-reviews';

/** The editor's "AI Review" and "View Reviews" buttons (spec §2.10). */
export function ReviewToolbar({ reviews }: { reviews: EditorReviews }) {
  return (
    <>
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
