import { identiconDataUri } from '@/lib/auth/avatar';
import { cn } from '@/lib/cn';

const FALLBACK_SEED = 'former-member';

/**
 * A person's avatar: the picture they uploaded (`url`, served by this site), else a generic one
 * drawn in the browser from a seed (a user id): the same seed always gives the same picture, and
 * no other site is asked for it, so it works offline and tells nobody who looks at whom.
 * Decorative: the name is always written next to it.
 */
export function UserAvatar({
  seed,
  url,
  size = 32,
  className,
}: {
  seed: string | null;
  url?: string | null;
  size?: number;
  className?: string;
}) {
  return (
    <img
      src={url || identiconDataUri(seed ?? FALLBACK_SEED)}
      alt=""
      width={size}
      height={size}
      className={cn('shrink-0 rounded-full border border-border bg-muted object-cover', className)}
    />
  );
}
