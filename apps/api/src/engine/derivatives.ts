import sharp, { type Sharp } from 'sharp';

/** Long sides of the derivatives, in px (docs/architecture.md "Generation"). */
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
