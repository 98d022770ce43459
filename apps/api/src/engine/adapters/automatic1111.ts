/**
 * Adapter for a self-hosted AUTOMATIC1111 Stable Diffusion web UI started
 * with `--api`: `POST /sdapi/v1/txt2img`, `POST /sdapi/v1/img2img` (with
 * `mask` for inpainting) and `POST /sdapi/v1/extra-single-image` (upscale).
 * Images travel as base64 PNG in JSON (`images[0]`, `image`). Settings:
 * A1111_URL, optional A1111_AUTH (`user:password`, HTTP basic, for
 * `--api-auth`) and A1111_UPSCALER (default `R-ESRGAN 4x+`).
 */
import sharp from 'sharp';
import type {
  Capability,
  GeneratedImage,
  GenerationProvider,
  ImageToImageRequest,
  InpaintRequest,
  ModelInfo,
  SourceImage,
  TextToImageRequest,
  UpscaleRequest,
} from '../types';
import { readMask } from '../imageOps';
import { joinUrl, postJson } from './http';

/** Settings of {@link Automatic1111Provider}. */
export interface Automatic1111Options {
  /** Base URL of the web UI, e.g. `http://127.0.0.1:7860`. */
  url: string;
  /** `user:password` for `--api-auth`, when set. */
  auth?: string | undefined;
  /** Upscaler name for `extra-single-image`. */
  upscaler?: string | undefined;
}

/** Model id of this adapter in the app. */
export const A1111_MODEL_ID = 'a1111:sd';

const CAPABILITIES: readonly Capability[] = [
  'text2image',
  'image2image',
  'edgeReference',
  'inpaint',
  'upscale',
];

/** Denoising strength of img2img per style (how far the result may move from the source). */
const DENOISE: Record<ImageToImageRequest['style'], number> = {
  style: 0.6,
  edge: 0.45,
  figurine: 0.7,
};

/** See the module doc. */
export class Automatic1111Provider implements GenerationProvider {
  readonly id = 'a1111';
  readonly name = 'AUTOMATIC1111 (self-hosted Stable Diffusion)';
  readonly capabilities = CAPABILITIES;
  readonly models: readonly ModelInfo[] = [
    {
      modelId: A1111_MODEL_ID,
      name: { 'en-US': 'Stable Diffusion (self-hosted)', 'zh-Hans': 'Stable Diffusion（自托管）' },
      description: {
        'en-US': 'The checkpoint loaded in a self-hosted AUTOMATIC1111 web UI',
        'zh-Hans': '自托管 AUTOMATIC1111 网页界面中加载的模型',
      },
      provider: 'a1111',
      offline: false,
      capabilities: [...CAPABILITIES],
    },
  ];

  constructor(private readonly options: Automatic1111Options) {}

  private headers(): Record<string, string> {
    return this.options.auth
      ? { authorization: `Basic ${Buffer.from(this.options.auth).toString('base64')}` }
      : {};
  }

  private async call<T>(path: string, body: unknown, signal: AbortSignal | undefined): Promise<T> {
    return postJson<T>(this.name, joinUrl(this.options.url, path), body, {
      headers: this.headers(),
      signal,
    });
  }

  private static async decode(b64: string | undefined): Promise<GeneratedImage> {
    if (!b64) throw new Error('The image provider sent no image');
    const bytes = Buffer.from(b64.replace(/^data:image\/\w+;base64,/, ''), 'base64');
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height) throw new Error('The image provider sent an unreadable image');
    return { bytes, contentType: 'image/png', ext: 'png', width: meta.width, height: meta.height };
  }

  private static async b64(source: SourceImage): Promise<string> {
    return (await sharp(source.bytes).rotate().png().toBuffer()).toString('base64');
  }

  /** Size for SD: the long side 1024 px, both sides multiples of 8. */
  private static sdSize(width: number, height: number): { width: number; height: number } {
    const s = 1024 / Math.max(width, height);
    return { width: Math.round((width * s) / 8) * 8, height: Math.round((height * s) / 8) * 8 };
  }

  async generate(request: TextToImageRequest): Promise<GeneratedImage> {
    const [w, h] = (request.aspectRatio ?? '1:1').split(':').map(Number) as [number, number];
    const size = Automatic1111Provider.sdSize(w, h);
    const res = await this.call<{ images?: string[] }>(
      'sdapi/v1/txt2img',
      {
        prompt: request.prompt,
        seed: request.seed ?? -1,
        steps: 25,
        cfg_scale: 7,
        batch_size: 1,
        n_iter: 1,
        ...size,
      },
      request.signal,
    );
    return Automatic1111Provider.decode(res.images?.[0]);
  }

  async imageToImage(request: ImageToImageRequest): Promise<GeneratedImage> {
    const size = Automatic1111Provider.sdSize(request.source.width, request.source.height);
    const prompt =
      request.style === 'figurine'
        ? `${request.prompt}, cute cartoon figurine toy, vinyl`
        : request.prompt;
    const res = await this.call<{ images?: string[] }>(
      'sdapi/v1/img2img',
      {
        init_images: [await Automatic1111Provider.b64(request.source)],
        prompt,
        seed: request.seed,
        denoising_strength: DENOISE[request.style],
        steps: 25,
        cfg_scale: 7,
        batch_size: 1,
        ...size,
      },
      request.signal,
    );
    return Automatic1111Provider.decode(res.images?.[0]);
  }

  /** Inpainting: `mask` is white where the picture changes (the web UI's convention, as ours). */
  async inpaint(request: InpaintRequest): Promise<GeneratedImage> {
    const { width, height } = request.source;
    const m = await readMask(request.mask, width, height);
    if (m.marked === 0) throw new Error('Please paint the area to change');
    const mask = await sharp(m.data, { raw: { width, height, channels: 1 } })
      .png()
      .toBuffer();
    const size = Automatic1111Provider.sdSize(width, height);
    const res = await this.call<{ images?: string[] }>(
      'sdapi/v1/img2img',
      {
        init_images: [await Automatic1111Provider.b64(request.source)],
        mask: mask.toString('base64'),
        prompt: request.mode === 'remove' ? 'empty background, seamless' : request.prompt,
        seed: request.seed,
        denoising_strength: request.mode === 'remove' ? 0.9 : 0.75,
        inpainting_fill: request.mode === 'remove' ? 0 : 1,
        inpaint_full_res: true,
        mask_blur: 4,
        steps: 25,
        ...size,
      },
      request.signal,
    );
    return Automatic1111Provider.decode(res.images?.[0]);
  }

  async upscale(request: UpscaleRequest): Promise<GeneratedImage> {
    const res = await this.call<{ image?: string }>(
      'sdapi/v1/extra-single-image',
      {
        image: await Automatic1111Provider.b64(request.source),
        resize_mode: 0,
        upscaling_resize: request.factor,
        upscaler_1: this.options.upscaler ?? 'R-ESRGAN 4x+',
      },
      request.signal,
    );
    return Automatic1111Provider.decode(res.image);
  }
}
