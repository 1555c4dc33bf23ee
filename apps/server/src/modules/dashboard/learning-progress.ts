import type { LearningPathProgress, LearningProgress } from '@hammurabi/shared';
import type { DbExecutor } from '../../db/client.ts';
import { Registrations } from '../../events/registrations.ts';

/**
 * Where the dashboard's Learning Progress comes from: the learning-paths module registers a source
 * (`registerLearningProgressSource`) that lists the paths a user has started; with none, the panel
 * shows its empty state.
 */
export type LearningProgressSource = (db: DbExecutor, userId: string) => Promise<LearningPathProgress[]>;

// Counted per live app: several apps in one process (tests) share one registration.
const sources = new Registrations<LearningProgressSource>();

/** Adds a source of started learning paths; returns a function that removes it again. */
export function registerLearningProgressSource(source: LearningProgressSource): () => void {
  return sources.add(source);
}

/** Every learning path the user has started, from all registered sources. */
export async function learningProgress(db: DbExecutor, userId: string): Promise<LearningProgress> {
  const lists = await Promise.all(sources.values().map((source) => source(db, userId)));
  return { paths: lists.flat() };
}
