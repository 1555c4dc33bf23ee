import type { LearningPathProgress, LearningProgress } from '@hammurabi/shared';
import type { DbExecutor } from '../../db/client.ts';

/**
 * Where the dashboard's Learning Progress comes from. Learning paths are not built yet, so no
 * source is registered and the panel shows its empty state; the learning-paths module registers
 * one (`registerLearningProgressSource`) that lists the paths a user has started.
 */
export type LearningProgressSource = (db: DbExecutor, userId: string) => Promise<LearningPathProgress[]>;

const sources: LearningProgressSource[] = [];

/** Adds a source of started learning paths; returns a function that removes it again. */
export function registerLearningProgressSource(source: LearningProgressSource): () => void {
  sources.push(source);
  return () => {
    const index = sources.indexOf(source);
    if (index >= 0) sources.splice(index, 1);
  };
}

/** Every learning path the user has started, from all registered sources. */
export async function learningProgress(db: DbExecutor, userId: string): Promise<LearningProgress> {
  const lists = await Promise.all(sources.map((source) => source(db, userId)));
  return { paths: lists.flat() };
}
