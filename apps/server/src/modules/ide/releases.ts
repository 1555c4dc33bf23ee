/** Releases: the IDE's Deploy records every file at its version, checked under the project's profile, through the gate. */
import { isUuid, releaseGate, type Release, type ReleaseDetail, type SeverityCounts } from '@hammurabi/shared';
import type { AnalysisEngine } from '../../ai/engine/pool.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { currentFiles, type CurrentFile } from '../files/service.ts';
import { assertAllowed } from '../projects/policy.ts';
import { loadProjectAccess } from '../projects/service.ts';
import { checkWithSettings } from './check.ts';
import { projectLawSettings } from './law-settings.ts';
import { toRelease, toReleaseDetail } from './mapper.ts';
import * as repository from './repository.ts';

/**
 * Checks every file of the project and stores the release when the gate lets it through. A
 * blocked deploy is no release: it answers 422 with the gate's verdict, and nothing is stored. Owner only.
 */
export async function createRelease(
  db: Db,
  engine: AnalysisEngine,
  projectId: string,
  userId: string,
  environment: 'staging',
): Promise<ReleaseDetail> {
  const access = await loadProjectAccess(db, projectId, userId);
  assertAllowed(access, 'canRelease');
  const settings = await projectLawSettings(db, projectId);
  const files = await currentFiles(db, projectId);
  const filenames = files.map((file) => file.filename);
  const checked: (CurrentFile & { counts: SeverityCounts })[] = [];
  // One file at a time: the engine's queue is shared with every other request.
  for (const file of files) {
    const result = await checkWithSettings(engine, file, settings, filenames);
    checked.push({ ...file, counts: result.counts });
  }
  const verdict = releaseGate(checked, environment);
  if (!verdict.passed) throw new AppError('validation_failed', verdict.status);
  const id = await repository.insertRelease(db, {
    projectId,
    userId,
    environment,
    profile: settings.profile,
    status: 'deployed',
    statusText: verdict.status,
    files: checked,
  });
  return getRelease(db, projectId, id, userId);
}

/** The project's releases, newest first; readable as its files are. */
export async function listReleases(db: Db, projectId: string, viewerId: string | null): Promise<Release[]> {
  await loadProjectAccess(db, projectId, viewerId);
  return (await repository.listReleases(db, projectId)).map(toRelease);
}

/** One release with the content of its files as they were then. */
export async function getRelease(
  db: Db,
  projectId: string,
  releaseId: string,
  viewerId: string | null,
): Promise<ReleaseDetail> {
  await loadProjectAccess(db, projectId, viewerId);
  const record = isUuid(releaseId) ? await repository.findRelease(db, projectId, releaseId) : null;
  if (!record) throw new AppError('not_found', 'Release not found.');
  return toReleaseDetail(record);
}
