import { snippetFilename, type Snippet } from '@hammurabi/shared';
import { copyText, downloadText } from '@/lib/copy-text';
import { toast } from '@/lib/toast';

/**
 * Copies a snippet's code and says so, or says that copying failed. The code is given, or read
 * first (a list card has only its first lines).
 */
export async function copySnippet(title: string, code: string | (() => Promise<Pick<Snippet, 'code'>>)): Promise<void> {
  try {
    await copyText(typeof code === 'string' ? code : (await code()).code);
    toast({ title: 'Copied!', description: `Snippet "${title}" copied to clipboard.`, variant: 'success' });
  } catch {
    toast({ title: 'Error', description: 'Failed to copy snippet.', variant: 'destructive' });
  }
}

/** Downloads a snippet as a file named after its title, with its language's extension. */
export function downloadSnippet(snippet: Pick<Snippet, 'title' | 'code' | 'language'>): void {
  downloadText(snippetFilename(snippet.title, snippet.language), snippet.code);
}
