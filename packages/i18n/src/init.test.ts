import { describe, expect, it, vi } from 'vitest';

vi.mock('./locales/zh-Hans/messages', () => {
  throw new Error('chunk failed to load');
});

describe('initI18n', () => {
  it('detects the locale once and falls back to English when its catalog cannot load', async () => {
    localStorage.setItem('locale', 'zh-Hans');
    const { i18n, initI18n } = await import('./index');
    const first = initI18n();
    expect(initI18n()).toBe(first);
    await expect(first).resolves.toBe('en-US');
    expect(i18n.locale).toBe('en-US');
    // From the English catalog, not from text built into the code (production bundles carry ids only).
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(0);
    // A choice saved in local storage alone (before the server read the cookie) is sent to the server.
    expect(document.cookie).toContain('locale=zh-Hans');
    localStorage.clear();
  });
});
