import { m, useReducedMotion } from 'motion/react';
import type { ReactNode } from 'react';

/** Spec §9: a page fades in over 0.5 s; with reduced motion it appears at once. */
export const PAGE_TRANSITION_SECONDS = 0.5;

/** Fades a page in when the route changes (keyed by the caller on the path). */
export function PageTransition({ children }: { children: ReactNode }) {
  const reduceMotion = useReducedMotion();
  return (
    <m.div
      initial={{ opacity: reduceMotion ? 1 : 0 }}
      animate={{ opacity: 1 }}
      transition={{ duration: reduceMotion ? 0 : PAGE_TRANSITION_SECONDS, ease: 'easeOut' }}
    >
      {children}
    </m.div>
  );
}
