/**
 * Generation engines: what makes the images,
 * 3D models and videos. "Engine" means exactly this — a generation provider
 * (`GenerationProvider`): the offline engine or an AI adapter (OpenAI
 * Images, AUTOMATIC1111, OpenAI chat for magic prompt). The generation
 * queue's backends (in-process, BullMQ) are "queue drivers", not engines.
 */
import { Automatic1111Provider } from './adapters/automatic1111';
import { OpenAiChatPromptProvider } from './adapters/openaiChat';
import { OpenAiImagesProvider } from './adapters/openaiImages';
import { OfflineEngine } from './offline';
import type { Capability, GenerationProvider, ModelInfo, TextToImageProvider } from './types';

export * from './types';
export { OfflineEngine, OFFLINE_MODEL, OFFLINE_MODEL_ID } from './offline';
export {
  OFFLINE_LABEL,
  DEFAULT_LONG_SIDE_PX,
  aspectRatioFor,
  composeSvg,
  sizeFor,
} from './placeholder';
export { motifFor } from './motif';
export { OpenAiImagesProvider, Automatic1111Provider, OpenAiChatPromptProvider };
export { probeImage } from './imageOps';
export {
  makeDerivatives,
  makeVariant,
  variantEncoding,
  DERIVATIVE_SIZES_PX,
  VARIANT_MAX_INPUT_PIXELS,
  type Derivative,
  type Derivatives,
  type Variant,
  type VariantEncoding,
} from './derivatives';

/** The configured providers and lookup by model id and capability. */
export interface ProviderRegistry {
  /** Every configured provider, in preference order (AI adapters first, the offline engine last). */
  readonly providers: readonly GenerationProvider[];
  /** Every configured text→image provider, in display order. */
  readonly textToImage: readonly TextToImageProvider[];
  /** Models some configured provider serves (what `GET /api/model/selection` lists), optionally only those with `capability`. */
  models(capability?: Capability): ModelInfo[];
  /**
   * The provider serving `modelId` with `capability` (default `text2image`),
   * or null when no configured provider does.
   */
  providerFor(modelId: string, capability?: Capability): GenerationProvider | null;
  /** The model used for `capability` when the client sends none (the first that serves it), or null. */
  defaultModelFor(capability: Capability): string | null;
  /** The model used when the client sends none for text→image. */
  readonly defaultModelId: string;
}

/** Builds a registry over the given providers (at least one serving text→image). */
export function createRegistry(providers: readonly GenerationProvider[]): ProviderRegistry {
  const models = (capability?: Capability) =>
    providers.flatMap((p) =>
      p.models.filter((m) => !capability || m.capabilities.includes(capability)),
    );
  const first = models('text2image')[0];
  if (!first) throw new Error('At least one provider with a text→image model is required');
  return {
    providers,
    textToImage: providers.filter(
      (p): p is GenerationProvider & TextToImageProvider => typeof p.generate === 'function',
    ),
    models,
    providerFor: (modelId, capability = 'text2image') =>
      providers.find(
        (p) =>
          p.capabilities.includes(capability) &&
          p.models.some((m) => m.modelId === modelId && m.capabilities.includes(capability)),
      ) ?? null,
    defaultModelFor: (capability) => models(capability)[0]?.modelId ?? null,
    defaultModelId: first.modelId,
  };
}

/** Provider settings read from the environment (env.ts; README settings table). */
export interface ProviderSettings {
  /** OPENAI_API_KEY: enables the Images adapter (and the chat adapter unless OPENAI_CHAT_API_KEY is set). */
  openaiApiKey?: string | undefined;
  /** OPENAI_BASE_URL (default https://api.openai.com/v1). */
  openaiBaseUrl?: string | undefined;
  /** OPENAI_IMAGE_MODEL (default gpt-image-1). */
  openaiImageModel?: string | undefined;
  /** OPENAI_CHAT_API_KEY (default OPENAI_API_KEY). */
  openaiChatApiKey?: string | undefined;
  /** OPENAI_CHAT_BASE_URL (default OPENAI_BASE_URL). */
  openaiChatBaseUrl?: string | undefined;
  /** OPENAI_CHAT_MODEL (default gpt-4o-mini). */
  openaiChatModel?: string | undefined;
  /** A1111_URL: enables the AUTOMATIC1111 adapter. */
  a1111Url?: string | undefined;
  /** A1111_AUTH (`user:password`). */
  a1111Auth?: string | undefined;
  /** A1111_UPSCALER (default R-ESRGAN 4x+). */
  a1111Upscaler?: string | undefined;
  /** FFMPEG_PATH (default: the packaged ffmpeg). */
  ffmpegPath?: string | undefined;
}

/**
 * The providers configured for this process: the AI adapters whose keys /
 * URLs are set, then the offline engine (always present).
 */
export function createDefaultRegistry(settings: ProviderSettings = {}): ProviderRegistry {
  const providers: GenerationProvider[] = [];
  const openaiBase = settings.openaiBaseUrl ?? 'https://api.openai.com/v1';
  if (settings.openaiApiKey) {
    providers.push(
      new OpenAiImagesProvider({
        apiKey: settings.openaiApiKey,
        baseUrl: openaiBase,
        model: settings.openaiImageModel ?? 'gpt-image-1',
      }),
    );
  }
  if (settings.a1111Url) {
    providers.push(
      new Automatic1111Provider({
        url: settings.a1111Url,
        auth: settings.a1111Auth,
        upscaler: settings.a1111Upscaler,
      }),
    );
  }
  const chatKey = settings.openaiChatApiKey ?? settings.openaiApiKey;
  if (chatKey) {
    providers.push(
      new OpenAiChatPromptProvider({
        apiKey: chatKey,
        baseUrl: settings.openaiChatBaseUrl ?? openaiBase,
        model: settings.openaiChatModel ?? 'gpt-4o-mini',
      }),
    );
  }
  providers.push(new OfflineEngine({ ffmpegPath: settings.ffmpegPath }));
  return createRegistry(providers);
}
