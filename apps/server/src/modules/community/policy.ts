import { communityPolicy, type CommunityAction, type CommunityPost } from '@hammurabi/shared';
import { AppError } from '../../http/app-error.ts';

const refusals: Record<CommunityAction, string> = {
  canEdit: 'Only the author can edit this post.',
  canDelete: 'Only the author can delete this post.',
  canVote: 'You cannot vote on your own post.',
  canAccept: 'Only the person who asked can accept an answer.',
};

/** 403 with a sentence saying why, when `userId` may not take `action` on `post`. */
export function assertAllowed(post: CommunityPost, userId: string, action: CommunityAction): void {
  if (!communityPolicy[action](post, userId)) throw new AppError('forbidden', refusals[action]);
}

/** 404 for a question that does not exist, was deleted, or whose id is not even a uuid. */
export function questionNotFound(): AppError {
  return new AppError('not_found', 'Question not found.');
}

/** 404 for an answer that does not exist or whose question is gone. */
export function answerNotFound(): AppError {
  return new AppError('not_found', 'Answer not found.');
}
