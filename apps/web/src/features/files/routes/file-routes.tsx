import type { RouteObject } from 'react-router';
import { FileRedirect } from './file-redirect';
import type { EditorAssistantPanel } from './editor-page';

/**
 * The code editor (its own chunk, with CodeMirror) and its second address, which redirects.
 * The assistant panel comes from app/, which composes features.
 */
export function fileRoutes({ assistantPanel }: { assistantPanel: EditorAssistantPanel }): RouteObject[] {
  return [
    {
      path: 'projects/:projectId/code/:fileId',
      lazy: async () => {
        const { EditorPage } = await import('./editor-page');
        return { element: <EditorPage assistantPanel={assistantPanel} /> };
      },
    },
    { path: 'projects/:projectId/files/:fileId', element: <FileRedirect /> },
  ];
}
