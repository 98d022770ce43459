import { describe, expect, it } from 'vitest';
import { cleanText, hasNul, isBlankText } from './text';

describe('text rules of the request hygiene', () => {
  it('removes bidi controls and zero-width spaces, keeps joiners of emoji and scripts', () => {
    expect(cleanText('Eve\u202Egnp.exe\u2066\u2069')).toBe('Evegnp.exe');
    expect(cleanText('\u200b\ufeffa\u2060b\u200e\u200f\u061c')).toBe('ab');
    expect(cleanText('👨‍👩‍👧 ❤️')).toBe('👨‍👩‍👧 ❤️');
    expect(cleanText('می\u200cخواهم')).toBe('می\u200cخواهم');
  });

  it('text that shows nothing is blank', () => {
    for (const blank of ['', ' \t\n', '\u200d\u200c', '\u3164', '\u00a0\u2003', '\ufe0f']) expect(isBlankText(blank)).toBe(true);
    for (const shown of ['a', ' 月 ', '👍', '\u200da']) expect(isBlankText(shown)).toBe(false);
  });

  it('finds NUL characters', () => {
    expect(hasNul('a\u0000b')).toBe(true);
    expect(hasNul('a\\u0000b')).toBe(false);
  });
});
