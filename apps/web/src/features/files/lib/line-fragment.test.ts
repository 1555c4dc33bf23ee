import { describe, expect, it } from 'vitest';
import { lineOfFragment } from './line-fragment';

describe('lineOfFragment', () => {
  it('reads a line and the first line of a range', () => {
    expect(lineOfFragment('#L12')).toBe(12);
    expect(lineOfFragment('#L4-L9')).toBe(4);
  });

  it('ignores other fragments and line 0', () => {
    expect(lineOfFragment('')).toBeNull();
    expect(lineOfFragment('#top')).toBeNull();
    expect(lineOfFragment('#L0')).toBeNull();
    expect(lineOfFragment('#L12x')).toBeNull();
  });
});
