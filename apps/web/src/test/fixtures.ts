import { ProjectSchema, type Project, type UserSummary } from '@hammurabi/shared';
import { randomUUID } from 'node:crypto';

/** A person as the API names them in lists and posts. */
export function userSummary(username: string): UserSummary {
  return { id: randomUUID(), username, full_name: null, email_name: username, avatar_url: null };
}

/** A project as `GET /api/projects` answers it, owned by `owner`, checked against the contract. */
export function projectFixture(owner: UserSummary, changes: Partial<Project> = {}): Project {
  const now = new Date().toISOString();
  return ProjectSchema.parse({
    id: randomUUID(),
    title: 'Ledger',
    description: '',
    language: 'javascript',
    framework: null,
    visibility: 'private',
    tags: [],
    owner,
    role: 'owner',
    star_count: 0,
    starred: false,
    fork_count: 0,
    forked_from: null,
    visibility_locked: false,
    file_count: 1,
    created_at: now,
    updated_at: now,
    ...changes,
  });
}
