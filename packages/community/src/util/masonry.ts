/**
 * Layout arithmetic for the masonry feed (docs/style.md 'Look and feel': uncropped
 * works, reserved aspect-ratio boxes, no layout shift). Pure functions so the
 * virtualiser's estimates are exact and testable.
 */

import { FEED_COLUMN_STEPS, FEED_GAP_PX, FEED_MAX_COLUMNS } from '@aigc/domain';

/** Gap between columns and rows, px (8 px grid; the domain's `FEED_GAP_PX`). */
export const MASONRY_GAP_PX = FEED_GAP_PX;

/** Height of the caption under each card's image (title + author row) at a 16 px root font, px. */
export const CARD_CAPTION_PX = 64;

/** Name of the ui token holding the FeedCard caption height (default 4rem). */
export const CARD_CAPTION_VAR = '--ui-feed-card-caption';

/**
 * Converts a CSS length ('4rem', '64px', '4em') to px with the root font size
 * `rootPx`; an empty or unknown value gives `fallbackPx`.
 */
export function cssLengthToPx(value: string, rootPx: number, fallbackPx: number): number {
  const match = /^(-?[\d.]+)(px|rem|em)?$/.exec(value.trim());
  if (!match) return fallbackPx;
  const n = Number(match[1]);
  if (!Number.isFinite(n)) return fallbackPx;
  return match[2] === 'rem' || match[2] === 'em' ? n * rootPx : n;
}

/** Narrowest and widest accepted image aspect (height / width) for layout; docs/product.md §5 ratio 0.5–2. */
const MIN_RATIO = 0.5;
const MAX_RATIO = 2;

/**
 * Column count for a container width in px, by the domain's
 * `FEED_COLUMN_STEPS` (which the cards' static `FEED_CARD_SIZES` follows): 2
 * below 560, 3 below 880, 4 below 1200, 5 below 1600, else 6. Always ≥ 1
 * (width 0 → 2 columns, the mobile layout).
 */
export function columnCountForWidth(widthPx: number): number {
  return FEED_COLUMN_STEPS.find((step) => widthPx < step.belowPx)?.columns ?? FEED_MAX_COLUMNS;
}

/** Width of one column in px for `columns` columns in a container `widthPx` wide with `gapPx` between them (never negative). */
export function columnWidth(widthPx: number, columns: number, gapPx = MASONRY_GAP_PX): number {
  if (columns <= 0) return 0;
  return Math.max(0, (widthPx - gapPx * (columns - 1)) / columns);
}

/**
 * Height in px of an image shown uncropped in a column `colWidthPx` wide,
 * from its intrinsic `width` × `height` (px). Ratios outside 0.5–2 are
 * clamped (the server rejects them at upload, docs/product.md §5); missing sizes give a square.
 */
export function imageHeight(colWidthPx: number, width: number, height: number): number {
  const ratio = width > 0 && height > 0 ? height / width : 1;
  const clamped = Math.min(MAX_RATIO, Math.max(MIN_RATIO, ratio));
  return Math.round(colWidthPx * clamped);
}

/** Total slot height in px of one card: image height + caption + the row gap below it. */
export function cardSlotHeight(
  colWidthPx: number,
  image: { width: number; height: number },
  captionPx = CARD_CAPTION_PX,
): number {
  return imageHeight(colWidthPx, image.width, image.height) + captionPx;
}
