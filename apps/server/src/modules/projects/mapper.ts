import type { Project } from '@hammurabi/shared';
import type { ProjectRecord } from './repository.ts';

/** The API shape of a project, field by field. */
export function toProject(record: ProjectRecord): Project {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    language: record.language,
    framework: record.framework,
    visibility: record.visibility,
    tags: record.tags,
    owner: record.owner,
    role: record.role,
    star_count: record.star_count,
    starred: record.starred,
    fork_count: record.fork_count,
    forked_from: record.forked_from,
    visibility_locked: record.source_visibility === 'private',
    file_count: record.file_count,
    created_at: new Date(record.created_at).toISOString(),
    updated_at: new Date(record.updated_at).toISOString(),
  };
}
