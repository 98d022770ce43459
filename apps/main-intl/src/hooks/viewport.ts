import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX, rootFontSizePx } from '@aigc/domain';

/** Layout of the page: 'mobile' under 1024 px or on a mobile user agent (spec §2 'Layout'). */
export type LayoutMode = 'mobile' | 'desktop';

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i;

/**
 * The layout for a viewport width (CSS px) and user agent (spec §2, §9):
 * mobile when the width is under {@link MOBILE_BREAKPOINT_PX} or the agent is a phone/tablet.
 */
export function layoutModeFor(widthPx: number, userAgent: string): LayoutMode {
  return widthPx < MOBILE_BREAKPOINT_PX || MOBILE_UA.test(userAgent) ? 'mobile' : 'desktop';
}

/**
 * The root font size to apply, in px (spec §9): the domain's viewport-scaled
 * size on the desktop layout; on the mobile layout a fixed 16 px, because the
 * desktop clamp (1024 px → 11.4 px) would make phone text unreadably small.
 */
export function rootFontFor(widthPx: number, mode: LayoutMode): number {
  return mode === 'mobile' ? 16 : rootFontSizePx(widthPx);
}

function apply(win: Window): void {
  const root = win.document.documentElement;
  const mode = layoutModeFor(win.innerWidth, win.navigator.userAgent);
  root.style.fontSize = `${rootFontFor(win.innerWidth, mode)}px`;
  if (root.dataset.layout !== mode) root.dataset.layout = mode;
}

/**
 * Applies root font scaling and the layout mode (`<html data-layout>`) now and
 * on every resize (spec §9 'Root font size', §2 'Layout'). Call once before
 * the first render; returns the function that removes the listener.
 */
export function installViewport(win: Window = window): () => void {
  apply(win);
  const onResize = () => apply(win);
  win.addEventListener('resize', onResize);
  return () => win.removeEventListener('resize', onResize);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The current {@link LayoutMode}, updated on resize. */
export function useLayoutMode(): LayoutMode {
  return useSyncExternalStore(
    subscribe,
    () => layoutModeFor(window.innerWidth, window.navigator.userAgent),
    () => 'desktop' as const,
  );
}
