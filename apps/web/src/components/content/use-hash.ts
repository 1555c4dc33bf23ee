import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The anchor id of the current address ('' when none). */
export function useHashId(): string {
  const { hash } = useLocation();
  return decodeURIComponent(hash.replace(/^#/, ''));
}

/**
 * Scrolls the element named by the address's #anchor into view once the page has rendered,
 * also when only the hash changes (a link within the page).
 */
export function useScrollToHash(): void {
  const id = useHashId();
  useEffect(() => {
    if (!id) return;
    // Wait a frame so accordions and tabs opened for this anchor have rendered their content.
    const frame = requestAnimationFrame(() => {
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [id]);
}
