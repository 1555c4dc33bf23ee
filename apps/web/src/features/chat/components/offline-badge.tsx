import { WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { useAiStatus } from '../api/get-ai-status';

const EXPLANATION =
  "Answered by Hammurabi's offline assistant: analysis of your code and the site's guides, no language model. " +
  'An administrator can connect one; the link explains how.';

/** Marks answers of the built-in provider; nothing when a model is connected or the status is unknown. */
export function OfflineBadge() {
  const status = useAiStatus();
  if (status.data?.provider !== 'builtin') return null;
  return (
    <Link
      to="/docs#connecting-a-language-model"
      title={EXPLANATION}
      aria-label="Offline assistant: how to connect a language model"
      className="inline-flex items-center gap-1 rounded-full border border-border px-2 py-0.5 text-[11px] font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-3"
    >
      <WifiOff aria-hidden />
      offline assistant
    </Link>
  );
}
