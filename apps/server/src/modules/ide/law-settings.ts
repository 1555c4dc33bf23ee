/** A project's law profile: read by anyone who may read the project, set by its owner, applied by reviews and the IDE. */
import { defaultLawSettings, type LawSettings } from '@hammurabi/analysis';
import { type LawSettingsBody, type ProjectLawSettings, projectPolicy } from '@hammurabi/shared';
import type { DbExecutor as Db } from '../../db/client.ts';
import { assertAllowed } from '../projects/policy.ts';
import { loadProjectAccess } from '../projects/service.ts';
import { toEngineSettings, toSettingsBody } from './mapper.ts';
import * as repository from './repository.ts';

/** The settings the engine applies to the project's files (Strict until the owner picks another). */
export async function projectLawSettings(db: Db, projectId: string): Promise<LawSettings> {
  const record = await repository.findLawSettings(db, projectId);
  if (!record) return defaultLawSettings();
  return { profile: record.profile, ...record.choices };
}

/** The project's settings for a reader; 404 when the project is hidden from them. */
export async function getLawSettings(db: Db, projectId: string, viewerId: string | null): Promise<ProjectLawSettings> {
  const access = await loadProjectAccess(db, projectId, viewerId);
  const record = await repository.findLawSettings(db, projectId);
  return {
    ...toSettingsBody(await projectLawSettings(db, projectId)),
    project_id: projectId,
    updated_at: record ? record.updatedAt.toISOString() : null,
    can_edit: projectPolicy.canConfigureLaws(access),
  };
}

/** Replaces the project's settings; owner only. */
export async function putLawSettings(
  db: Db,
  projectId: string,
  userId: string,
  body: LawSettingsBody,
): Promise<ProjectLawSettings> {
  const access = await loadProjectAccess(db, projectId, userId);
  assertAllowed(access, 'canConfigureLaws');
  const { profile, ...choices } = toEngineSettings(body);
  await repository.upsertLawSettings(db, projectId, userId, profile, choices);
  return getLawSettings(db, projectId, userId);
}
