/**
 * The offline engine: the generation provider that needs no outside
 * service, always configured (last in the registry, after the AI adapters).
 */
import sharp from 'sharp';
import { cannyEdges, cartoonRaw, inpaintRemove, readMask, upscaleImage } from './imageOps';
import { expandPromptTemplate } from './magicPrompt';
import { reliefModel } from './mesh';
import {
  DEFAULT_LONG_SIDE_PX,
  OFFLINE_LABEL,
  aspectRatioFor,
  composeSvg,
  digest,
  hslRgb,
  sizeFor,
} from './placeholder';
import type {
  GeneratedImage,
  GeneratedModel,
  GeneratedVideo,
  GenerationProvider,
  ImageToImageRequest,
  ImageToModelRequest,
  ImageToVideoRequest,
  InpaintRequest,
  KontextRequest,
  ModelInfo,
  PromptExpansionRequest,
  TextToImageProvider,
  TextToImageRequest,
  UpscaleRequest,
} from './types';
import { panZoomVideo } from './video';

/** Id of the offline engine's only model (sent as `modelId`). */
export const OFFLINE_MODEL_ID = 'offline-preview';

/**
 * EXIF written into the offline engine's own renderings: what made them, never
 * the prompt (docs/product.md 'Preview images').
 */
export const PREVIEW_EXIF = {
  IFD0: { Software: OFFLINE_LABEL, ImageDescription: `${OFFLINE_LABEL}: not made by an AI model` },
};

/**
 * `seed × step` modulo `modulus` (0 ≤ result < modulus, integers): with `step`
 * and `modulus` coprime, seeds less than `modulus` apart give different values.
 */
function seedStep(seed: number, step: number, modulus: number): number {
  const s = ((seed % modulus) + modulus) % modulus;
  return (s * step) % modulus;
}

/** The offline engine's model, named honestly. */
export const OFFLINE_MODEL: ModelInfo = {
  modelId: OFFLINE_MODEL_ID,
  name: { 'en-US': OFFLINE_LABEL, 'zh-Hans': '离线预览引擎' },
  description: {
    'en-US':
      'Offline preview engine — real image operations (upscale, edges, inpainting removal, cartoon, relief 3D, pan/zoom video); text→image and kontext are placeholders marked as previews: connect an AI provider for real images',
    'zh-Hans':
      '离线预览引擎——真实的图像处理（放大、线稿、局部重绘去除、卡通化、浮雕 3D、平移缩放视频）；文生图和 kontext 生成的是标为预览的占位图：接入 AI 服务后才能生成真实图片',
  },
  provider: 'offline',
  offline: true,
  capabilities: [
    'text2image',
    'image2image',
    'edgeReference',
    'inpaint',
    'upscale',
    'kontext',
    'image2model',
    'image2video',
    'promptExpansion',
  ],
};

/**
 * The offline engine, always configured. Every image it returns has
 * `preview: true` (stored as `images.preview`, shown as the UI's 'Preview'
 * badge); its own renderings also carry {@link PREVIEW_EXIF}. No text is
 * drawn in any picture (docs/product.md 'Preview images').
 *
 * - text→image: the deterministic placeholder of {@link composeSvg} (no
 *   text; the prompt counts only through its motif) rendered with sharp into
 *   WebP (quality 90) at 1024 px on the long side by default; the aspect
 *   ratio is the requested one or one of 1:1, 3:4, 4:3, 2:3 chosen from the
 *   seed and motif.
 * - image→image: a cartoon restyle (bilateral filter + edge mask, OpenCV);
 *   the figurine variant adds bolder outlines and saturated toy colours; the
 *   seed turns hue and light so the copies of a job differ; edge reference
 *   renders the source's Canny edges as line art in colours from the seed.
 * - inpaint: `remove` = classical inpainting (Telea); `modify` = the
 *   placeholder of the prompt blended into the mask (feathered 4 px).
 * - upscale: Lanczos-3 ×2/×4 with sharpening.
 * - kontext: the first source tinted from the seed with the others as
 *   thumbnails.
 * - image→3D: relief pendant GLB + STL (see mesh.ts).
 * - image→video: ffmpeg pan/zoom MP4 (see video.ts).
 * - magic prompt: the template of magicPrompt.ts.
 * Same inputs + seed → same bytes (on the same sharp/libvips/OpenCV build).
 */
export class OfflineEngine implements TextToImageProvider, GenerationProvider {
  readonly id = 'offline';
  readonly name = 'Offline preview engine';
  /** Every tool: real image operations where they exist, placeholders flagged as previews where only a model could. */
  readonly capabilities = OFFLINE_MODEL.capabilities;
  readonly models: readonly ModelInfo[] = [OFFLINE_MODEL];

  /** @param options.ffmpegPath ffmpeg binary for image→video (default: the packaged one). */
  constructor(private readonly options: { ffmpegPath?: string | undefined } = {}) {}

  async generate(request: TextToImageRequest): Promise<GeneratedImage> {
    const seed = request.seed ?? 0;
    if (!Number.isSafeInteger(seed)) throw new Error('The seed must be an integer');
    const longSide = request.longSide ?? DEFAULT_LONG_SIDE_PX;
    if (!Number.isInteger(longSide) || longSide < 16 || longSide > 4096) {
      throw new Error('The image size must be 16 to 4096 px');
    }
    request.signal?.throwIfAborted();
    const ratio = request.aspectRatio ?? aspectRatioFor(request.prompt, seed);
    const { width, height } = sizeFor(ratio, longSide);
    const svg = composeSvg(request.prompt, seed, width, height);
    // effort 0: ~2× faster to encode than the default at a slightly larger size (seed speed).
    const bytes = await sharp(Buffer.from(svg), { density: 72 })
      .withExif(PREVIEW_EXIF)
      .webp({ quality: 90, effort: 0 })
      .toBuffer();
    return { bytes, contentType: 'image/webp', ext: 'webp', width, height, preview: true };
  }

  async imageToImage(request: ImageToImageRequest): Promise<GeneratedImage> {
    request.signal?.throwIfAborted();
    if (request.style === 'edge') {
      const edges = await cannyEdges(request.source.bytes);
      // A base hue of the motif turned 47° per seed step: the copies of one job (seeds s, s+1…) always differ.
      const hue = ((digest(request.prompt, 0)[0] ?? 0) / 255) * 360 + seedStep(request.seed, 47, 360);
      const bg = hslRgb(hue, 0.45, 0.12);
      const fg = hslRgb(hue + 150, 0.8, 0.72);
      const rgb = Buffer.alloc(edges.width * edges.height * 3);
      for (let i = 0; i < edges.width * edges.height; i += 1) {
        const t = (edges.data[i] ?? 0) / 255;
        rgb[i * 3] = Math.round(bg[0] + (fg[0] - bg[0]) * t);
        rgb[i * 3 + 1] = Math.round(bg[1] + (fg[1] - bg[1]) * t);
        rgb[i * 3 + 2] = Math.round(bg[2] + (fg[2] - bg[2]) * t);
      }
      const bytes = await sharp(rgb, {
        raw: { width: edges.width, height: edges.height, channels: 3 },
      })
        .withExif(PREVIEW_EXIF)
        .webp({ quality: 92 })
        .toBuffer();
      return {
        bytes,
        contentType: 'image/webp',
        ext: 'webp',
        width: edges.width,
        height: edges.height,
        preview: true,
      };
    }
    const figurine = request.style === 'figurine';
    const raw = await cartoonRaw(request.source.bytes, figurine ? 13 : 9);
    let img = sharp(raw.data, {
      raw: { width: raw.width, height: raw.height, channels: raw.channels },
    });
    // The seed turns the hue (−24…24°) and the light (−6…6 %) in steps that differ for the
    // next 12 seeds, so the copies of one job (seeds s, s+1…) always differ.
    const hue = seedStep(request.seed, 37, 49) - 24;
    const light = 1 + (seedStep(request.seed, 5, 13) - 6) / 100;
    img = figurine
      ? img.modulate({ saturation: 1.6, brightness: 1.06 * light, hue })
      : img.modulate({ saturation: 1.15, brightness: light, hue });
    const bytes = await img.withExif(PREVIEW_EXIF).webp({ quality: 92 }).toBuffer();
    return { bytes, contentType: 'image/webp', ext: 'webp', width: raw.width, height: raw.height, preview: true };
  }

  async inpaint(request: InpaintRequest): Promise<GeneratedImage> {
    request.signal?.throwIfAborted();
    if (request.mode === 'remove') return { ...(await inpaintRemove(request.source, request.mask)), preview: true };
    const base = await sharp(request.source.bytes)
      .rotate()
      .removeAlpha()
      .resize(1536, 1536, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = base.info;
    const mask = await readMask(request.mask, width, height);
    if (mask.marked === 0) throw new Error('Please paint the area to change');
    const feathered = await sharp(mask.data, { raw: { width, height, channels: 1 } })
      .blur(4)
      .raw()
      .toBuffer();
    const fill = await sharp(Buffer.from(composeSvg(request.prompt, request.seed, width, height)), {
      density: 72,
    })
      .removeAlpha()
      .raw()
      .toBuffer();
    const out = Buffer.alloc(width * height * 3);
    const src = base.data;
    for (let i = 0; i < width * height; i += 1) {
      const t = (feathered[i] ?? 0) / 255;
      for (let k = 0; k < 3; k += 1)
        out[i * 3 + k] = Math.round((src[i * 3 + k] ?? 0) * (1 - t) + (fill[i * 3 + k] ?? 0) * t);
    }
    const bytes = await sharp(out, { raw: { width, height, channels: 3 } })
      .withExif(PREVIEW_EXIF)
      .png()
      .toBuffer();
    return { bytes, contentType: 'image/png', ext: 'png', width, height, preview: true };
  }

  async upscale(request: UpscaleRequest): Promise<GeneratedImage> {
    request.signal?.throwIfAborted();
    return { ...(await upscaleImage(request.source, request.factor)), preview: true };
  }

  async kontext(request: KontextRequest): Promise<GeneratedImage> {
    request.signal?.throwIfAborted();
    const [first, ...rest] = request.sources;
    if (!first) throw new Error('Please upload an image');
    const bg = await sharp(first.bytes)
      .rotate()
      .removeAlpha()
      .resize(1024, 1024, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = bg.info;
    const thumb = Math.round(Math.min(width, height) * 0.22);
    const thumbs = await Promise.all(
      rest.map(async (s, i) => ({
        input: await sharp(s.bytes)
          .rotate()
          .resize(thumb, thumb, { fit: 'cover' })
          .extend({ top: 3, bottom: 3, left: 3, right: 3, background: '#fff' })
          .toBuffer(),
        left: Math.round(width * 0.04) + i * (thumb + 12),
        top: Math.round(height * 0.04),
      })),
    );
    const d = digest(request.prompt, request.seed);
    const tint = hslRgb(((d[0] ?? 0) / 255) * 360, 0.6, 0.5);
    const bytes = await sharp(bg.data, { raw: { width, height, channels: 3 } })
      .modulate({ brightness: 0.8 })
      .tint({ r: tint[0], g: tint[1], b: tint[2] })
      .composite(thumbs)
      .withExif(PREVIEW_EXIF)
      .webp({ quality: 90 })
      .toBuffer();
    return { bytes, contentType: 'image/webp', ext: 'webp', width, height, preview: true };
  }

  async imageToModel(request: ImageToModelRequest): Promise<GeneratedModel> {
    request.signal?.throwIfAborted();
    return reliefModel(request.source.bytes, request.voxelResolution);
  }

  async imageToVideo(request: ImageToVideoRequest): Promise<GeneratedVideo> {
    request.signal?.throwIfAborted();
    return panZoomVideo(request, this.options.ffmpegPath);
  }

  async expandPrompt(request: PromptExpansionRequest): Promise<string> {
    return expandPromptTemplate(request.prompt);
  }
}
