import type { QuestionDetail, Vote, VoteResult } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getQuestionQueryOptions } from './get-question';
import { refreshQuestion } from './invalidate';

/** `PUT /api/community/votes`: 1 up, -1 down, 0 withdraws. */
export function castVote(vote: Vote): Promise<VoteResult> {
  return apiRequest<VoteResult>('/community/votes', { method: 'PUT', body: vote });
}

/** The question page with one post's counts and the caller's vote replaced by the server's answer. */
function withVote(question: QuestionDetail, result: VoteResult): QuestionDetail {
  const counts = { upvotes: result.upvotes, downvotes: result.downvotes, score: result.score, my_vote: result.value };
  if (result.target_type === 'question') return { ...question, ...counts };
  return {
    ...question,
    answers: question.answers.map((answer) => (answer.id === result.target_id ? { ...answer, ...counts } : answer)),
  };
}

/** Votes, then updates the open page in place (a refetch would count as another view). */
export function useCastVote(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: castVote,
    onSuccess: async (result) => {
      queryClient.setQueryData(getQuestionQueryOptions(questionId).queryKey, (question) =>
        question ? withVote(question, result) : question,
      );
      await refreshQuestion(queryClient);
    },
  });
}
