import sharp, { type Sharp } from 'sharp';

/**
 * Long sides of the derivatives made with every image, in px (docs/architecture.md
 * "Generation"). The responsive variants of {@link makeVariant} are made on
 * first request instead (docs/architecture.md "Responsive images").
 */
export const DERIVATIVE_SIZES_PX = [512, 200] as const;

/** One encoded derivative. */
export interface Derivative {
  /** WebP bytes. */
  bytes: Buffer;
  /** Width in px. */
  width: number;
  /** Height in px. */
  height: number;
}

/** The derivatives of one image, keyed by long side in px. */
export interface Derivatives {
  /** At most 512 px on the long side. */
  w512: Derivative;
  /** At most 200 px on the long side. */
  w200: Derivative;
  /** Width and height of the source image, in px. */
  source: { width: number; height: number };
}

async function resizeTo(input: Sharp, longSide: number): Promise<Derivative> {
  const { data, info } = await input
    .clone()
    .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82, effort: 1 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * Makes the 512 px and 200 px (long side, aspect kept, never enlarged) WebP
 * derivatives of an image (any format sharp reads: PNG, JPEG, WebP…).
 * EXIF orientation is applied first.
 * @throws Error when `bytes` is not a readable image.
 */
export async function makeDerivatives(bytes: Uint8Array): Promise<Derivatives> {
  const base = sharp(bytes).rotate();
  const meta = await base.metadata();
  if (!meta.width || !meta.height) throw new Error('Not a readable image');
  const swap = (meta.orientation ?? 1) >= 5;
  const source = swap
    ? { width: meta.height, height: meta.width }
    : { width: meta.width, height: meta.height };
  const [w512, w200] = await Promise.all([resizeTo(base, 512), resizeTo(base, 200)]);
  return { w512, w200, source };
}

/** The encodings of a responsive variant: AVIF, WebP, or the original's own PNG / JPEG / WebP. */
export type VariantEncoding = 'avif' | 'webp' | 'png' | 'jpeg';

/** One encoded responsive variant. */
export interface Variant extends Derivative {
  /** MIME type of `bytes` (`image/avif`, `image/webp`, `image/png`, `image/jpeg`). */
  contentType: string;
}

/** Largest source sharp decodes for a variant, in pixels (guards against decompression bombs; uploads are ≤ 40 MP). */
export const VARIANT_MAX_INPUT_PIXELS = 50_000_000;

/**
 * The encoding of a variant asked as `format` of a source stored under a key
 * ending in `ext`: `original` keeps the source's format (`jpg`/`jpeg` →
 * JPEG, `png` → PNG, `webp` → WebP); null for another source.
 */
export function variantEncoding(format: 'avif' | 'webp' | 'original', ext: string): VariantEncoding | null {
  if (format !== 'original') return format;
  const lower = ext.toLowerCase();
  if (lower === 'png' || lower === 'webp') return lower;
  if (lower === 'jpg' || lower === 'jpeg') return 'jpeg';
  return null;
}

/**
 * Makes one responsive variant (docs/architecture.md "Responsive images"):
 * the image `width` px wide (aspect kept; never enlarged, so a narrower
 * source keeps its own width), EXIF orientation applied, metadata dropped,
 * encoded as `encoding`. AVIF at quality 50 (effort 2: about 4× faster than
 * the default for ~5 % more bytes), WebP 78, JPEG 80 (mozjpeg), PNG palette-free
 * at compression 9.
 * @throws Error when `bytes` is not a readable image or is over {@link VARIANT_MAX_INPUT_PIXELS}.
 */
export async function makeVariant(bytes: Uint8Array, width: number, encoding: VariantEncoding): Promise<Variant> {
  const resized = sharp(bytes, { limitInputPixels: VARIANT_MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  const encoded =
    encoding === 'avif'
      ? resized.avif({ quality: 50, effort: 2 })
      : encoding === 'webp'
        ? resized.webp({ quality: 78, effort: 4 })
        : encoding === 'jpeg'
          ? resized.jpeg({ quality: 80, mozjpeg: true })
          : resized.png({ compressionLevel: 9 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, contentType: `image/${encoding}` };
}
