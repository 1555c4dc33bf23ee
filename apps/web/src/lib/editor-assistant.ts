/**
 * What the editor gives the assistant panel it is composed with: the chat feature's panel
 * implements it and app/ hands that panel to the files feature, which cannot import chat.
 */
export interface EditorAssistantProps {
  projectId: string;
  fileId: string;
  filename: string;
  language: string;
  /** The editor's current text, unsaved edits included; read when a question is sent. */
  getCode: () => string;
  onClose: () => void;
  className?: string;
}
