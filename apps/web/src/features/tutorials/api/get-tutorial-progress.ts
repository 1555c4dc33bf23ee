import type { LearningPathDetail, LearningPathSummary } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

export interface TutorialProgress {
  /** The learning path that follows this tutorial, or null when none does. */
  pathId: string | null;
  pathTitle: string | null;
  /** Lesson routes whose module the signed-in learner has completed. */
  completedLessons: Set<string>;
}

/**
 * `GET /api/learning/paths`, then `GET /api/learning/paths/{id}` of the path that follows the
 * tutorial at `tutorialRoute`: which lessons the learner has completed there.
 */
export async function getTutorialProgress(tutorialRoute: string, signal?: AbortSignal): Promise<TutorialProgress> {
  const paths = await apiRequest<LearningPathSummary[]>('/learning/paths', { signal });
  const path = paths.find((item) => item.tutorial_route === tutorialRoute);
  if (!path) return { pathId: null, pathTitle: null, completedLessons: new Set() };
  const detail = await apiRequest<LearningPathDetail>(`/learning/paths/${encodeURIComponent(path.id)}`, { signal });
  return {
    pathId: path.id,
    pathTitle: path.title,
    completedLessons: new Set(
      detail.modules
        .filter((module) => module.status === 'completed' && module.lesson_route)
        .map((module) => module.lesson_route!),
    ),
  };
}

export function getTutorialProgressQueryOptions(tutorialRoute: string, viewerId: string | null) {
  return queryOptions({
    queryKey: ['learning', 'tutorial-progress', tutorialRoute, viewerId],
    queryFn: ({ signal }) => getTutorialProgress(tutorialRoute, signal),
  });
}

/** The learning path of a tutorial and the learner's completed lessons (none for visitors). */
export function useTutorialProgress(tutorialRoute: string) {
  const { user, loading } = useAuth();
  return useQuery({ ...getTutorialProgressQueryOptions(tutorialRoute, user?.id ?? null), enabled: !loading });
}
