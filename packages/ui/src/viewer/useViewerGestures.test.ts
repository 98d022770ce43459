import { act, renderHook } from '@testing-library/react';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWIPE_PX, useViewerGestures } from './useViewerGestures';

const pointer = (x: number, y: number, pointerType = 'touch') => ({ clientX: x, clientY: y, pointerType }) as ReactPointerEvent;
const contextMenu = (x: number, y: number) => ({ clientX: x, clientY: y, preventDefault: vi.fn() }) as unknown as ReactMouseEvent;

function setup(hasMenu = true) {
  const openMenuAt = vi.fn();
  const onSwipe = vi.fn();
  const { result, unmount } = renderHook(() => useViewerGestures({ hasMenu, longPressMs: 500, openMenuAt, onSwipe }));
  return { gestures: () => result.current, openMenuAt, onSwipe, unmount };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useViewerGestures', () => {
  it("swallows the browser's contextmenu that follows a long-press", () => {
    const { gestures, openMenuAt } = setup();
    gestures().onPointerDown(pointer(10, 10));
    act(() => vi.advanceTimersByTime(500));
    expect(openMenuAt).toHaveBeenCalledWith(10, 10);
    const event = contextMenu(10, 10);
    gestures().onContextMenu(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(openMenuAt).toHaveBeenCalledTimes(1);
  });

  it('keeps the browser menu on right click without a menu, and ignores mouse presses', () => {
    const { gestures, openMenuAt, onSwipe } = setup(false);
    const event = contextMenu(1, 1);
    gestures().onContextMenu(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    gestures().onPointerDown(pointer(0, 0, 'mouse'));
    gestures().onPointerUp(pointer(-100, 0, 'mouse'));
    act(() => vi.advanceTimersByTime(1000));
    expect(openMenuAt).not.toHaveBeenCalled();
    expect(onSwipe).not.toHaveBeenCalled();
  });

  it('swipes only on a mostly horizontal drag of at least SWIPE_PX', () => {
    const { gestures, onSwipe } = setup();
    gestures().onPointerDown(pointer(100, 100));
    gestures().onPointerUp(pointer(100 - SWIPE_PX, 100));
    gestures().onPointerDown(pointer(100, 100));
    gestures().onPointerUp(pointer(100 + SWIPE_PX, 100));
    gestures().onPointerDown(pointer(100, 100));
    gestures().onPointerUp(pointer(100 + SWIPE_PX, 100 + SWIPE_PX + 1));
    gestures().onPointerDown(pointer(100, 100));
    gestures().onPointerUp(pointer(100 + SWIPE_PX - 1, 100));
    expect(onSwipe.mock.calls).toEqual([[1], [-1]]);
  });

  it('cancels a pending long-press on unmount', () => {
    const { gestures, openMenuAt, unmount } = setup();
    gestures().onPointerDown(pointer(10, 10));
    unmount();
    vi.advanceTimersByTime(1000);
    expect(openMenuAt).not.toHaveBeenCalled();
  });
});
