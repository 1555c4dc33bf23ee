import type { RouteObject } from 'react-router';
import { FileRedirect } from './file-redirect';

/** The code editor (its own chunk, with CodeMirror) and its second address, which redirects. */
export const editorRoutes: RouteObject[] = [
  {
    path: 'projects/:projectId/code/:fileId',
    lazy: async () => ({ Component: (await import('./editor-page')).EditorPage }),
  },
  { path: 'projects/:projectId/files/:fileId', element: <FileRedirect /> },
];
