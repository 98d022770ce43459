import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';
import { CARD_CAPTION_PX, CARD_CAPTION_VAR, cssLengthToPx } from '../util/masonry';

/**
 * What the masonry reads from the page, in px: `measured` (false only in the
 * first render, before the layout effects have read the page), the container's `width`
 * (observed, so sidebars and window resizes re-flow), the card caption's
 * height `captionPx` (sized in rem by the ui tokens; the root font scales
 * with the viewport, docs/product.md §9) and `scrollMargin`, the distance from the top
 * of the document to the grid (content above it may load late, so it is
 * re-read whenever the page resizes and when the grid appears: `hasGrid`).
 */
export function useMasonryMeasure(containerRef: RefObject<HTMLElement | null>, hasGrid: boolean) {
  const [width, setWidth] = useState(0);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [captionPx, setCaptionPx] = useState(CARD_CAPTION_PX);
  const [measured, setMeasured] = useState(false);

  useLayoutEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    setMeasured(true);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [containerRef]);

  useLayoutEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const rootPx = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const value = getComputedStyle(el).getPropertyValue(CARD_CAPTION_VAR);
    setCaptionPx(cssLengthToPx(value, rootPx, (CARD_CAPTION_PX / 16) * rootPx));
  }, [containerRef, width]);

  useLayoutEffect(() => {
    const measure = () => {
      const el = containerRef.current;
      if (!el) return;
      const top = Math.round(el.getBoundingClientRect().top + window.scrollY);
      setScrollMargin((prev) => (prev === top ? prev : top));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [containerRef, hasGrid, width]);

  return { measured, width, scrollMargin, captionPx };
}
