/**
 * Query keys that more than one feature uses: the owning feature builds its queries from these,
 * and another feature that must refresh them (after a write of its own) invalidates by them,
 * instead of copying the key's strings. A key is a prefix of every key built from it, so
 * invalidating `dashboard.all` refreshes every dashboard panel.
 */
export const queryKeys = {
  dashboard: {
    all: ['dashboard'] as const,
    part: (part: 'stats' | 'achievements' | 'learning-progress' | 'code-metrics') => ['dashboard', part] as const,
    visit: (userId: string | undefined) => ['dashboard', 'visit', userId] as const,
  },
  learning: { all: ['learning'] as const },
  project: {
    /** The project and everything read under it: files, releases, settings, collaborators. */
    detail: (projectId: string) => ['projects', 'detail', projectId] as const,
    part: (projectId: string, ...part: string[]) => ['projects', 'detail', projectId, ...part] as const,
    releases: (projectId: string) => ['projects', 'detail', projectId, 'releases'] as const,
  },
};
