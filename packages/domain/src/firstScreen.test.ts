import { describe, expect, it } from 'vitest';
import { choiceCookie, LAYOUT_COOKIE, LOCALE_COOKIE } from './index';

describe('choiceCookie (docs/architecture.md "Server rendering")', () => {
  it('tells the server a choice for the whole site, for a year, same-site only', () => {
    expect(choiceCookie(LOCALE_COOKIE, 'zh-Hans')).toBe('locale=zh-Hans; path=/; max-age=31536000; samesite=lax');
    expect(choiceCookie(LAYOUT_COOKIE, 'mobile')).toBe('layout=mobile; path=/; max-age=31536000; samesite=lax');
  });
});
