import * as RadixDialog from '@radix-ui/react-dialog';
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { LONG_PRESS_MS } from '@aigc/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import { CloseIcon } from './icons';

/** One picture of an {@link ImageViewer}. */
export interface ViewerImage {
  /** Stable key (e.g. the uniqueImageId). */
  id: string;
  /** Full-size URL. */
  src: string;
  /** Text alternative. */
  alt: string;
  /** Intrinsic size in px (reserves the box while loading). */
  width?: number;
  height?: number;
}

/** Props of {@link ImageViewer}. */
export interface ImageViewerProps {
  images: readonly ViewerImage[];
  /** Index of the image shown (clamped into the list). */
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the overlay (default 'Image viewer'). */
  label?: string;
  /** Context-menu action 'Download'; left out of the menu when absent. */
  onDownload?: (image: ViewerImage, index: number) => void;
  /** Context-menu action 'Copy image'; left out of the menu when absent. */
  onCopy?: (image: ViewerImage, index: number) => void;
  /** Touch press that opens the context menu, in ms (docs/product.md §9: 500). */
  longPressMs?: number;
  /** Extra content under the image (e.g. the post's title). */
  caption?: ReactNode;
}

/** Movement in px under which a press still counts as a tap or a long-press (docs/product.md §9: 5 px). */
export const TAP_SLOP_PX = 5;
/** Horizontal travel in px that turns a touch drag into a swipe to the previous / next image. */
export const SWIPE_PX = 48;

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A full-screen image viewer over a list (docs/product.md §2 'Image viewer'): previous /
 * next buttons, ← / → keys, touch swipes, Esc or the close button to leave;
 * Radix Dialog underneath (focus trap, focus return, scroll lock). A context
 * menu with Download and Copy image opens on right click and on a touch
 * long-press of {@link LONG_PRESS_MS} (500 ms; moving more than 5 px cancels
 * it). The menu is keyboard-usable too (Shift+F10 or the ContextMenu key).
 */
export function ImageViewer({
  images,
  index,
  onIndexChange,
  open,
  onOpenChange,
  label,
  onDownload,
  onCopy,
  longPressMs = LONG_PRESS_MS,
  caption,
}: ImageViewerProps) {
  const { t } = useLingui();
  const count = images.length;
  const current = Math.min(Math.max(index, 0), Math.max(count - 1, 0));
  const image = images[current];
  const hasPrev = current > 0;
  const hasNext = current < count - 1;
  const hasMenu = Boolean(onDownload || onCopy);

  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const press = useRef<{ x: number; y: number; timer: ReturnType<typeof setTimeout> | null; fired: boolean } | null>(null);

  useEffect(() => {
    if (!open) setMenu(null);
  }, [open]);
  useEffect(
    () => () => {
      if (press.current?.timer) clearTimeout(press.current.timer);
    },
    [],
  );

  const go = (next: number) => {
    if (next >= 0 && next < count && next !== current) onIndexChange(next);
  };

  const openMenuAt = (x: number, y: number) => {
    if (hasMenu) setMenu({ x, y });
  };

  // Arrows are read on the document: a nav button that becomes disabled at an end drops focus to <body>.
  const arrows = useRef<(event: globalThis.KeyboardEvent) => void>(() => undefined);
  arrows.current = (event) => {
    if (menu || event.defaultPrevented) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  };
  useEffect(() => {
    if (!open) return undefined;
    const listener = (event: globalThis.KeyboardEvent) => arrows.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (menu) return;
    if (event.key === 'Escape' && !event.defaultPrevented) {
      // Also after the context menu closed (focus is then on its hidden anchor).
      event.preventDefault();
      onOpenChange(false);
    } else if ((event.key === 'F10' && event.shiftKey) || event.key === 'ContextMenu') {
      event.preventDefault();
      const rect = (event.currentTarget as HTMLElement).getBoundingClientRect();
      openMenuAt(rect.left + rect.width / 2, rect.top + rect.height / 2);
    }
  };

  const onContextMenu = (event: ReactMouseEvent) => {
    if (!hasMenu) return;
    event.preventDefault();
    // A touch long-press already opened it; the browser's own contextmenu follows it.
    if (press.current?.fired) return;
    openMenuAt(event.clientX, event.clientY);
  };

  const cancelPress = () => {
    if (press.current?.timer) clearTimeout(press.current.timer);
    if (press.current) press.current.timer = null;
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
    if (!p.fired && Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - p.y)) go(dx < 0 ? current + 1 : current - 1);
    // Keep `fired` until the contextmenu event that may follow has been seen.
    setTimeout(() => {
      if (press.current === p) press.current = null;
    }, 0);
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-viewer__overlay" />
        <RadixDialog.Content className="ui-viewer" aria-describedby={undefined} onKeyDown={onKeyDown}>
          <RadixDialog.Title className="ui-visually-hidden">{label ?? t`Image viewer`}</RadixDialog.Title>
          <div className="ui-viewer__bar">
            <span className="ui-viewer__counter" aria-live="polite">
              {count > 1 ? <Trans>{current + 1} of {count}</Trans> : null}
            </span>
            <RadixDialog.Close className="ui-viewer__button" aria-label={t`Close`} title={t`Close`}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <div
            className="ui-viewer__stage"
            onContextMenu={onContextMenu}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={cancelPress}
          >
            {image ? (
              <img
                key={image.id}
                className="ui-viewer__image"
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                draggable={false}
              />
            ) : null}
          </div>
          {caption ? <div className="ui-viewer__caption">{caption}</div> : null}
          {count > 1 ? (
            <>
              <button
                type="button"
                className={clsx('ui-viewer__button', 'ui-viewer__nav', 'ui-viewer__nav--prev')}
                onClick={() => go(current - 1)}
                disabled={!hasPrev}
                aria-label={t`Previous image`}
                title={t`Previous image`}
              >
                <ArrowIcon direction="left" />
              </button>
              <button
                type="button"
                className={clsx('ui-viewer__button', 'ui-viewer__nav', 'ui-viewer__nav--next')}
                onClick={() => go(current + 1)}
                disabled={!hasNext}
                aria-label={t`Next image`}
                title={t`Next image`}
              >
                <ArrowIcon direction="right" />
              </button>
            </>
          ) : null}
          {hasMenu && image ? (
            <RadixMenu.Root open={menu !== null} onOpenChange={(next) => (next ? undefined : setMenu(null))} modal={false}>
              <RadixMenu.Trigger asChild>
                <span
                  aria-hidden="true"
                  tabIndex={-1}
                  className="ui-viewer__menu-anchor"
                  style={{ left: menu?.x ?? 0, top: menu?.y ?? 0 }}
                />
              </RadixMenu.Trigger>
              <RadixMenu.Portal>
                <RadixMenu.Content className="ui-menu ui-viewer__menu" align="start" sideOffset={4}>
                  {onDownload ? (
                    <RadixMenu.Item className="ui-menu__item" onSelect={() => onDownload(image, current)}>
                      <Trans>Download</Trans>
                    </RadixMenu.Item>
                  ) : null}
                  {onCopy ? (
                    <RadixMenu.Item className="ui-menu__item" onSelect={() => onCopy(image, current)}>
                      <Trans>Copy image</Trans>
                    </RadixMenu.Item>
                  ) : null}
                </RadixMenu.Content>
              </RadixMenu.Portal>
            </RadixMenu.Root>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
