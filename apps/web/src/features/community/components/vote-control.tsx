import { communityPolicy, type CommunityAuthor } from '@hammurabi/shared';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useCastVote } from '../api/cast-vote';
import { SignInLink } from './sign-in-link';

/**
 * Up and down buttons around a post's score. A pressed button shows your vote; pressing it again
 * withdraws it. Visitors are sent to sign in; your own posts show the score only.
 */
export function VoteControl({
  questionId,
  target,
}: {
  questionId: string;
  target: {
    type: 'question' | 'answer';
    id: string;
    author: CommunityAuthor;
    score: number;
    upvotes: number;
    downvotes: number;
    myVote: number;
  };
}) {
  const { user } = useAuth();
  const vote = useCastVote(questionId);
  const noun = target.type;
  const score = (
    <span className="text-lg font-semibold tabular-nums">
      <span aria-hidden data-testid={`${noun}-score`}>
        {target.score}
      </span>
      <span className="sr-only">
        Score {target.score}: {target.upvotes} up, {target.downvotes} down
      </span>
    </span>
  );
  const column = 'flex w-10 shrink-0 flex-col items-center gap-1';
  if (!user) {
    return (
      <div className={column}>
        <SignInLink variant="ghost" size="icon" label={`Sign in to upvote this ${noun}`}>
          <ChevronUp aria-hidden />
        </SignInLink>
        {score}
        <SignInLink variant="ghost" size="icon" label={`Sign in to downvote this ${noun}`}>
          <ChevronDown aria-hidden />
        </SignInLink>
      </div>
    );
  }
  if (!communityPolicy.canVote(target, user.id)) return <div className={cn(column, 'pt-2')}>{score}</div>;
  const press = (value: 1 | -1) =>
    vote.mutate(
      { target_type: target.type, target_id: target.id, value: target.myVote === value ? 0 : value },
      { onError: (error) => toast({ title: 'Vote not saved', description: error.message, variant: 'destructive' }) },
    );
  const button = (value: 1 | -1) => {
    const pressed = target.myVote === value;
    return (
      <Button
        variant="ghost"
        size="icon"
        aria-pressed={pressed}
        aria-label={`${value === 1 ? 'Upvote' : 'Downvote'} this ${noun}`}
        disabled={vote.isPending}
        onClick={() => press(value)}
        className={cn(pressed && 'bg-primary/15 text-primary ring-1 ring-primary/50')}
      >
        {value === 1 ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
      </Button>
    );
  };
  return (
    <div className={column}>
      {button(1)}
      {score}
      {button(-1)}
    </div>
  );
}
