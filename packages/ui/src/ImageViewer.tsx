import * as RadixDialog from '@radix-ui/react-dialog';
import { LONG_PRESS_MS } from '@aigc/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import { CloseIcon } from './icons';
import { MinusIcon, PlusIcon } from './navIcons';
import { VIEWER_MAX_ZOOM, VIEWER_MIN_ZOOM, VIEWER_ZOOM_STEP } from './viewer/fit';
import { useArrowKeys } from './viewer/useArrowKeys';
import { useViewerGestures } from './viewer/useViewerGestures';
import { ViewerMenu } from './viewer/ViewerMenu';
import { ViewerNav } from './viewer/ViewerNav';

/** The zoomable picture and its library, fetched when a viewer first opens (not with the page). */
const ZoomableImage = lazy(() => import('./viewer/ZoomableImage').then((m) => ({ default: m.ZoomableImage })));

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

/**
 * A full-screen image viewer over a list (docs/product.md §2 'Image viewer'): previous /
 * next buttons, ← / → keys, touch swipes, Esc or the close button to leave;
 * Radix Dialog underneath (focus trap, focus return, scroll lock). A context
 * menu with Download and Copy image opens on right click and on a touch
 * long-press of {@link LONG_PRESS_MS} (500 ms; moving more than 5 px cancels
 * it). The menu is keyboard-usable too (Shift+F10 or the ContextMenu key).
 * The backdrop is opaque. The picture fills the screen without cropping and
 * zooms from there (never smaller) up to 8× with the wheel, a pinch, a double
 * click, the 'Zoom in' / 'Zoom out' buttons or the + / − keys (0 resets);
 * while zoomed in a drag pans instead of swiping, and a new picture starts
 * unzoomed. The zoom code (`./viewer/ZoomableImage`) loads with the first
 * opening; until then the picture shows unzoomable.
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
  const zoom = useRef<ReactZoomPanPinchContentRef>(null);
  const [scale, setScale] = useState(VIEWER_MIN_ZOOM);
  const zoomedIn = scale > VIEWER_MIN_ZOOM + 0.01;

  useEffect(() => {
    if (!open) setMenu(null);
    setScale(VIEWER_MIN_ZOOM);
  }, [open, current]);

  const zoomBy = (direction: -1 | 1 | 0) => {
    const handle = zoom.current;
    if (!handle) return;
    if (direction === 0) handle.resetTransform();
    else if (direction > 0) handle.zoomIn(VIEWER_ZOOM_STEP);
    else handle.zoomOut(VIEWER_ZOOM_STEP);
  };

  const go = (next: number) => {
    if (next >= 0 && next < count && next !== current) onIndexChange(next);
  };
  const step = (delta: -1 | 1) => go(current + delta);

  const openMenuAt = (x: number, y: number) => {
    if (hasMenu) setMenu({ x, y });
  };

  useArrowKeys(open, menu !== null, step);
  // While zoomed in, a touch drag pans the picture (the zoom library's), not a swipe.
  const gestures = useViewerGestures({ hasMenu, longPressMs, openMenuAt, onSwipe: (d) => (zoomedIn ? undefined : step(d)) });

  const onKeyDown = (event: KeyboardEvent) => {
    if (menu) return;
    if ((event.key === '+' || event.key === '=' || event.key === '-' || event.key === '0') && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      zoomBy(event.key === '0' ? 0 : event.key === '-' ? -1 : 1);
    } else if (event.key === 'Escape' && !event.defaultPrevented) {
      // Also after the context menu closed (focus is then on its hidden anchor).
      event.preventDefault();
      onOpenChange(false);
    } else if ((event.key === 'F10' && event.shiftKey) || event.key === 'ContextMenu') {
      event.preventDefault();
      const rect = (event.currentTarget as HTMLElement).getBoundingClientRect();
      openMenuAt(rect.left + rect.width / 2, rect.top + rect.height / 2);
    }
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
            <span className="ui-viewer__tools">
              <button
                type="button"
                className="ui-viewer__button"
                aria-label={t`Zoom out`}
                title={t`Zoom out (−)`}
                disabled={!zoomedIn}
                onClick={() => zoomBy(-1)}
              >
                <MinusIcon />
              </button>
              <button
                type="button"
                className="ui-viewer__button"
                aria-label={t`Zoom in`}
                title={t`Zoom in (+)`}
                disabled={scale >= VIEWER_MAX_ZOOM - 0.01}
                onClick={() => zoomBy(1)}
              >
                <PlusIcon />
              </button>
              <RadixDialog.Close className="ui-viewer__button" aria-label={t`Close`} title={t`Close`}>
                <CloseIcon />
              </RadixDialog.Close>
            </span>
          </div>
          <div className="ui-viewer__stage" {...gestures}>
            {image ? (
              <Suspense
                fallback={
                  <img
                    className="ui-viewer__image"
                    src={image.src}
                    alt={image.alt}
                    width={image.width}
                    height={image.height}
                    draggable={false}
                  />
                }
              >
                <ZoomableImage
                  key={image.id}
                  ref={zoom}
                  src={image.src}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  onScaleChange={setScale}
                />
              </Suspense>
            ) : null}
          </div>
          {caption ? <div className="ui-viewer__caption">{caption}</div> : null}
          {count > 1 ? <ViewerNav hasPrev={hasPrev} hasNext={hasNext} onStep={step} /> : null}
          {hasMenu && image ? (
            <ViewerMenu
              at={menu}
              onClose={() => setMenu(null)}
              onDownload={onDownload ? () => onDownload(image, current) : undefined}
              onCopy={onCopy ? () => onCopy(image, current) : undefined}
            />
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
