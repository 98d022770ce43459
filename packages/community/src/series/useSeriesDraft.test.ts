import { describe, expect, it } from 'vitest';
import { moveItem, toggleItem } from './useSeriesDraft';

describe('series order', () => {
  it('moves a post one place up or down and keeps the list past either end', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(list, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(list, 0, -1)).toBe(list);
    expect(moveItem(list, 2, 1)).toBe(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('toggles a post: removes a chosen one, adds a new one at the end', () => {
    expect(toggleItem(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleItem(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
  });
});
