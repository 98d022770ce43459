/**
 * Real image operations of the offline engine (docs/architecture.md "Generation"):
 * resampling upscale with sharpening (sharp/libvips), Canny edges, classical
 * inpainting (Telea) and a cartoon transform (bilateral filter + edge mask)
 * with OpenCV compiled to WebAssembly (@techstark/opencv-js), which runs in
 * a worker thread (cvWorker.mjs).
 */
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import type { GeneratedImage, SourceImage } from './types';

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

/** The OpenCV worker thread (cvWorker.mjs), created on first use; unref'd so it never keeps the process alive. */
let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (raw: Raw) => void; reject: (error: Error) => void }>();

function cvWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./cvWorker.mjs', import.meta.url));
  w.unref();
  w.on(
    'message',
    (m: {
      id: number;
      raw?: { data: Uint8Array; width: number; height: number; channels: 1 | 3 | 4 };
      error?: string;
    }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (m.raw)
        p.resolve({
          ...m.raw,
          data: Buffer.from(m.raw.data.buffer, m.raw.data.byteOffset, m.raw.data.byteLength),
        });
      else p.reject(new Error(m.error ?? 'Image operation failed'));
    },
  );
  const fail = (error: Error) => {
    worker = null;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`The image worker stopped (exit ${code})`)));
  worker = w;
  return w;
}

/**
 * Runs an OpenCV operation of cvWorker.mjs (`canny`, `inpaint`, `cartoon`)
 * in the worker thread, so the API's event loop stays free while the
 * WebAssembly code works (a bilateral filter on 1 Mpx takes about a second).
 */
function runCv(
  op: 'canny' | 'inpaint' | 'cartoon',
  message: { raw: Raw; mask?: Raw; edgeBlock?: number },
): Promise<Raw> {
  const w = cvWorker();
  const id = (nextId += 1);
  w.ref(); // keep the process alive while an operation is in flight
  const release = () => {
    if (pending.size === 0) w.unref();
  };
  return new Promise<Raw>((resolve, reject) => {
    pending.set(id, {
      resolve: (raw) => {
        release();
        resolve(raw);
      },
      reject: (error) => {
        release();
        reject(error);
      },
    });
    w.postMessage({ id, op, ...message });
  });
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
  return runCv('canny', { raw: await decodeRgb(bytes, maxSide) });
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
  const result = await runCv('inpaint', {
    raw: rgb,
    mask: { data: m.data, width: rgb.width, height: rgb.height, channels: 1 },
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
  return runCv('cartoon', { raw: await decodeRgb(bytes, maxSide), edgeBlock });
}
