import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

// Every class-like word in the app's sources (string literals of .ts/.tsx files), split into
// those tailwind-merge knows (it drops a repeated one) and the rest.
function appClasses(): { known: string[]; unknown: string[] } {
  // Vite reads the sources as text; the merge's own tables would otherwise be part of the corpus.
  const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.*', '!./cn.ts', '!./class-groups.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const words = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const match of source.matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of (match[2] ?? '').split(/\s+/)) {
        if (/^[!-]?[a-z[&*@][^\s]*$/.test(word)) words.add(word);
      }
    }
  }
  const known = [...words].filter((word) => twMerge(`${word} ${word}`) === word);
  return { known, unknown: [...words].filter((word) => !known.includes(word)) };
}

const scopeOf = (word: string) => (word.includes(':') ? word.slice(0, word.lastIndexOf(':')) : '');

const set = (classes: string) => classes.split(' ').filter(Boolean).sort().join(' ');

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
  });

  it('resolves every pair of classes in the app as tailwind-merge does', () => {
    const { known, unknown } = appClasses();
    expect(known.length).toBeGreaterThan(300);
    const byScope = new Map<string, string[]>();
    for (const word of known) byScope.set(scopeOf(word), [...(byScope.get(scopeOf(word)) ?? []), word]);
    const differences: string[] = [];
    for (const words of byScope.values()) {
      for (const first of words) {
        for (const second of words) {
          if (first === second) continue;
          const expected = set(twMerge(`${first} ${second}`));
          if (set(cn(first, second)) !== expected) differences.push(`${first} ${second} -> ${expected}`);
        }
      }
    }
    // A word tailwind-merge does not know is never dropped for another one.
    for (const word of unknown) {
      for (const other of byScope.get(scopeOf(word)) ?? []) {
        if (!cn(word, other).split(' ').includes(word)) differences.push(`${word} ${other} drops ${word}`);
        if (!cn(other, word).split(' ').includes(other)) differences.push(`${other} ${word} drops ${other}`);
      }
    }
    expect(differences).toEqual([]);
  }, 120_000);
});
