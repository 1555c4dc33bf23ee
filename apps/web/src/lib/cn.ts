import { clsx, type ClassValue } from 'clsx';
import { CLASS_CONFLICTS, classGroup } from './class-groups';

/** The variants of a class (`hover:md:`, sorted so their order does not matter) and its utility. */
function split(name: string): { variants: string; utility: string; important: boolean } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < name.length; index++) {
    const char = name[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(name.slice(start, index));
      start = index + 1;
    }
  }
  let utility = name.slice(start);
  const important = utility.startsWith('!') || utility.endsWith('!');
  if (important) utility = utility.replace(/^!|!$/g, '');
  return { variants: parts.sort().join(':'), utility, important };
}

/**
 * Joins class names; a later Tailwind utility overrides an earlier one of the same group under
 * the same variants (`px-4` then `px-0` keeps `px-0`), as tailwind-merge does for the utilities
 * this app uses, without its full class table in the first script.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(' ');
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index--) {
    const name = classes[index];
    if (!name) continue;
    const { variants, utility, important } = split(name);
    const group = classGroup(utility);
    const scope = `${variants}${important ? '!' : ''}:`;
    const key = scope + (group ?? `=${utility}`);
    if (taken.has(key)) continue;
    taken.add(key);
    if (group) for (const other of CLASS_CONFLICTS[group] ?? []) taken.add(scope + other);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
