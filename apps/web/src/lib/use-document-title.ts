import { useEffect } from 'react';

/** Sets the browser tab title to "{title} · Hammurabi". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Hammurabi` : 'Hammurabi';
  }, [title]);
}
