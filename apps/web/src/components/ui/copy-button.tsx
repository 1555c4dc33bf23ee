import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

const COPIED_MS = 2000;

/** A small button that copies text to the clipboard and says so for a moment. */
export function CopyButton({
  getText,
  label,
  className,
}: {
  /** Read when clicked, so the copy is of what is on screen then. */
  getText: () => string;
  /** What is copied, for the accessible name: "Copy {label}". */
  label: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(getText());
      setCopied(true);
    } catch {
      toast({ title: 'Error', description: `Failed to copy ${label}.`, variant: 'destructive' });
    }
  };

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={copied ? 'Copied' : `Copy ${label}`}
      title={copied ? 'Copied' : `Copy ${label}`}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md border border-border bg-background/90 text-muted-foreground',
        'hover:bg-muted hover:text-foreground focus-visible:text-foreground [&_svg]:size-4',
        className,
      )}
    >
      {copied ? <Check aria-hidden className="text-success" /> : <Copy aria-hidden />}
    </button>
  );
}
