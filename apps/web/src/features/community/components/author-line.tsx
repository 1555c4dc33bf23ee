import { displayName, formatRelativeTime, type CommunityAuthor } from '@hammurabi/shared';
import { UserAvatar } from '@/components/user-avatar';

/** "avatar name · asked 2 hours ago": who wrote a post and when. */
export function AuthorLine({ author, verb, at }: { author: CommunityAuthor; verb: string; at: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
      <UserAvatar seed={author?.avatar_seed ?? null} url={author?.avatar_url} size={24} />
      <span className="truncate font-medium text-foreground">{displayName(author)}</span>
      <span aria-hidden>·</span>
      <time dateTime={at} title={new Date(at).toLocaleString()} className="shrink-0">
        {verb} {formatRelativeTime(at)}
      </time>
    </div>
  );
}
