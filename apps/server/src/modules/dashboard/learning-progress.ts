import type { LearningPathProgress, LearningProgress } from '@hammurabi/shared';
import type { DbExecutor } from '../../db/client.ts';

/**
 * Where the dashboard's Learning Progress comes from: the learning-paths module registers a source
 * (`registerLearningProgressSource`) that lists the paths a user has started; with none, the panel
 * shows its empty state.
 */
export type LearningProgressSource = (db: DbExecutor, userId: string) => Promise<LearningPathProgress[]>;

// Each source counted by how many live apps registered it: several apps in one process (tests,
// or a restart in place) share it once, and it leaves when the last of them closes.
const sources = new Map<LearningProgressSource, number>();

/** Adds a source of started learning paths; returns a function that removes it again. */
export function registerLearningProgressSource(source: LearningProgressSource): () => void {
  sources.set(source, (sources.get(source) ?? 0) + 1);
  let registered = true;
  return () => {
    if (!registered) return;
    registered = false;
    const count = (sources.get(source) ?? 1) - 1;
    if (count > 0) sources.set(source, count);
    else sources.delete(source);
  };
}

/** Every learning path the user has started, from all registered sources. */
export async function learningProgress(db: DbExecutor, userId: string): Promise<LearningProgress> {
  const lists = await Promise.all([...sources.keys()].map((source) => source(db, userId)));
  return { paths: lists.flat() };
}
