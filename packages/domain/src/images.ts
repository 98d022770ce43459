/**
 * Responsive image variants of stored files (docs/architecture.md
 * 'Responsive images'): for a stored original `/aigc/files/<key>` (PNG, JPEG
 * or WebP) the server makes, on first request, a copy resized to one of
 * {@link IMAGE_VARIANT_WIDTHS_PX} in AVIF, WebP or the original's own format,
 * keeps it in storage and serves it like any stored file (immutable, one
 * year). The URL names the width, the format and the original's key, so it
 * never changes meaning:
 *
 * - `/aigc/files/_w384/gen/ab/abcd.png.avif` — 384 px wide, AVIF
 * - `/aigc/files/_w384/gen/ab/abcd.png.webp` — 384 px wide, WebP
 * - `/aigc/files/_w384/gen/ab/abcd.png` — 384 px wide, the original's format
 *
 * A variant is never wider than its original (no upscaling): asking for a
 * larger width gives the original's width.
 */

/**
 * The widths (px) the server makes variants at, ascending. Chosen from the
 * boxes the layout draws (docs/architecture.md 'Responsive images'): avatars
 * of 20–80 px at 1×–3× (64, 128, 256), feed cards 171 px wide on a 390 px phone
 * and 262 px on a 1440 px desktop at 1×–3× (256, 384, 512, 768), the post
 * page's image up to ~720 px at 2× (1024, 1536). Other widths are refused.
 */
export const IMAGE_VARIANT_WIDTHS_PX = [64, 128, 256, 384, 512, 768, 1024, 1536] as const;

/** The encodings a variant can be asked in: AVIF, WebP, or `original` (the source's own format). */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp', 'original'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** URL prefix of stored files (docs/api-contract.md). */
const FILES_PREFIX = '/aigc/files/';
/** Extensions of originals that have variants (sharp reads them all). */
const SOURCE_EXT_RE = /\.(png|jpe?g|webp)$/i;
const CONVERTED_EXT_RE = /\.(avif|webp)$/;
const VARIANT_DIR_RE = /^_w(\d{1,5})\/(.+)$/;

/** Whether `key` (a storage key) is an original that can have variants: a PNG, JPEG or WebP not itself a variant. */
export function hasImageVariants(key: string): boolean {
  return SOURCE_EXT_RE.test(key) && !key.startsWith('_w');
}

/**
 * The storage key of a variant of `sourceKey` (see the module comment), or
 * null when the source has no variants. `width` is not checked here.
 */
export function imageVariantKey(sourceKey: string, width: number, format: ImageVariantFormat): string | null {
  if (!hasImageVariants(sourceKey)) return null;
  const suffix = format === 'original' ? '' : `.${format}`;
  return `_w${width}/${sourceKey}${suffix}`;
}

/** A variant key taken apart: its original's key, the asked width (px) and the encoding. */
export interface ImageVariantRequest {
  sourceKey: string;
  width: number;
  format: ImageVariantFormat;
}

/**
 * Reads a storage key as a variant request (`_w<width>/<source key>[.avif|.webp]`),
 * or null when it is not shaped like one. The width is returned as asked;
 * check it against {@link IMAGE_VARIANT_WIDTHS_PX} with {@link isImageVariantWidth}.
 */
export function parseImageVariantKey(key: string): ImageVariantRequest | null {
  const match = VARIANT_DIR_RE.exec(key);
  if (!match) return null;
  const width = Number(match[1]);
  const rest = match[2]!;
  const converted = CONVERTED_EXT_RE.exec(rest);
  if (converted) {
    const sourceKey = rest.slice(0, -converted[0].length);
    if (hasImageVariants(sourceKey)) return { sourceKey, width, format: converted[1] as 'avif' | 'webp' };
  }
  return hasImageVariants(rest) ? { sourceKey: rest, width, format: 'original' } : null;
}

/** Whether the server makes variants `width` px wide (one of {@link IMAGE_VARIANT_WIDTHS_PX}). */
export function isImageVariantWidth(width: number): boolean {
  return (IMAGE_VARIANT_WIDTHS_PX as readonly number[]).includes(width);
}

/** The `srcset` strings of an image in each encoding; every candidate's descriptor is its true width. */
export interface ImageSrcSets {
  avif: string;
  webp: string;
  /** In the original's format: the `<img>`'s own `srcset`. */
  original: string;
  /** A middle-sized variant in the original's format: the `<img>`'s `src` for browsers without `srcset`. */
  src: string;
}

/**
 * The responsive candidates of a stored image `url` (`/aigc/files/<key>`)
 * whose original is `intrinsicWidth` px wide: every allowed width below it,
 * then the next allowed width (which the server clamps to the original's
 * width, so its descriptor is `intrinsicWidth`w). Null when the URL is not a
 * stored PNG/JPEG/WebP original (e.g. a blob: or external URL, or an
 * unknown width), so callers fall back to a plain `<img src>`.
 */
export function imageSrcSets(url: string, intrinsicWidth: number): ImageSrcSets | null {
  const key = url.startsWith(FILES_PREFIX) && intrinsicWidth > 0 ? url.slice(FILES_PREFIX.length) : '';
  if (!hasImageVariants(key) || /[?#]/.test(key)) return null;
  const next = IMAGE_VARIANT_WIDTHS_PX.findIndex((w) => w >= intrinsicWidth);
  const widths = next < 0 ? IMAGE_VARIANT_WIDTHS_PX : IMAGE_VARIANT_WIDTHS_PX.slice(0, next + 1);
  const set = (suffix: string) =>
    widths.map((w) => `${FILES_PREFIX}_w${w}/${key}${suffix} ${Math.min(w, Math.round(intrinsicWidth))}w`).join(', ');
  return {
    avif: set('.avif'),
    webp: set('.webp'),
    original: set(''),
    src: `${FILES_PREFIX}_w${widths[widths.length >> 1]}/${key}`,
  };
}

/**
 * `sizes` of the post page's images (`/content/:id`): the full width less
 * the page's padding below 1024 px, else the media column (3/5 of a page at
 * most 80rem wide). The server preloads the first image with the same value
 * (docs/architecture.md "Responsive images"), so browser and preload pick the
 * same file.
 */
export const POST_IMAGE_SIZES = '(max-width: 1023px) calc(100vw - 2rem), min(55vw, 45rem)';

/**
 * How a challenge card of the home page's strip draws its banner (the
 * `sizes`, and the box's width × height in px given to the image, which
 * also bounds its candidates): the home page's largest first-screen image,
 * which the server preloads with the same values (docs/architecture.md
 * "First screen"). Desktop: `cardDisplayCount` (3) cards and a 4 rem peek
 * of the next in the page frame, about 29vw at 1440 px.
 */
export const TOPIC_CARD_BANNER = { sizes: '(max-width: 1023px) 15rem, 29vw', width: 1024, height: 512 } as const;

/** How a challenge page draws its banner (see {@link TOPIC_CARD_BANNER}): the page's largest first-screen image. */
export const CHALLENGE_BANNER = { sizes: '(max-width: 1023px) calc(100vw - 4rem), 36vw', width: 1200, height: 900 } as const;

/**
 * The feed masonry's columns (docs/style.md 'Look and feel'): a feed narrower
 * than `belowPx` (CSS px) has `columns` columns; from the last step's width
 * up, {@link FEED_MAX_COLUMNS}. Columns are {@link FEED_GAP_PX} apart.
 */
export const FEED_COLUMN_STEPS = [
  { belowPx: 560, columns: 2 },
  { belowPx: 880, columns: 3 },
  { belowPx: 1200, columns: 4 },
  { belowPx: 1600, columns: 5 },
] as const;
/** Columns of a feed at least as wide as the last of {@link FEED_COLUMN_STEPS}. */
export const FEED_MAX_COLUMNS = 6;
/** Gap between the feed's columns and rows, in px. */
export const FEED_GAP_PX = 16;

/**
 * `sizes` of a feed card's poster (the home feed, a challenge's posts, the
 * account's posts): the masonry's column width at every viewport width, as a
 * static value (no measuring), so the server's preload of the first card's
 * poster and the card's `<img>` pick the same file (docs/architecture.md
 * "Responsive images"). Each step is (feed width − gaps) / columns, with
 * {@link FEED_COLUMN_STEPS} and {@link FEED_GAP_PX} inside the page frame
 * (the community's `.cm-page`): below 1024 px the feed is the viewport less
 * 1rem (16 px) each side (2, 3, then 4 columns); from 1024 to 1920 px 1rem is
 * vw / 90 (`rootFontSizePx`) and the feed is vw less 2rem each side, i.e.
 * 43/45 of vw (4, 5, then 6 columns); above 1920 px the root font stops
 * growing and the frame at 100rem, so the column stops at 328 px. At 412 px:
 * `50vw - 24px` (182 px); at 1440 px: 262.4 px. Written out rather than
 * computed, to keep the entry script small; a unit test of
 * `@aigc/community` checks it against the masonry's arithmetic at every
 * width from 320 to 2600 px.
 */
export const FEED_CARD_SIZES =
  '(max-width: 591.98px) calc(50vw - 24px), (max-width: 911.98px) calc(33.333vw - 21.333px), ' +
  '(max-width: 1023.98px) calc(25vw - 20px), (max-width: 1255.98px) calc(23.889vw - 12px), ' +
  '(max-width: 1674.98px) calc(19.111vw - 12.8px), (max-width: 1919.98px) calc(15.926vw - 13.333px), ' +
  'min(calc(16.667vw - 27.556px), 328px)';

/**
 * The `<link rel="preload">` of a page's first-screen (LCP) image drawn by
 * the ui `Image` with `sizes`: the AVIF candidates of {@link imageSrcSets}
 * with the same `sizes`, `fetchpriority="high"` unless `priority` is
 * 'auto' (an image of the first screen that is not its largest). Null when
 * the URL has no variants. Attribute values are HTML-escaped.
 */
export function imagePreloadTag(url: string, intrinsicWidth: number, sizes: string, priority: 'high' | 'auto' = 'high'): string | null {
  const sets = imageSrcSets(url, intrinsicWidth);
  if (!sets) return null;
  const fetchPriority = priority === 'high' ? ' fetchpriority="high"' : '';
  return `<link rel="preload" as="image" type="image/avif"${fetchPriority} imagesrcset="${attr(sets.avif)}" imagesizes="${attr(sizes)}">`;
}

/**
 * The `<link rel="preload">` of a page's first-screen (LCP) image drawn as
 * a plain `<img src>` (no variants to choose from), `fetchpriority="high"`.
 * The URL is HTML-escaped.
 */
export function plainImagePreloadTag(url: string): string {
  return `<link rel="preload" as="image" fetchpriority="high" href="${attr(url)}">`;
}

/** `value` escaped for a double-quoted HTML attribute. */
function attr(value: string): string {
  return value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
