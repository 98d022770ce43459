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
 * The `<link rel="preload">` of a page's first-screen (LCP) image drawn by
 * the ui `Image` with `sizes`: the AVIF candidates of {@link imageSrcSets}
 * with the same `sizes`, `fetchpriority="high"`. Null when the URL has no
 * variants. Attribute values are HTML-escaped.
 */
export function imagePreloadTag(url: string, intrinsicWidth: number, sizes: string): string | null {
  const sets = imageSrcSets(url, intrinsicWidth);
  if (!sets) return null;
  const attr = (v: string) => v.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${attr(sets.avif)}" imagesizes="${attr(sizes)}">`;
}
