import { CopyButton } from '@/components/ui/copy-button';
import { DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';

/** Shows the share link, ready to copy. */
export function ShareDialog({ url, saved }: { url: string; saved: boolean }) {
  return (
    <DialogContent
      title="Share this program"
      description={
        saved
          ? 'Anyone with this short link can open the saved program and its test cases.'
          : 'This link carries the code and test cases itself; nothing is stored. Save the program for a short link.'
      }
    >
      <div className="flex items-center gap-2">
        <Input readOnly value={url} aria-label="Share link" onFocus={(event) => event.target.select()} />
        <CopyButton getText={() => url} label="share link" />
      </div>
    </DialogContent>
  );
}
