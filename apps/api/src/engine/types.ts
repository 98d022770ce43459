/**
 * Generation providers (ARCHITECTURE.md "Generation"): one interface per
 * capability. Today only text→image exists; image→image, inpaint, upscale,
 * image→3D, image→video etc. get their own interfaces when their tools land.
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
}

/** A model as offered to users (docs/api-contract.md `Model`). */
export interface ModelInfo {
  /** Stable id sent back in `POST /api/generate` (`modelId`). */
  modelId: string;
  /** Display name. */
  name: string;
  /** One honest sentence on what it does. */
  description: string;
  /** Id of the provider serving it. */
  provider: string;
  /** Whether it runs without any outside service (the offline engine). */
  offline: boolean;
  /** What it can do. */
  capabilities: Capability[];
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
