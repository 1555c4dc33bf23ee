import type { KeyboardEvent } from 'react';

/**
 * Moves focus among `items` the way the WAI-ARIA patterns for accordions and tabs ask: the
 * `previous`/`next` keys step (wrapping at the ends), Home and End jump. Returns the item that
 * received focus, or undefined when the key was not one of them.
 */
export function moveFocus(
  event: KeyboardEvent,
  items: (HTMLElement | null)[],
  keys: { previous: string; next: string },
): HTMLElement | undefined {
  const present = items.filter((item): item is HTMLElement => item !== null);
  const index = present.indexOf(event.currentTarget as HTMLElement);
  if (index < 0 || present.length === 0) return undefined;
  let target: number;
  if (event.key === keys.next) target = (index + 1) % present.length;
  else if (event.key === keys.previous) target = (index - 1 + present.length) % present.length;
  else if (event.key === 'Home') target = 0;
  else if (event.key === 'End') target = present.length - 1;
  else return undefined;
  event.preventDefault();
  const item = present[target];
  item?.focus();
  return item;
}
