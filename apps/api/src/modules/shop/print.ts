import sharp, { type OutputInfo, type OverlayOptions } from 'sharp';
import type { PrintPlacement } from '@aigc/domain';
import { badRequest } from '../../lib/errors';

/** Long side of the preview shown in orders, in px. */
export const PRINT_PREVIEW_PX = 512;

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** A rendered print file and its preview. */
export interface RenderedPrint {
  /** PNG of exactly `width` × `height` px, transparent outside the picture, with the DPI recorded. */
  print: Buffer;
  /** WebP, ≤ {@link PRINT_PREVIEW_PX} px on the long side. */
  preview: Buffer;
  width: number;
  height: number;
}

/**
 * Renders the print file of a custom product (docs/shop.md 'Print files')
 * from the ORIGINAL picture: a transparent `width` × `height` px canvas (the
 * print area at the product's DPI) with the picture scaled to `scale` × the
 * canvas width (aspect kept; Lanczos), rotated `rotation`° clockwise around
 * its centre, its centre at (`x` · width, `y` · height); what falls outside
 * the print area is cut off. libvips computes only the visible window, so a
 * large scale does not allocate the whole enlarged picture.
 * Errors: 400 when the picture cannot be read.
 */
export async function renderPrint(
  original: Buffer,
  area: { width: number; height: number; dpi: number },
  placement: PrintPlacement,
): Promise<RenderedPrint> {
  let rotated: { data: Buffer; info: OutputInfo };
  let sourceWidth: number;
  try {
    const upright = sharp(original, { limitInputPixels: 100_000_000 }).autoOrient();
    const meta = await upright.metadata();
    // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height.
    sourceWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
    rotated = await upright
      .ensureAlpha()
      .rotate(placement.rotation, { background: TRANSPARENT })
      .png({ compressionLevel: 0 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw badRequest('This picture cannot be printed, please choose another one');
  }
  // The rotated bounding box, scaled so that the UNROTATED picture is scale × the print width.
  const factor = (placement.scale * area.width) / sourceWidth;
  const boxW = Math.max(1, Math.round(rotated.info.width * factor));
  const boxH = Math.max(1, Math.round(rotated.info.height * factor));
  const left = Math.round(placement.x * area.width - boxW / 2);
  const top = Math.round(placement.y * area.height - boxH / 2);
  const visLeft = Math.max(0, left);
  const visTop = Math.max(0, top);
  const visRight = Math.min(area.width, left + boxW);
  const visBottom = Math.min(area.height, top + boxH);
  const layers: OverlayOptions[] = [];
  if (visRight > visLeft && visBottom > visTop) {
    const window = await sharp(rotated.data)
      .resize(boxW, boxH, { fit: 'fill', kernel: 'lanczos3' })
      .extract({ left: visLeft - left, top: visTop - top, width: visRight - visLeft, height: visBottom - visTop })
      .png({ compressionLevel: 0 })
      .toBuffer();
    layers.push({ input: window, left: visLeft, top: visTop });
  }
  const print = await sharp({ create: { width: area.width, height: area.height, channels: 4, background: TRANSPARENT } })
    .composite(layers)
    .withMetadata({ density: area.dpi })
    .png()
    .toBuffer();
  const preview = await sharp(print).resize(PRINT_PREVIEW_PX, PRINT_PREVIEW_PX, { fit: 'inside' }).webp({ quality: 85 }).toBuffer();
  return { print, preview, width: area.width, height: area.height };
}
