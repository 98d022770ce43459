/**
 * Image → video of the offline engine: a pan/zoom ("Ken Burns") clip
 * rendered by ffmpeg's `zoompan` filter into MP4 (H.264, yuv420p, faststart,
 * 25 fps). ffmpeg is the binary shipped by the @ffmpeg-installer package, or
 * `FFMPEG_PATH` when set (env.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { GeneratedVideo, ImageToVideoRequest } from './types';

/** Frames per second of generated clips. */
export const VIDEO_FPS = 25;
/** Long side of generated clips, in px (even). */
export const VIDEO_LONG_SIDE_PX = 720;

let cachedPath: string | null = null;

/** Path of the ffmpeg binary: `override`, else the one from @ffmpeg-installer/ffmpeg. */
export function ffmpegPath(override?: string): string {
  if (override) return override;
  if (!cachedPath) {
    const require = createRequire(import.meta.url);
    cachedPath = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  }
  return cachedPath;
}

/** Runs ffmpeg with `args`; rejects with the last lines of its stderr on a non-zero exit. */
export function runFfmpeg(
  args: string[],
  options: { binary?: string; signal?: AbortSignal } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpegPath(options.binary),
      ['-hide_banner', '-loglevel', 'error', '-y', ...args],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
        ...(options.signal ? { signal: options.signal } : {}),
      },
    );
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err = (err + d.toString()).slice(-2000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `Video rendering failed (ffmpeg exit ${code}): ${err.trim().split('\n').slice(-2).join(' ')}`,
          ),
        );
    });
  });
}

/** Even output size with `longSide` px on the long side, keeping the aspect ratio. */
export function videoSize(
  width: number,
  height: number,
  longSide = VIDEO_LONG_SIDE_PX,
): { width: number; height: number } {
  const scale = longSide / Math.max(width, height);
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

/** The zoompan expressions of a camera move over `frames` frames (zoom 1 → 1.25 or back; pans at zoom 1.2). */
export function zoompanFor(motion: ImageToVideoRequest['motion'], frames: number): string {
  const last = Math.max(1, frames - 1);
  const t = `(on/${last})`;
  const centre = "x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)'";
  switch (motion) {
    case 'zoomIn':
      return `z='1+0.25*${t}':${centre}`;
    case 'zoomOut':
      return `z='1.25-0.25*${t}':${centre}`;
    case 'panLeft':
      return `z='1.2':x='(iw-iw/zoom)*(1-${t})':y='ih/2-(ih/zoom/2)'`;
    case 'panRight':
      return `z='1.2':x='(iw-iw/zoom)*${t}':y='ih/2-(ih/zoom/2)'`;
  }
}

/**
 * Renders the clip: the source is scaled to twice the output size (zoompan
 * rounds positions to whole input px, so a larger input moves smoothly),
 * then `zoompan` produces `durationMs` of frames at {@link VIDEO_FPS}.
 * The poster is the first frame's source framing as WebP.
 */
export async function panZoomVideo(
  request: ImageToVideoRequest,
  binary?: string,
): Promise<GeneratedVideo> {
  const { width, height } = videoSize(request.source.width, request.source.height);
  const frames = Math.max(2, Math.round((request.durationMs / 1000) * VIDEO_FPS));
  const dir = await mkdtemp(join(tmpdir(), 'aigc-video-'));
  try {
    const input = join(dir, 'in.png');
    const output = join(dir, 'out.mp4');
    await sharp(request.source.bytes)
      .rotate()
      .removeAlpha()
      .resize(width * 2, height * 2, { fit: 'fill' })
      .png()
      .toFile(input);
    await runFfmpeg(
      [
        '-i',
        input,
        '-vf',
        `zoompan=${zoompanFor(request.motion, frames)}:d=${frames}:s=${width}x${height}:fps=${VIDEO_FPS},format=yuv420p`,
        '-frames:v',
        String(frames),
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-movflags',
        '+faststart',
        output,
      ],
      { ...(binary ? { binary } : {}), ...(request.signal ? { signal: request.signal } : {}) },
    );
    const bytes = await readFile(output);
    const poster = await sharp(request.source.bytes)
      .rotate()
      .resize(width, height, { fit: 'fill' })
      .webp({ quality: 85 })
      .toBuffer();
    return {
      bytes,
      contentType: 'video/mp4',
      ext: 'mp4',
      width,
      height,
      durationMs: Math.round((frames / VIDEO_FPS) * 1000),
      poster: { bytes: poster, contentType: 'image/webp', ext: 'webp', width, height },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Writes `bytes` to a temporary file and returns its path with a cleanup (for callers that need ffprobe-like checks). */
export async function withTempFile<T>(
  bytes: Buffer,
  ext: string,
  fn: (path: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'aigc-tmp-'));
  try {
    const path = join(dir, `f.${ext}`);
    await writeFile(path, bytes);
    return await fn(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
