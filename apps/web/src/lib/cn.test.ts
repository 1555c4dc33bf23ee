import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins conditional class names', () => {
    expect(cn('a', false, null, undefined, ['b', { c: true, d: false }])).toBe('a b c');
  });

  it('lets a later utility of the same group win, per variant', () => {
    expect(cn('h-10 px-4 text-sm', 'px-0 text-base')).toBe('h-10 px-0 text-base');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('text-sm text-primary', 'text-white')).toBe('text-sm text-white');
    expect(cn('hover:bg-muted bg-card', 'bg-primary')).toBe('hover:bg-muted bg-primary');
    expect(cn('grid-cols-1', 'lg:grid-cols-[16rem_minmax(0,1fr)]', 'grid-cols-2')).toBe(
      'lg:grid-cols-[16rem_minmax(0,1fr)] grid-cols-2',
    );
  });
});
