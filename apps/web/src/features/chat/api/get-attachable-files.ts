import type { FileSummary, Project } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A file the user may attach to a question, with its project. */
export interface AttachableFile {
  projectId: string;
  projectTitle: string;
  fileId: string;
  filename: string;
}

// The picker lists the files of the user's most recently active projects.
const PROJECTS_LISTED = 20;

/** `GET /api/projects/` then `GET /api/projects/{id}/files` of each: the files the user can attach. */
export async function getAttachableFiles(signal?: AbortSignal): Promise<AttachableFile[]> {
  const projects = await apiRequest<Project[]>(`/projects/?limit=${PROJECTS_LISTED}&offset=0`, { signal });
  const lists = await Promise.all(
    projects.map(async (project) => {
      const files = await apiRequest<FileSummary[]>(`/projects/${encodeURIComponent(project.id)}/files`, { signal });
      return files.map((file) => ({
        projectId: project.id,
        projectTitle: project.title,
        fileId: file.id,
        filename: file.filename,
      }));
    }),
  );
  return lists.flat();
}

export function getAttachableFilesQueryOptions() {
  return queryOptions({ queryKey: ['chat', 'attachable-files'], queryFn: ({ signal }) => getAttachableFiles(signal) });
}

/** The files the picker offers; read when the picker opens. */
export function useAttachableFiles(enabled: boolean) {
  return useQuery({ ...getAttachableFilesQueryOptions(), enabled });
}
