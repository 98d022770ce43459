import { useEffect, useRef } from 'react';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from 'react';

/** Movement in px under which a press still counts as a tap or a long-press (docs/product.md §9: 5 px). */
export const TAP_SLOP_PX = 5;
/** Horizontal travel in px that turns a touch drag into a swipe to the previous / next image. */
export const SWIPE_PX = 48;

/** Options of {@link useViewerGestures}. */
export interface ViewerGestureOptions {
  /** Whether there is a context menu to open (else right clicks keep the browser's menu). */
  hasMenu: boolean;
  /** Touch press that opens the menu, in ms. */
  longPressMs: number;
  /** Opens the context menu at a viewport point (px). */
  openMenuAt: (x: number, y: number) => void;
  /** A swipe: -1 = to the previous image (finger moved right), +1 = to the next. */
  onSwipe: (step: -1 | 1) => void;
}

interface Press {
  x: number;
  y: number;
  timer: ReturnType<typeof setTimeout> | null;
  fired: boolean;
}

/**
 * Pointer handlers of the image viewer's stage (docs/product.md §2 'Image viewer', §9):
 * right click opens the context menu; a touch held `longPressMs` without
 * moving more than {@link TAP_SLOP_PX} opens it too (the browser's own
 * contextmenu that follows is swallowed); a touch drag of at least
 * {@link SWIPE_PX}, more horizontal than vertical, swipes. Mouse and pen
 * presses are not gestures. A pending press is cancelled on unmount.
 */
export function useViewerGestures({ hasMenu, longPressMs, openMenuAt, onSwipe }: ViewerGestureOptions) {
  const press = useRef<Press | null>(null);

  useEffect(
    () => () => {
      if (press.current?.timer) clearTimeout(press.current.timer);
    },
    [],
  );

  const cancelPress = () => {
    if (press.current?.timer) clearTimeout(press.current.timer);
    if (press.current) press.current.timer = null;
  };

  const onContextMenu = (event: ReactMouseEvent) => {
    if (!hasMenu) return;
    event.preventDefault();
    // A touch long-press already opened it; the browser's own contextmenu follows it.
    if (press.current?.fired) return;
    openMenuAt(event.clientX, event.clientY);
  };

  const onPointerDown = (event: ReactPointerEvent) => {
    if (event.pointerType !== 'touch') return;
    cancelPress();
    const { clientX: x, clientY: y } = event;
    press.current = {
      x,
      y,
      fired: false,
      timer: setTimeout(() => {
        if (press.current) {
          press.current.fired = true;
          press.current.timer = null;
        }
        openMenuAt(x, y);
      }, longPressMs),
    };
  };

  const onPointerMove = (event: ReactPointerEvent) => {
    const p = press.current;
    if (!p || event.pointerType !== 'touch') return;
    if (Math.hypot(event.clientX - p.x, event.clientY - p.y) > TAP_SLOP_PX) cancelPress();
  };

  const onPointerUp = (event: ReactPointerEvent) => {
    const p = press.current;
    if (!p || event.pointerType !== 'touch') return;
    cancelPress();
    const dx = event.clientX - p.x;
    if (!p.fired && Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - p.y)) onSwipe(dx < 0 ? 1 : -1);
    // Keep `fired` until the contextmenu event that may follow has been seen.
    setTimeout(() => {
      if (press.current === p) press.current = null;
    }, 0);
  };

  return { onContextMenu, onPointerDown, onPointerMove, onPointerUp, onPointerCancel: cancelPress };
}
