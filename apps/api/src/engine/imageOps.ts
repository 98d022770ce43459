/**
 * Real image operations of the offline engine (ARCHITECTURE.md "Generation"):
 * resampling upscale with sharpening (sharp/libvips), Canny edges, classical
 * inpainting (Telea) and a cartoon transform (bilateral filter + edge mask)
 * with OpenCV compiled to WebAssembly (@techstark/opencv-js).
 */
import { createRequire } from 'node:module';
import type * as OpenCv from '@techstark/opencv-js';
import sharp from 'sharp';
import type { GeneratedImage, SourceImage } from './types';

type CV = typeof OpenCv;
type Mat = InstanceType<CV['Mat']>;

let cvReady: Promise<CV> | null = null;

/**
 * The OpenCV runtime, loaded once (≈0.6 s the first time). The package
 * exports a thenable that resolves when the WebAssembly module is ready.
 */
export function opencv(): Promise<CV> {
  if (!cvReady) {
    const require = createRequire(import.meta.url);
    const mod = require('@techstark/opencv-js') as CV | PromiseLike<CV>;
    cvReady = (async () => {
      if (typeof (mod as PromiseLike<CV>).then === 'function')
        return await (mod as PromiseLike<CV>);
      const cv = mod as CV & { onRuntimeInitialized?: () => void };
      if (cv.Mat) return cv;
      await new Promise<void>((resolve) => {
        cv.onRuntimeInitialized = resolve;
      });
      return cv;
    })();
  }
  return cvReady;
}

/** Raw pixels: `channels` bytes per pixel, rows top to bottom. */
export interface Raw {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

/** Decodes an image to raw RGB (EXIF orientation applied), optionally fitted inside `maxSide` px. */
export async function decodeRgb(bytes: Buffer, maxSide?: number): Promise<Raw> {
  let img = sharp(bytes).rotate().removeAlpha();
  if (maxSide) img = img.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/** Encodes raw pixels as PNG (lossless) or WebP (quality 92). */
export async function encodeRaw(raw: Raw, format: 'png' | 'webp' = 'png'): Promise<GeneratedImage> {
  const img = sharp(raw.data, {
    raw: { width: raw.width, height: raw.height, channels: raw.channels },
  });
  const bytes =
    format === 'png'
      ? await img.png({ compressionLevel: 6 }).toBuffer()
      : await img.webp({ quality: 92 }).toBuffer();
  return {
    bytes,
    contentType: `image/${format}`,
    ext: format,
    width: raw.width,
    height: raw.height,
  };
}

function toMat(cv: CV, raw: Raw): Mat {
  const type = raw.channels === 1 ? cv.CV_8UC1 : raw.channels === 3 ? cv.CV_8UC3 : cv.CV_8UC4;
  const mat = new cv.Mat(raw.height, raw.width, type);
  mat.data.set(raw.data);
  return mat;
}

function fromMat(mat: Mat): Raw {
  const channels = mat.channels() as 1 | 3 | 4;
  return { data: Buffer.from(mat.data), width: mat.cols, height: mat.rows, channels };
}

/** Runs `fn` and deletes every Mat it registered, whatever happens. */
async function withMats<T>(fn: (cv: CV, keep: <M extends Mat>(m: M) => M) => T): Promise<T> {
  const cv = await opencv();
  const mats: Mat[] = [];
  try {
    return fn(cv, (m) => {
      mats.push(m);
      return m;
    });
  } finally {
    for (const m of mats) m.delete();
  }
}

/** Reads a source image's px size and type; throws 'Failed to read the image' when it is not an image. */
export async function probeImage(bytes: Buffer): Promise<SourceImage> {
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height || !meta.format) throw new Error('no size');
    const swap = (meta.orientation ?? 1) >= 5;
    const format = meta.format === 'jpeg' ? 'jpeg' : meta.format;
    return {
      bytes,
      contentType: `image/${format}`,
      width: swap ? meta.height : meta.width,
      height: swap ? meta.width : meta.height,
    };
  } catch {
    throw new Error('Failed to read the image');
  }
}

/**
 * Upscales by `factor` (2 or 4) with Lanczos-3 resampling, then an unsharp
 * mask (σ 1.0) to restore edge contrast. Output: PNG (lossless) up to
 * 4 Mpx, WebP q92 above (keeps 6144 px results around a few MB).
 */
export async function upscaleImage(source: SourceImage, factor: number): Promise<GeneratedImage> {
  const width = source.width * factor;
  const height = source.height * factor;
  const pipeline = sharp(source.bytes, { limitInputPixels: false })
    .rotate()
    .removeAlpha()
    .resize(width, height, { kernel: 'lanczos3', fit: 'fill' })
    .sharpen({ sigma: 1, m1: 0.5, m2: 2 });
  const png = width * height <= 4_000_000;
  const bytes = png
    ? await pipeline.png({ compressionLevel: 6 }).toBuffer()
    : await pipeline.webp({ quality: 92 }).toBuffer();
  return {
    bytes,
    contentType: png ? 'image/png' : 'image/webp',
    ext: png ? 'png' : 'webp',
    width,
    height,
  };
}

/**
 * Canny edges of an image (grayscale, 5×5 Gaussian blur, hysteresis 50/150):
 * a single-channel raw image, 255 on edges, 0 elsewhere, at most `maxSide` px.
 */
export async function cannyEdges(bytes: Buffer, maxSide = 1536): Promise<Raw> {
  const rgb = await decodeRgb(bytes, maxSide);
  return withMats((cv, keep) => {
    const src = keep(toMat(cv, rgb));
    const gray = keep(new cv.Mat());
    cv.cvtColor(src, gray, cv.COLOR_RGB2GRAY);
    const blurred = keep(new cv.Mat());
    cv.GaussianBlur(gray, blurred, new cv.Size(5, 5), 0);
    const edges = keep(new cv.Mat());
    cv.Canny(blurred, edges, 50, 150);
    return fromMat(edges);
  });
}

/**
 * Reads an inpainting mask for a `width`×`height` source: the mask PNG is
 * fitted to that size; a pixel is marked when it is opaque (alpha > 127)
 * and light (luma > 127). Returns 0/255 bytes, one per pixel, and the
 * marked pixel count.
 */
export async function readMask(
  mask: Buffer,
  width: number,
  height: number,
): Promise<{ data: Buffer; marked: number }> {
  let raw: { data: Buffer; info: { width: number; height: number } };
  try {
    raw = await sharp(mask)
      .resize(width, height, { fit: 'fill' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new Error('The mask could not be read');
  }
  const out = Buffer.alloc(width * height);
  let marked = 0;
  for (let i = 0; i < width * height; i += 1) {
    const r = raw.data[i * 4] ?? 0;
    const g = raw.data[i * 4 + 1] ?? 0;
    const b = raw.data[i * 4 + 2] ?? 0;
    const a = raw.data[i * 4 + 3] ?? 0;
    if (a > 127 && 0.299 * r + 0.587 * g + 0.114 * b > 127) {
      out[i] = 255;
      marked += 1;
    }
  }
  return { data: out, marked };
}

/**
 * Removes the masked area by classical inpainting (OpenCV `inpaint`,
 * Alexandru Telea's fast marching method, radius 5 px) after growing the
 * mask by 3 px so stroke edges do not leave halos. Works at up to 1536 px on
 * the long side and returns PNG at that size.
 * @throws Error 'Please paint the area to change' when the mask marks nothing.
 */
export async function inpaintRemove(source: SourceImage, mask: Buffer): Promise<GeneratedImage> {
  const rgb = await decodeRgb(source.bytes, 1536);
  const m = await readMask(mask, rgb.width, rgb.height);
  if (m.marked === 0) throw new Error('Please paint the area to change');
  const result = await withMats((cv, keep) => {
    const src = keep(toMat(cv, rgb));
    const maskMat = keep(
      toMat(cv, { data: m.data, width: rgb.width, height: rgb.height, channels: 1 }),
    );
    const grown = keep(new cv.Mat());
    const kernel = keep(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(7, 7)));
    cv.dilate(maskMat, grown, kernel);
    const dst = keep(new cv.Mat());
    cv.inpaint(src, grown, dst, 5, cv.INPAINT_TELEA);
    return fromMat(dst);
  });
  return encodeRaw(result, 'png');
}

/**
 * Cartoon transform: two passes of a bilateral filter (d 9, σcolour 75,
 * σspace 75) flatten colours while keeping edges, then an edge mask
 * (median blur 7 + adaptive mean threshold, block `edgeBlock`) draws dark
 * outlines. At most 1024 px on the long side.
 */
export async function cartoonRaw(bytes: Buffer, edgeBlock = 9, maxSide = 1024): Promise<Raw> {
  const rgb = await decodeRgb(bytes, maxSide);
  return withMats((cv, keep) => {
    const src = keep(toMat(cv, rgb));
    const a = keep(new cv.Mat());
    const b = keep(new cv.Mat());
    cv.bilateralFilter(src, a, 9, 75, 75, cv.BORDER_DEFAULT);
    cv.bilateralFilter(a, b, 9, 75, 75, cv.BORDER_DEFAULT);
    const gray = keep(new cv.Mat());
    cv.cvtColor(src, gray, cv.COLOR_RGB2GRAY);
    const med = keep(new cv.Mat());
    cv.medianBlur(gray, med, 7);
    const edges = keep(new cv.Mat());
    cv.adaptiveThreshold(
      med,
      edges,
      255,
      cv.ADAPTIVE_THRESH_MEAN_C,
      cv.THRESH_BINARY,
      edgeBlock,
      2,
    );
    const edges3 = keep(new cv.Mat());
    cv.cvtColor(edges, edges3, cv.COLOR_GRAY2RGB);
    const out = keep(new cv.Mat());
    cv.bitwise_and(b, edges3, out);
    return fromMat(out);
  });
}
