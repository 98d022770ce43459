import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerRenderContext, type ServerRenderHints } from '../serverRender';
import {
  installViewport,
  layoutModeFor,
  pageMinFor,
  rootFontFor,
  rootStyleFor,
  serverLayoutFor,
  useLayoutMode,
  usePageKind,
} from './viewport';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';

function setWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
}

afterEach(() => {
  delete document.documentElement.dataset.pageKind;
});

describe('layoutModeFor (docs/product.md §2 Layout)', () => {
  it('is mobile under 1024 px and desktop from 1024 px', () => {
    expect(layoutModeFor(1023, DESKTOP_UA)).toBe('mobile');
    expect(layoutModeFor(1024, DESKTOP_UA)).toBe('desktop');
  });
  it('is mobile on a phone user agent whatever the width', () => {
    expect(layoutModeFor(1280, PHONE_UA)).toBe('mobile');
  });
});

describe('the layout of a page the server draws', () => {
  it("is the user agent's, or mobile when the browser's layout cookie says so", () => {
    expect(serverLayoutFor(DESKTOP_UA, undefined)).toBe('desktop');
    expect(serverLayoutFor(DESKTOP_UA, 'mobile')).toBe('mobile');
    expect(serverLayoutFor(DESKTOP_UA, 'wide')).toBe('desktop');
    // A phone is never drawn the desktop page, whatever a cookie says.
    expect(serverLayoutFor(PHONE_UA, 'desktop')).toBe('mobile');
  });

  it("is useLayoutMode's answer in that drawing: the drawn layout when given, else the user agent's", () => {
    const Layout = () => useLayoutMode();
    const draw = (hints: ServerRenderHints) => renderToString(createElement(ServerRenderContext, { value: hints }, createElement(Layout)));
    expect(draw({ userAgent: DESKTOP_UA })).toBe('desktop');
    expect(draw({ userAgent: PHONE_UA })).toBe('mobile');
    expect(draw({ userAgent: DESKTOP_UA, layout: 'mobile' })).toBe('mobile');
  });
});

describe('rootFontFor (docs/product.md §9)', () => {
  it('scales with the width on desktop, clamped 1024–1920 around 1440, and stays 16 px on mobile', () => {
    expect(rootFontFor(1440, 'desktop')).toBe(16);
    expect(rootFontFor(1920, 'desktop')).toBeCloseTo(21.33, 2);
    expect(rootFontFor(2560, 'desktop')).toBeCloseTo(21.33, 2);
    expect(rootFontFor(1024, 'desktop')).toBeCloseTo(11.38, 2);
    expect(rootFontFor(375, 'mobile')).toBe(16);
  });
});

describe('pageMinFor (docs/product.md §9 minimum page sizes)', () => {
  it('is 1200×400 for generator pages, 1024×750 elsewhere, none on mobile', () => {
    expect(pageMinFor('generator', 'desktop')).toEqual({ width: 1200, height: 400 });
    expect(pageMinFor('default', 'desktop')).toEqual({ width: 1024, height: 750 });
    expect(pageMinFor('generator', 'mobile')).toBeNull();
  });
});

describe('rootStyleFor', () => {
  it("is installViewport's inline style of <html>, empty on desktop when there is no width (the server)", () => {
    expect(rootStyleFor('mobile', 'default', null)).toEqual([
      ['font-size', '16px'],
      ['--ui-page-min-width', '0px'],
      ['--ui-page-min-height', '0px'],
    ]);
    // base.css gives a drawn desktop page its font and minimum size, from 1024 px wide only.
    expect(rootStyleFor('desktop', 'default', null)).toEqual([]);
    expect(rootStyleFor('desktop', 'generator', 1920)).toEqual([
      ['font-size', '21.33px'],
      ['--ui-page-min-width', '1200px'],
      ['--ui-page-min-height', '400px'],
    ]);
  });

  it('leaves a page that already carries it unchanged when the viewport is installed', () => {
    setWidth(412);
    const root = document.documentElement;
    root.style.cssText = rootStyleFor('mobile', 'default', null)
      .map(([p, v]) => `${p}:${v}`)
      .join(';');
    const before = root.style.cssText;
    const remove = installViewport(window);
    expect(root.style.cssText).toBe(before);
    remove();
  });
});

describe('installViewport', () => {
  it('sets the root font size, layout and minimum size, and follows resizes', () => {
    setWidth(1920);
    const remove = installViewport(window);
    const root = document.documentElement;
    expect(root.style.fontSize).toBe('21.33px');
    expect(root.dataset.layout).toBe('desktop');
    expect(root.style.getPropertyValue('--ui-page-min-width')).toBe('1024px');
    expect(root.style.getPropertyValue('--ui-page-min-height')).toBe('750px');
    setWidth(800);
    window.dispatchEvent(new Event('resize'));
    expect(root.dataset.layout).toBe('mobile');
    expect(root.style.fontSize).toBe('16px');
    expect(root.style.getPropertyValue('--ui-page-min-width')).toBe('0px');
    remove();
  });

  it('tells the server the layout it chose (the layout cookie), at start and when a resize changes it', () => {
    const layoutCookie = () => /(?:^|; )layout=([^;]*)/.exec(document.cookie)?.[1];
    setWidth(1440);
    const remove = installViewport(window);
    expect(layoutCookie()).toBe('desktop');
    setWidth(700);
    window.dispatchEvent(new Event('resize'));
    expect(layoutCookie()).toBe('mobile');
    setWidth(1300);
    window.dispatchEvent(new Event('resize'));
    expect(layoutCookie()).toBe('desktop');
    remove();
  });

  it('uses the generator minimum while a generator page declares itself', () => {
    setWidth(1440);
    const remove = installViewport(window);
    const root = document.documentElement;
    const { rerender, unmount } = renderHook(({ kind }) => usePageKind(kind), {
      initialProps: { kind: 'generator' as 'generator' | 'default' },
    });
    expect(root.style.getPropertyValue('--ui-page-min-width')).toBe('1200px');
    expect(root.style.getPropertyValue('--ui-page-min-height')).toBe('400px');
    rerender({ kind: 'default' });
    expect(root.style.getPropertyValue('--ui-page-min-width')).toBe('1024px');
    unmount();
    remove();
  });
});
