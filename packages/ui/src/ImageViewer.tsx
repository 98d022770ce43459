import * as RadixDialog from '@radix-ui/react-dialog';
import { LONG_PRESS_MS } from '@aigc/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { CloseIcon } from './icons';
import { useArrowKeys } from './viewer/useArrowKeys';
import { useViewerGestures } from './viewer/useViewerGestures';
import { ViewerMenu } from './viewer/ViewerMenu';
import { ViewerNav } from './viewer/ViewerNav';

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

  useEffect(() => {
    if (!open) setMenu(null);
  }, [open]);

  const go = (next: number) => {
    if (next >= 0 && next < count && next !== current) onIndexChange(next);
  };
  const step = (delta: -1 | 1) => go(current + delta);

  const openMenuAt = (x: number, y: number) => {
    if (hasMenu) setMenu({ x, y });
  };

  useArrowKeys(open, menu !== null, step);
  const gestures = useViewerGestures({ hasMenu, longPressMs, openMenuAt, onSwipe: step });

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
          <div className="ui-viewer__stage" {...gestures}>
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
