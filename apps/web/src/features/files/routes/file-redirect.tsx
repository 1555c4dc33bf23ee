import { Navigate, useParams } from 'react-router';
import { paths } from '@/lib/paths';

/** The editor's other address (/projects/{projectId}/files/{fileId}) leads to the canonical one. */
export function FileRedirect() {
  const { projectId = '', fileId = '' } = useParams();
  return <Navigate replace to={paths.projectFile(projectId, fileId)} />;
}
