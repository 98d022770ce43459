import { describe, expect, it } from 'vitest';
import { charCount } from './text';

describe('charCount', () => {
  it('counts code points, so an emoji or a CJK character is one', () => {
    expect(charCount('fox')).toBe(3);
    expect(charCount('狐狸')).toBe(2);
    expect(charCount('🦊!')).toBe(2);
  });
});
