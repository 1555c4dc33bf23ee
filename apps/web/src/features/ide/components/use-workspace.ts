import { DEFAULT_LAW_PROFILE, LAW_PROFILE_LABELS, type LawProfile } from '@hammurabi/shared/domain/law-profiles';
import type { FileSummary, Project } from '@hammurabi/shared';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';
import { useLawSettings } from '../api/get-law-settings';
import { useWorkspaceFiles } from '../api/get-workspace-files';
import { useWorkspaceProjects } from '../api/get-workspace-projects';
import {
  loadSampleFiles,
  loadSampleProfile,
  resetSampleFiles,
  storeSampleFiles,
  storeSampleProfile,
  type SampleFile,
} from '../lib/sample-workspace';

/**
 * Which workspace the IDE shows: the sample workspace (kept in this browser) or one of the
 * signed-in user's projects (`?project=…&file=…`, so a link opens the same file).
 */
export function useWorkspace() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const projectId = user ? params.get('project') : null;
  const projects = useWorkspaceProjects(user?.id ?? null);
  const project: Project | null = projects.data?.find((candidate) => candidate.id === projectId) ?? null;
  const files = useWorkspaceFiles(projectId);
  const lawSettings = useLawSettings(projectId);

  const [sampleFiles, setSampleFiles] = useState<SampleFile[]>(() => loadSampleFiles());
  const [sampleProfile, setSampleProfile] = useState<LawProfile>(() => loadSampleProfile());
  // Bumped by Reset, so the editor is built again from the reset text instead of keeping its own.
  const [sampleGeneration, setSampleGeneration] = useState(0);
  const [sampleFilename, setSampleFilename] = useState('main.js');

  const projectFiles: FileSummary[] = files.data ?? [];
  const fileId = projectId ? (params.get('file') ?? projectFiles[0]?.id ?? null) : null;
  const profile: LawProfile = projectId ? (lawSettings.data?.profile ?? DEFAULT_LAW_PROFILE) : sampleProfile;

  const openProject = useCallback(
    (id: string | null) => setParams(id ? { project: id } : {}, { replace: false }),
    [setParams],
  );
  const openProjectFile = useCallback(
    (id: string) => {
      if (projectId) setParams({ project: projectId, file: id });
    },
    [projectId, setParams],
  );
  const editSample = useCallback((filename: string, content: string) => {
    setSampleFiles((current) => {
      const next = current.map((file) => (file.filename === filename ? { ...file, content } : file));
      storeSampleFiles(next);
      return next;
    });
  }, []);
  const resetSample = useCallback(() => {
    setSampleFiles(resetSampleFiles());
    setSampleGeneration((generation) => generation + 1);
  }, []);
  const chooseSampleProfile = useCallback((next: LawProfile) => {
    storeSampleProfile(next);
    setSampleProfile(next);
  }, []);

  return {
    user,
    projectId,
    project,
    projects,
    files,
    projectFiles,
    fileId,
    lawSettings,
    profile,
    profileLabel: LAW_PROFILE_LABELS[profile],
    sample: {
      files: sampleFiles,
      filename: sampleFilename,
      open: setSampleFilename,
      edit: editSample,
      reset: resetSample,
      generation: sampleGeneration,
      profile: sampleProfile,
      setProfile: chooseSampleProfile,
    },
    openProject,
    openProjectFile,
  };
}

export type Workspace = ReturnType<typeof useWorkspace>;
