import type { ReactNode } from 'react';

/** A page fades in over 0.5 s (the `page-enter` animation of index.css). */
export const PAGE_TRANSITION_SECONDS = 0.5;

/**
 * Fades a page in when the route changes (keyed by the caller on the path). Plain CSS, so no
 * animation library sits in the first download; reduced motion turns it off (index.css).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  return <div className="page-enter">{children}</div>;
}
