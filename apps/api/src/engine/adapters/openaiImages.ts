/**
 * Adapter for an OpenAI-compatible Images API (OpenAI, Azure-style gateways,
 * LocalAI…): `POST {base}/images/generations` for text→image and
 * `POST {base}/images/edits` (multipart) for image→image, inpainting (with a
 * mask) and kontext (several `image[]` parts). Answers are read from
 * `data[0].b64_json` (requested with `response_format: "b64_json"` for
 * models that need it). Settings: OPENAI_API_KEY, OPENAI_BASE_URL,
 * OPENAI_IMAGE_MODEL (README settings table).
 */
import sharp from 'sharp';
import type {
  Capability,
  GeneratedImage,
  GenerationProvider,
  ImageToImageRequest,
  InpaintRequest,
  KontextRequest,
  ModelInfo,
  TextToImageRequest,
} from '../types';
import { readMask } from '../imageOps';
import { joinUrl, postJson } from './http';

/** Settings of {@link OpenAiImagesProvider}. */
export interface OpenAiImagesOptions {
  apiKey: string;
  /** Base URL up to `/v1`, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  /** Image model id, e.g. `gpt-image-1`. */
  model: string;
}

interface ImagesResponse {
  data?: { b64_json?: string; url?: string }[];
}

const CAPABILITIES: readonly Capability[] = ['text2image', 'image2image', 'inpaint', 'kontext'];

/** Sizes the Images API accepts, by aspect: square, landscape, portrait (px). */
function sizeFor(width: number, height: number): string {
  const r = width / height;
  if (r > 1.2) return '1536x1024';
  if (r < 0.83) return '1024x1536';
  return '1024x1024';
}

/** See the module doc. Model id in the app: `openai:<model>`. */
export class OpenAiImagesProvider implements GenerationProvider {
  readonly id = 'openai-images';
  readonly name = 'OpenAI-compatible Images API';
  readonly capabilities = CAPABILITIES;
  readonly models: readonly ModelInfo[];

  constructor(private readonly options: OpenAiImagesOptions) {
    this.models = [
      {
        modelId: `openai:${options.model}`,
        name: { 'en-US': options.model, 'zh-Hans': options.model },
        description: {
          'en-US': `${options.model} through an OpenAI-compatible Images API`,
          'zh-Hans': `通过兼容 OpenAI 的图像 API 调用 ${options.model}`,
        },
        provider: this.id,
        offline: false,
        capabilities: [...CAPABILITIES],
      },
    ];
  }

  private headers(): Record<string, string> {
    return { authorization: `Bearer ${this.options.apiKey}` };
  }

  private async decode(res: ImagesResponse): Promise<GeneratedImage> {
    const first = res.data?.[0];
    let bytes: Buffer;
    if (first?.b64_json) bytes = Buffer.from(first.b64_json, 'base64');
    else if (first?.url) bytes = Buffer.from(await (await fetch(first.url)).arrayBuffer());
    else throw new Error('The image provider sent no image');
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height) throw new Error('The image provider sent an unreadable image');
    const ext = meta.format === 'jpeg' ? 'jpg' : (meta.format ?? 'png');
    return {
      bytes,
      contentType: `image/${meta.format === 'jpeg' ? 'jpeg' : meta.format}`,
      ext,
      width: meta.width,
      height: meta.height,
    };
  }

  async generate(request: TextToImageRequest): Promise<GeneratedImage> {
    const body = {
      model: this.options.model,
      prompt: request.prompt,
      n: 1,
      size:
        request.aspectRatio === '4:3'
          ? '1536x1024'
          : request.aspectRatio === '3:4' || request.aspectRatio === '2:3'
            ? '1024x1536'
            : '1024x1024',
      ...(this.options.model.startsWith('dall-e') ? { response_format: 'b64_json' } : {}),
    };
    const res = await postJson<ImagesResponse>(
      this.name,
      joinUrl(this.options.baseUrl, 'images/generations'),
      body,
      {
        headers: this.headers(),
        signal: request.signal,
      },
    );
    return this.decode(res);
  }

  private async edit(
    prompt: string,
    images: { bytes: Buffer; width: number; height: number }[],
    mask: Buffer | null,
    signal: AbortSignal | undefined,
  ): Promise<GeneratedImage> {
    const first = images[0];
    if (!first) throw new Error('Please upload an image');
    const form = new FormData();
    form.append('model', this.options.model);
    form.append('prompt', prompt);
    form.append('n', '1');
    form.append('size', sizeFor(first.width, first.height));
    if (this.options.model.startsWith('dall-e')) form.append('response_format', 'b64_json');
    const field = images.length > 1 ? 'image[]' : 'image';
    for (const [i, img] of images.entries()) {
      const png = await sharp(img.bytes).rotate().png().toBuffer();
      form.append(field, new Blob([new Uint8Array(png)], { type: 'image/png' }), `image-${i}.png`);
    }
    if (mask)
      form.append('mask', new Blob([new Uint8Array(mask)], { type: 'image/png' }), 'mask.png');
    const res = await postJson<ImagesResponse>(
      this.name,
      joinUrl(this.options.baseUrl, 'images/edits'),
      form,
      {
        headers: this.headers(),
        signal,
        form: true,
      },
    );
    return this.decode(res);
  }

  async imageToImage(request: ImageToImageRequest): Promise<GeneratedImage> {
    const prefix =
      request.style === 'figurine'
        ? 'Turn this into a cute cartoon figurine toy: '
        : request.style === 'edge'
          ? 'Keep the outlines and composition of this image exactly: '
          : '';
    return this.edit(`${prefix}${request.prompt}`, [request.source], null, request.signal);
  }

  /**
   * Inpainting: the API edits where the mask is transparent, so our mask
   * (white = change) becomes a PNG of the source size whose marked pixels
   * have alpha 0 and the rest alpha 255. `remove` asks to fill the area with
   * the surrounding background.
   */
  async inpaint(request: InpaintRequest): Promise<GeneratedImage> {
    const { width, height } = request.source;
    const m = await readMask(request.mask, width, height);
    if (m.marked === 0) throw new Error('Please paint the area to change');
    const rgba = Buffer.alloc(width * height * 4);
    for (let i = 0; i < width * height; i += 1) rgba[i * 4 + 3] = m.data[i] ? 0 : 255;
    const apiMask = await sharp(rgba, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer();
    const prompt =
      request.mode === 'remove'
        ? 'Remove the object in the masked area and fill it with the surrounding background, seamlessly.'
        : request.prompt;
    return this.edit(prompt, [request.source], apiMask, request.signal);
  }

  async kontext(request: KontextRequest): Promise<GeneratedImage> {
    return this.edit(request.prompt, request.sources, null, request.signal);
  }
}
