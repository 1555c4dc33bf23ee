import type { LearningContent, LearningModuleContent } from '@hammurabi/content';
import type { LearningDifficulty, LearningModuleType } from '@hammurabi/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { learningModules, learningPaths } from '../../db/schema/index.ts';

/** What a module row keeps in `body`: everything the endpoints and the checks need. */
export interface ModuleBody {
  html: string;
  exercise: LearningModuleContent['exercise'];
  questions: LearningModuleContent['questions'];
}

// Assigning the content's unions to the shared ones makes the type check fail if they drift apart.
const asDifficulty = (value: LearningDifficulty): LearningDifficulty => value;
const asModuleType = (value: LearningModuleType): LearningModuleType => value;

/**
 * Copies the written paths and modules into their tables. Running it twice changes nothing; rows
 * whose content left are retired (never deleted), and the progress on a retired module that has
 * a replacement is carried over to it, so no learner loses a completed module.
 */
export async function syncLearningContent(db: DbExecutor, content: LearningContent): Promise<void> {
  const pathIds = content.paths.map((path) => path.id);
  const modules = content.paths.flatMap((path) =>
    path.modules.map((module, position) => ({ pathId: path.id, position, module })),
  );
  await db.transaction(async (tx) => {
    await tx
      .insert(learningPaths)
      .values(
        content.paths.map((path, position) => ({
          id: path.id,
          position,
          title: path.title,
          description: path.description,
          difficulty: asDifficulty(path.difficulty),
          duration: path.duration,
          tags: path.tags,
          tutorialRoute: path.tutorialRoute,
        })),
      )
      .onConflictDoUpdate({
        target: learningPaths.id,
        set: {
          position: sql`excluded.position`,
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          difficulty: sql`excluded.difficulty`,
          duration: sql`excluded.duration`,
          tags: sql`excluded.tags`,
          tutorialRoute: sql`excluded.tutorial_route`,
          retiredAt: sql`null`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(learning_paths.position, learning_paths.title, learning_paths.description,
          learning_paths.difficulty, learning_paths.duration, learning_paths.tags, learning_paths.tutorial_route,
          learning_paths.retired_at)
          is distinct from (excluded.position, excluded.title, excluded.description, excluded.difficulty,
          excluded.duration, excluded.tags, excluded.tutorial_route, null::timestamptz)`,
      });
    await tx
      .insert(learningModules)
      .values(
        modules.map(({ pathId, position, module }) => ({
          id: module.id,
          pathId,
          position,
          title: module.title,
          type: asModuleType(module.type),
          minutes: module.minutes,
          lessonRoute: module.lessonRoute,
          body: { html: module.html, exercise: module.exercise, questions: module.questions } satisfies ModuleBody,
        })),
      )
      .onConflictDoUpdate({
        target: learningModules.id,
        set: {
          pathId: sql`excluded.path_id`,
          position: sql`excluded.position`,
          title: sql`excluded.title`,
          type: sql`excluded.type`,
          minutes: sql`excluded.minutes`,
          lessonRoute: sql`excluded.lesson_route`,
          body: sql`excluded.body`,
          retiredAt: sql`null`,
          replacedBy: sql`null`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(learning_modules.path_id, learning_modules.position, learning_modules.title,
          learning_modules.type, learning_modules.minutes, learning_modules.lesson_route, learning_modules.body,
          learning_modules.retired_at)
          is distinct from (excluded.path_id, excluded.position, excluded.title, excluded.type, excluded.minutes,
          excluded.lesson_route, excluded.body, null::timestamptz)`,
      });
    const moduleIds = modules.map(({ module }) => module.id);
    await tx.execute(sql`
      update learning_paths set retired_at = now(), updated_at = now()
      where retired_at is null and id not in ${pathIds}`);
    await tx.execute(sql`
      update learning_modules set retired_at = now(), updated_at = now()
      where retired_at is null and id not in ${moduleIds}`);
    for (const [retiredId, replacementId] of Object.entries(content.retired)) {
      await tx.execute(sql`
        update learning_modules set replaced_by = ${replacementId}
        where id = ${retiredId} and retired_at is not null and replaced_by is distinct from ${replacementId}`);
    }
    // Carry progress over to replacements: a completed old module completes the new one.
    await tx.execute(sql`
      insert into learning_progress (user_id, module_id, status, solution, check_result, started_at, completed_at)
      select p.user_id, m.replaced_by, p.status, p.solution, p.check_result, p.started_at, p.completed_at
      from learning_progress p
      join learning_modules m on m.id = p.module_id
      join learning_modules r on r.id = m.replaced_by and r.retired_at is null
      where m.retired_at is not null
      on conflict (user_id, module_id) do update
        set status = 'completed', completed_at = excluded.completed_at, updated_at = now()
        where learning_progress.status = 'started' and excluded.status = 'completed'`);
  });
}
