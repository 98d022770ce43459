/** Generation providers: the offline engine today, AI adapters later (ARCHITECTURE.md "Generation"). */
import { OfflineEngine } from './offline';
import type { ModelInfo, TextToImageProvider } from './types';

export * from './types';
export {
  OfflineEngine,
  OFFLINE_MODEL,
  OFFLINE_MODEL_ID,
  OFFLINE_LABEL,
  DEFAULT_LONG_SIDE_PX,
  aspectRatioFor,
  composeSvg,
  motifFor,
  sizeFor,
} from './offline';
export { makeDerivatives, DERIVATIVE_SIZES_PX, type Derivative, type Derivatives } from './derivatives';

/** The configured text→image providers and lookup by model id. */
export interface ProviderRegistry {
  /** Every configured text→image provider, in display order. */
  readonly textToImage: readonly TextToImageProvider[];
  /** Every model some configured provider serves (what `GET /api/model/selection` lists). */
  models(): ModelInfo[];
  /** The provider serving `modelId`, or null when no configured provider does. */
  providerFor(modelId: string): TextToImageProvider | null;
  /** The model used when the client sends none (the first one). */
  readonly defaultModelId: string;
}

/** Builds a registry over the given providers (at least one). */
export function createRegistry(providers: readonly TextToImageProvider[]): ProviderRegistry {
  const first = providers[0]?.models[0];
  if (!first) throw new Error('At least one provider with one model is required');
  return {
    textToImage: providers,
    models: () => providers.flatMap((p) => p.models),
    providerFor: (modelId) => providers.find((p) => p.models.some((m) => m.modelId === modelId)) ?? null,
    defaultModelId: first.modelId,
  };
}

/**
 * The providers configured for this process: today only the offline engine.
 * AI adapters join here when their API keys / URLs are set in env.ts.
 */
export function createDefaultRegistry(): ProviderRegistry {
  return createRegistry([new OfflineEngine()]);
}
