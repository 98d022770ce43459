/** Root font scaling (docs/product.md §9). */
import {
  ROOT_FONT_BASE_PX,
  ROOT_FONT_DESIGN_VIEWPORT_PX,
  ROOT_FONT_MAX_VIEWPORT_PX,
  ROOT_FONT_MIN_VIEWPORT_PX,
} from './limits';

/**
 * Root (html) font size for a viewport width (docs/product.md §9): the width is clamped
 * to 1024..1920 px and scaled relative to the 1440 px design width, where the
 * root is {@link ROOT_FONT_BASE_PX} (16 px). So 1024 → 11.38 px, 1440 → 16 px,
 * 1920 → 21.33 px. Non-finite widths use the design width.
 *
 * @param viewportWidthPx `window.innerWidth`, in CSS px
 * @returns the root font size in px, rounded to 2 decimals
 */
export function rootFontSizePx(viewportWidthPx: number): number {
  const width = Number.isFinite(viewportWidthPx) ? viewportWidthPx : ROOT_FONT_DESIGN_VIEWPORT_PX;
  const clamped = Math.min(ROOT_FONT_MAX_VIEWPORT_PX, Math.max(ROOT_FONT_MIN_VIEWPORT_PX, width));
  return Math.round((clamped / ROOT_FONT_DESIGN_VIEWPORT_PX) * ROOT_FONT_BASE_PX * 100) / 100;
}
