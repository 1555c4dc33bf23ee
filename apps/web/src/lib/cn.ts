import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names; a later Tailwind utility overrides an earlier one of the same group under
 * the same variants (`px-4` then `px-0` keeps `px-0`).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
