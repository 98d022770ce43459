import type { FeatureConfig, FeSettings } from '@aigc/api-client';
import { CONFIG_RETRY, DEFAULT_CARD_DISPLAY_COUNT } from '@aigc/domain';
import { api } from '../api';

/** Settings used when GET /api/fe-settings/pc keeps failing (docs/product.md §9: card display count 3). */
export const DEFAULT_FE_SETTINGS: FeSettings = { cardDisplayCount: DEFAULT_CARD_DISPLAY_COUNT };

function hasCardDisplayCount(value: unknown): value is FeSettings {
  return typeof (value as Partial<FeSettings> | null)?.cardDisplayCount === 'number';
}

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/fe-settings/pc, retried up to CONFIG_RETRY (3) times when it
     * fails or lacks `cardDisplayCount` (docs/product.md §7); after that it resolves to
     * DEFAULT_FE_SETTINGS. Never toasts, never errors.
     */
    getFeSettings: build.query<FeSettings, void>({
      async queryFn(_arg, _api, _extra, run) {
        for (let attempt = 0; attempt <= CONFIG_RETRY; attempt += 1) {
          const result = await run({ url: '/api/fe-settings/pc', silent: true });
          if (!result.error && hasCardDisplayCount(result.data)) return { data: result.data };
          if (result.error?.status === 'ABORTED') break;
        }
        return { data: DEFAULT_FE_SETTINGS };
      },
      providesTags: ['Settings'],
    }),
    /** GET /api/new/config → feature switches. Errors are silently ignored (docs/product.md §8): `data` stays undefined. */
    getFeatureConfig: build.query<FeatureConfig, void>({
      query: () => ({ url: '/api/new/config' }),
      extraOptions: { silent: true },
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetFeSettingsQuery, useGetFeatureConfigQuery } = settingsApi;
