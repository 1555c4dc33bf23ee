import type { QueryClient } from '@tanstack/react-query';
import { getQuestionQueryOptions } from './get-question';
import { getQuestionsQueryOptions } from './get-questions';
import { getTagsQueryOptions } from './get-tags';

/** After a change: the question's page (when known), every list page and the tags index are read again. */
export async function refreshQuestion(queryClient: QueryClient, questionId?: string): Promise<void> {
  await Promise.all([
    questionId ? queryClient.invalidateQueries({ queryKey: getQuestionQueryOptions(questionId).queryKey }) : null,
    queryClient.invalidateQueries({ queryKey: getQuestionsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getTagsQueryOptions().queryKey }),
  ]);
}
