import { startTransition, useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';
import { CARD_CAPTION_PX, CARD_CAPTION_VAR, cssLengthToPx } from '../util/masonry';

/** What {@link useMasonryMeasure} reads from the page, in px. */
interface Measures {
  width: number;
  captionPx: number;
  scrollMargin: number;
}

/** Reads the container's measures; cheap once the browser has laid the page out (a ResizeObserver callback). */
function read(el: HTMLElement, width: number): Measures {
  const rootPx = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const value = getComputedStyle(el).getPropertyValue(CARD_CAPTION_VAR);
  return {
    width,
    captionPx: cssLengthToPx(value, rootPx, (CARD_CAPTION_PX / 16) * rootPx),
    scrollMargin: Math.round(el.getBoundingClientRect().top + window.scrollY),
  };
}

/**
 * What the masonry reads from the page, in px: `measured` (false until the
 * first reading), the container's `width` (observed, so sidebars and window
 * resizes re-flow), the card caption's height `captionPx` (sized in rem by
 * the ui tokens; the root font scales with the viewport, docs/product.md §9)
 * and `scrollMargin`, the distance from the top of the document to the grid
 * (content above it may load late, so it is re-read whenever the page
 * resizes and when the grid appears: `hasGrid`).
 *
 * Read in ResizeObserver callbacks, which run once the browser has laid the
 * page out, so reading forces no style or layout work of its own; the first
 * arrives in the frame after mounting (until then the masonry lays its first
 * row out with CSS), and each reading re-renders as a transition, in slices
 * that leave the main thread free (docs/architecture.md "Server rendering").
 * Without ResizeObserver (tests), the page is read once in a layout effect.
 */
export function useMasonryMeasure(containerRef: RefObject<HTMLElement | null>, hasGrid: boolean) {
  const [measures, setMeasures] = useState<Measures | null>(null);

  useLayoutEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    if (typeof ResizeObserver === 'undefined') {
      setMeasures(read(el, el.getBoundingClientRect().width));
      return;
    }
    let width: number | null = null;
    const update = () => {
      if (width === null) return;
      const next = read(el, width);
      startTransition(() =>
        setMeasures((prev) =>
          prev &&
          prev.width === next.width &&
          prev.captionPx === next.captionPx &&
          prev.scrollMargin === next.scrollMargin
            ? prev
            : next,
        ),
      );
    };
    const own = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) width = entry.contentRect.width;
      update();
    });
    // The page's height changes when content above the grid loads: the grid's offset may have moved.
    const page = new ResizeObserver(update);
    own.observe(el);
    page.observe(document.body);
    return () => {
      own.disconnect();
      page.disconnect();
    };
  }, [containerRef, hasGrid]);

  return {
    measured: measures !== null,
    width: measures?.width ?? 0,
    scrollMargin: measures?.scrollMargin ?? 0,
    captionPx: measures?.captionPx ?? CARD_CAPTION_PX,
  };
}
