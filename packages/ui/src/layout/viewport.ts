import { useContext, useEffect, useSyncExternalStore } from 'react';
import { ServerRenderContext } from '../serverRender';
import { choiceCookie, GENERATOR_PAGE_MIN, LAYOUT_COOKIE, MOBILE_BREAKPOINT_PX, PAGE_MIN, rootFontSizePx } from '@aigc/domain';

/**
 * The page layout (docs/product.md §2 'Layout'): `'mobile'` under 1024 px or on a mobile
 * user agent, `'desktop'` otherwise. Shared by both main editions.
 */
export type LayoutMode = 'mobile' | 'desktop';

/** The kind of page, which picks its minimum size on the desktop layout (docs/product.md §9). */
export type PageKind = 'generator' | 'default';

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|MicroMessenger/i;

/** True for a phone or tablet user agent (iOS, Android, HarmonyOS, the WeChat browser). */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

/**
 * The layout for a viewport width (CSS px) and user agent (docs/product.md §2, §9):
 * mobile when the width is under {@link MOBILE_BREAKPOINT_PX} (1024) or the
 * agent is a phone/tablet.
 */
export function layoutModeFor(widthPx: number, userAgent: string): LayoutMode {
  return widthPx < MOBILE_BREAKPOINT_PX || isMobileUserAgent(userAgent) ? 'mobile' : 'desktop';
}

/**
 * The layout of a page the server draws, without a window to measure
 * (docs/architecture.md "Server rendering"): mobile when the user agent is a
 * phone/tablet or when `chosen`, the request's `LAYOUT_COOKIE` value (the
 * layout the browser last chose from its window's width), is `'mobile'`;
 * desktop otherwise (no cookie yet, or any other value).
 */
export function serverLayoutFor(userAgent: string, chosen: string | undefined): LayoutMode {
  return chosen === 'mobile' ? 'mobile' : layoutModeFor(Number.POSITIVE_INFINITY, userAgent);
}

/**
 * Tells the server the layout `mode` this browser chose (the `LAYOUT_COOKIE`
 * cookie, `choiceCookie`), unless the cookie already says it,
 * so the next page the server draws has it ({@link serverLayoutFor}).
 */
function sendLayoutToServer(doc: Document, mode: LayoutMode): void {
  const entry = `${LAYOUT_COOKIE}=${mode}`;
  if (doc.cookie.split('; ').includes(entry)) return;
  doc.cookie = choiceCookie(LAYOUT_COOKIE, mode);
}

/**
 * The root font size to apply, in px (docs/product.md §9): the domain's viewport-scaled
 * size (width clamped 1024–1920, relative to 1440 → 16 px) on the desktop
 * layout; on the mobile layout a fixed 16 px, because the desktop clamp
 * (1024 px → 11.38 px) would make phone text unreadably small.
 */
export function rootFontFor(widthPx: number, mode: LayoutMode): number {
  return mode === 'mobile' ? 16 : rootFontSizePx(widthPx);
}

/**
 * The minimum page size in CSS px (docs/product.md §9): 1200 × 400 for generator pages,
 * 1024 × 750 for every other page; none (`null`) on the mobile layout, where
 * a phone must never scroll sideways.
 */
export function pageMinFor(kind: PageKind, mode: LayoutMode): { width: number; height: number } | null {
  if (mode === 'mobile') return null;
  return kind === 'generator' ? GENERATOR_PAGE_MIN : PAGE_MIN;
}

const PAGE_KIND_ATTR = 'pageKind';

/**
 * The inline style {@link installViewport} gives `<html>` (docs/product.md §9), as
 * `[property, value]` pairs: the root font size in px ({@link rootFontFor})
 * and the minimum page size custom properties `--ui-page-min-width/height`
 * ({@link pageMinFor}; `0px` on mobile), read by base.css. With `widthPx`
 * null (a server drawing a page for a user agent, without a window to
 * measure), a desktop page gets nothing: base.css sets the desktop font
 * from the viewport and the default kind's minimum size, both only from
 * 1024 px wide, so a desktop browser in a narrow window (which the start-up
 * script will lay out as mobile) is not laid out 1024 px wide first. A
 * server-drawn page carries this style, so the browser's first
 * `installViewport` changes nothing on it and restyles nothing
 * (docs/architecture.md "Server rendering").
 */
export function rootStyleFor(mode: LayoutMode, kind: PageKind, widthPx: number | null): [string, string][] {
  if (mode === 'desktop' && widthPx === null) return [];
  const min = pageMinFor(kind, mode);
  return [
    ['font-size', `${rootFontFor(widthPx ?? 0, mode)}px`],
    ['--ui-page-min-width', min ? `${min.width}px` : '0px'],
    ['--ui-page-min-height', min ? `${min.height}px` : '0px'],
  ];
}

function apply(win: Window, tellServer = false): void {
  const root = win.document.documentElement;
  const mode = layoutModeFor(win.innerWidth, win.navigator.userAgent);
  if (tellServer || root.dataset.layout !== mode) sendLayoutToServer(win.document, mode);
  if (root.dataset.layout !== mode) root.dataset.layout = mode;
  const kind: PageKind = root.dataset[PAGE_KIND_ATTR] === 'generator' ? 'generator' : 'default';
  for (const [property, value] of rootStyleFor(mode, kind, win.innerWidth)) root.style.setProperty(property, value);
}

/**
 * Applies the docs/product.md §9 viewport rules to the document and keeps them on every
 * resize: the root font size ({@link rootFontFor}), `<html data-layout>`
 * ({@link layoutModeFor}) and the minimum page size custom properties
 * `--ui-page-min-width/height` ({@link pageMinFor}); the layout also goes to
 * the server as the `LAYOUT_COOKIE` cookie ({@link serverLayoutFor}). Call
 * once before the first render; returns the function that removes the listener.
 */
export function installViewport(win: Window = window): () => void {
  apply(win, true);
  const onResize = () => apply(win);
  win.addEventListener('resize', onResize);
  return () => win.removeEventListener('resize', onResize);
}

/**
 * Declares the current page's kind (docs/product.md §9 minimum sizes): sets
 * `<html data-page-kind>` while mounted and re-applies the viewport rules.
 * The app shell calls it once with the kind of the current route.
 */
export function usePageKind(kind: PageKind): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset[PAGE_KIND_ATTR] = kind;
    apply(window);
  }, [kind]);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The current {@link LayoutMode}, updated on resize. Drawn on the server, and
 * while the browser hydrates that drawing, it is the drawn page's
 * (`ServerRenderContext`: its `layout`, else the user agent's); desktop when
 * rendered without a window or hints.
 */
export function useLayoutMode(): LayoutMode {
  const hints = useContext(ServerRenderContext);
  return useSyncExternalStore(
    subscribe,
    () => layoutModeFor(window.innerWidth, window.navigator.userAgent),
    () => hints?.layout ?? layoutModeFor(Infinity, hints?.userAgent ?? ''),
  );
}

/** True on a phone/tablet user agent (stable for the page's life). */
export function useIsMobileAgent(): boolean {
  const serverAgent = useContext(ServerRenderContext)?.userAgent ?? '';
  return useSyncExternalStore(
    subscribe,
    () => isMobileUserAgent(window.navigator.userAgent),
    () => isMobileUserAgent(serverAgent),
  );
}
