import { describe, expect, it } from 'vitest';
import { charCount, splitSelection, toggleSelection } from './selection';

describe('toggleSelection', () => {
  it('appends in pick order and removes on a second toggle', () => {
    let s = toggleSelection([], 'b', 9);
    s = toggleSelection(s, 'a', 9);
    expect(s).toEqual(['b', 'a']);
    expect(toggleSelection(s, 'b', 9)).toEqual(['a']);
  });

  it('refuses to go past the maximum', () => {
    expect(toggleSelection(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
  });
});

describe('splitSelection', () => {
  it('makes the first pick the poster', () => {
    expect(splitSelection(['x', 'y', 'z'])).toEqual({ posterImage: 'x', contentImage: ['y', 'z'] });
    expect(splitSelection(['x'])).toEqual({ posterImage: 'x', contentImage: [] });
  });

  it('throws on an empty selection', () => {
    expect(() => splitSelection([])).toThrow();
  });
});

describe('charCount', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(charCount('ab')).toBe(2);
    expect(charCount('😀x')).toBe(2);
  });
});
