import type { LocalizedText } from '@aigc/domain';
/**
 * Generation providers (docs/architecture.md "Generation"): one interface per
 * capability (text→image, image→image, inpaint, edge reference, upscale,
 * image→3D, image→video, kontext, prompt expansion). A provider implements
 * the ones it declares in `capabilities`; each of its models lists the
 * capabilities it serves.
 */

/** Capabilities a provider can offer; the model list reports them (docs/api-contract.md `Model`). */
export type Capability =
  | 'text2image'
  | 'image2image'
  | 'inpaint'
  | 'edgeReference'
  | 'upscale'
  | 'image2model'
  | 'image2video'
  | 'kontext'
  | 'promptExpansion';

/** Every {@link Capability}. */
export const CAPABILITIES: readonly Capability[] = [
  'text2image',
  'image2image',
  'inpaint',
  'edgeReference',
  'upscale',
  'image2model',
  'image2video',
  'kontext',
  'promptExpansion',
];

/** Aspect ratios (width:height) a provider may be asked for. */
export type AspectRatio = '1:1' | '3:4' | '4:3' | '2:3';

/** Every {@link AspectRatio}, in a fixed order (used for deterministic choice). */
export const ASPECT_RATIOS: readonly AspectRatio[] = ['1:1', '3:4', '4:3', '2:3'];

/** Input of {@link TextToImageProvider.generate}. */
export interface TextToImageRequest {
  /** The user's prompt (already validated: non-empty, ≤ PROMPT_MAX). */
  prompt: string;
  /** Integer seed; same prompt + seed (+ options) → same image. Default 0. */
  seed?: number;
  /** Wanted aspect ratio; when omitted the provider chooses (the offline engine: from the prompt hash). */
  aspectRatio?: AspectRatio;
  /** Length of the long side in px (default 1024). */
  longSide?: number;
  /** Model id chosen by the user (providers serving several models use it). */
  modelId?: string;
  /** Aborts the work when signalled (providers that call out over the network should honour it). */
  signal?: AbortSignal;
}

/** One produced image. */
export interface GeneratedImage {
  /** Encoded bytes. */
  bytes: Buffer;
  /** MIME type of `bytes`, e.g. `image/webp`. */
  contentType: string;
  /** File extension without the dot, matching `contentType`, e.g. `webp`. */
  ext: string;
  /** Width in px. */
  width: number;
  /** Height in px. */
  height: number;
  /**
   * True when the offline preview engine made it (not an AI model): stored as
   * `images.preview` and shown as the UI's 'Preview' badge (docs/generation.md
   * 'Preview images').
   */
  preview?: boolean;
}

/** A model as offered to users (docs/api-contract.md `Model`). */
export interface ModelInfo {
  /** Stable id sent back in `POST /api/generate` (`modelId`). */
  modelId: string;
  /** Display name in both languages (official text: `GET /api/model/selection` answers in the request's language, `localeOf`). */
  name: LocalizedText;
  /** One honest sentence on what it does, in both languages. */
  description: LocalizedText;
  /** Id of the provider serving it. */
  provider: string;
  /** Whether it runs without any outside service (the offline engine). */
  offline: boolean;
  /** What it can do. */
  capabilities: Capability[];
}

/** A decoded-enough input image: encoded bytes plus its px size. */
export interface SourceImage {
  /** Encoded bytes (PNG, JPEG or WebP). */
  bytes: Buffer;
  /** MIME type of `bytes`. */
  contentType: string;
  /** Width in px (EXIF orientation applied). */
  width: number;
  /** Height in px. */
  height: number;
}

/** Variant of image→image: restyle, edge reference, cartoon figurine. */
export type ImageToImageStyle = 'style' | 'edge' | 'figurine';

/** Input of {@link ImageToImageProvider.imageToImage}. */
export interface ImageToImageRequest {
  prompt: string;
  source: SourceImage;
  style: ImageToImageStyle;
  seed: number;
  modelId: string;
  signal?: AbortSignal;
}

/** Input of {@link InpaintProvider.inpaint}. */
export interface InpaintRequest {
  /** `remove` erases the masked area (classical inpainting); `modify` repaints it from the prompt. */
  mode: 'modify' | 'remove';
  prompt: string;
  source: SourceImage;
  /** PNG of the source's px size; white (or opaque) pixels mark the area to change. */
  mask: Buffer;
  seed: number;
  modelId: string;
  signal?: AbortSignal;
}

/** Input of {@link UpscaleProvider.upscale}. */
export interface UpscaleRequest {
  source: SourceImage;
  /** 2 or 4. */
  factor: number;
  modelId: string;
  signal?: AbortSignal;
}

/** Input of {@link KontextProvider.kontext}. */
export interface KontextRequest {
  prompt: string;
  /** 1–4 reference images. */
  sources: SourceImage[];
  seed: number;
  modelId: string;
  signal?: AbortSignal;
}

/** Input of {@link ImageToModelProvider.imageToModel}. */
export interface ImageToModelRequest {
  source: SourceImage;
  /** Cells of the relief grid on the image's long side (64, 128 or 256). */
  voxelResolution: number;
  modelId: string;
  signal?: AbortSignal;
}

/** A 3D result: binary glTF and binary STL of the same mesh, plus a preview picture. */
export interface GeneratedModel {
  glb: Buffer;
  stl: Buffer;
  preview: GeneratedImage;
  /** Triangles in the mesh. */
  triangles: number;
  /** Size of the mesh's bounding box in mm (x, y, z). */
  sizeMm: [number, number, number];
}

/** Input of {@link ImageToVideoProvider.imageToVideo}. */
export interface ImageToVideoRequest {
  source: SourceImage;
  prompt: string;
  motion: 'zoomIn' | 'zoomOut' | 'panLeft' | 'panRight';
  /** Clip length in ms. */
  durationMs: number;
  modelId: string;
  signal?: AbortSignal;
}

/** A video result (MP4/H.264) with its first frame as poster. */
export interface GeneratedVideo {
  bytes: Buffer;
  contentType: string;
  ext: string;
  width: number;
  height: number;
  durationMs: number;
  poster: GeneratedImage;
}

/** Input of {@link PromptExpansionProvider.expandPrompt}. */
export interface PromptExpansionRequest {
  prompt: string;
  modelId?: string;
  signal?: AbortSignal;
}

/** Image→image (restyle, edge reference, cartoon figurine). */
export interface ImageToImageProvider {
  imageToImage(request: ImageToImageRequest): Promise<GeneratedImage>;
}
/** Inpainting (modify / remove under a mask). */
export interface InpaintProvider {
  inpaint(request: InpaintRequest): Promise<GeneratedImage>;
}
/** HD upscale. */
export interface UpscaleProvider {
  upscale(request: UpscaleRequest): Promise<GeneratedImage>;
}
/** Kontext: edit from several reference images and a prompt. */
export interface KontextProvider {
  kontext(request: KontextRequest): Promise<GeneratedImage>;
}
/** Image→3D. */
export interface ImageToModelProvider {
  imageToModel(request: ImageToModelRequest): Promise<GeneratedModel>;
}
/** Image→video. */
export interface ImageToVideoProvider {
  imageToVideo(request: ImageToVideoRequest): Promise<GeneratedVideo>;
}
/** Magic prompt: expands a short prompt into a detailed one. */
export interface PromptExpansionProvider {
  expandPrompt(request: PromptExpansionRequest): Promise<string>;
}

/**
 * A provider: identity, models, and the capability methods it declares.
 * `capabilities` must list exactly the optional methods it implements.
 */
export interface GenerationProvider extends Partial<
  ImageToImageProvider &
    InpaintProvider &
    UpscaleProvider &
    KontextProvider &
    ImageToModelProvider &
    ImageToVideoProvider &
    PromptExpansionProvider
> {
  readonly id: string;
  readonly name: string;
  readonly capabilities: readonly Capability[];
  readonly models: readonly ModelInfo[];
  /** Text→image (present when `capabilities` has `text2image`). */
  generate?(request: TextToImageRequest): Promise<GeneratedImage>;
}

/** A text→image provider: the offline engine today, AI adapters later. */
export interface TextToImageProvider {
  /** Stable provider id, e.g. `offline`. */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** Capabilities of this provider (contains `text2image`). */
  readonly capabilities: readonly Capability[];
  /** The models this provider serves (at least one). */
  readonly models: readonly ModelInfo[];
  /**
   * Produces one image for the prompt.
   * @throws Error with a user-presentable message when the generation fails
   *   (the job is then marked failed with that message, nothing is charged).
   */
  generate(request: TextToImageRequest): Promise<GeneratedImage>;
}
