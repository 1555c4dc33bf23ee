import { Navigate, useParams } from 'react-router';

/** The editor's other address (/projects/{projectId}/files/{fileId}) leads to the canonical one. */
export function FileRedirect() {
  const { projectId = '', fileId = '' } = useParams();
  return <Navigate replace to={`/projects/${encodeURIComponent(projectId)}/code/${encodeURIComponent(fileId)}`} />;
}
