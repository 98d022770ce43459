import { DEFAULT_CARD_DISPLAY_COUNT } from '@aigc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope';

/** OpenAPI component `FeSettings` (docs/product.md §3 Global config). */
export const FeSettingsSchema = z.object({ cardDisplayCount: z.number().int() }).meta({ id: 'FeSettings' });

/** OpenAPI component `FeatureConfig` (docs/product.md §3 Config flags). */
export const FeatureConfigSchema = z
  .object({
    imgToImg: z.boolean(),
    imgTo3D: z.boolean(),
    imgToVideo: z.boolean(),
    designThingCard: z.boolean(),
    modelIds: z.array(z.string()),
    homeCreatNew: z.object({ curKey: z.string(), newVisible: z.boolean() }),
  })
  .meta({ id: 'FeatureConfig' });

/**
 * `GET /api/fe-settings/pc` → `{ cardDisplayCount: 3 }` and `GET /api/new/config`
 * (docs/product.md §7): a tool flag is true when some configured provider serves the
 * tool (the offline engine serves all); `modelIds` are the configured models.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/fe-settings/pc',
    { schema: { tags: ['settings'], response: { 200: envelope(FeSettingsSchema) } } },
    async () => ok({ cardDisplayCount: DEFAULT_CARD_DISPLAY_COUNT }),
  );
  app.get(
    '/api/new/config',
    { schema: { tags: ['settings'], response: { 200: envelope(FeatureConfigSchema) } } },
    async () =>
      ok({
        imgToImg: app.providers.models('image2image').length > 0,
        imgTo3D: app.providers.models('image2model').length > 0,
        imgToVideo: app.providers.models('image2video').length > 0,
        designThingCard: false,
        modelIds: app.providers.models().map((m) => m.modelId),
        homeCreatNew: { curKey: 'text2image', newVisible: false },
      }),
  );
};
