import { describe, expect, it } from 'vitest';
import { installViewport, layoutModeFor, rootFontFor } from './viewport';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';

describe('layoutModeFor', () => {
  it('is mobile under 1024 px and desktop from 1024 px', () => {
    expect(layoutModeFor(1023, DESKTOP_UA)).toBe('mobile');
    expect(layoutModeFor(1024, DESKTOP_UA)).toBe('desktop');
  });
  it('is mobile on a phone user agent whatever the width', () => {
    expect(layoutModeFor(1280, PHONE_UA)).toBe('mobile');
  });
});

describe('rootFontFor', () => {
  it('scales with the width on desktop and stays 16 px on mobile', () => {
    expect(rootFontFor(1440, 'desktop')).toBe(16);
    expect(rootFontFor(1920, 'desktop')).toBeCloseTo(21.33, 2);
    expect(rootFontFor(375, 'mobile')).toBe(16);
  });
});

describe('installViewport', () => {
  it('sets the root font size and layout, and follows resizes', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1920 });
    const remove = installViewport(window);
    const root = document.documentElement;
    expect(root.style.fontSize).toBe('21.33px');
    expect(root.dataset.layout).toBe('desktop');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
    window.dispatchEvent(new Event('resize'));
    expect(root.dataset.layout).toBe('mobile');
    expect(root.style.fontSize).toBe('16px');
    remove();
  });
});
