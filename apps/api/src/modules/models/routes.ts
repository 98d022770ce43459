import { PAGE_SIZE_MAX, textIn } from '@aigc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAPABILITIES, type Capability } from '../../engine';
import { localeOf } from '../../lib/locale';
import { envelope, makePage, ok, pageOf, pageQuery } from '../../lib/envelope';
import { CAPABILITY_OF } from '../generate';

/** OpenAPI component `Model` (docs/api-contract.md). */
export const ModelSchema = z
  .object({
    modelId: z.string(),
    name: z.string().describe("Display name in the request's language (accept-language, docs/api-contract.md 'Language of official text')"),
    description: z.string().describe("One sentence on what it does, in the request's language"),
    provider: z.string(),
    offline: z.boolean().describe('Runs without any outside service (the offline preview engine)'),
    capabilities: z.array(z.string()),
  })
  .meta({ id: 'Model' });

/**
 * `GET /api/model/selection` (docs/product.md §7): the models some configured provider
 * serves (`app.providers`), as Page<Model>. `scene` narrows the list to the
 * models serving one tool: a tool name (`text2image`, `img2img`, `edge`,
 * `figurine`, `kontext`, `inpaint`, `upscale`, `img2model3d`, `img2video`)
 * or a capability name (`promptExpansion`…); an unknown scene lists all.
 * Names and descriptions come in the request's language (`localeOf`).
 */
export const modelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/model/selection',
    {
      schema: {
        tags: ['generate'],
        querystring: z.object({ ...pageQuery(PAGE_SIZE_MAX.list), scene: z.string().optional() }),
        response: { 200: envelope(pageOf(ModelSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize, scene } = request.query;
      const capability = scene
        ? ((CAPABILITY_OF as Record<string, Capability>)[scene] ?? (CAPABILITIES as readonly string[]).find((c) => c === scene))
        : undefined;
      const all = app.providers.models(capability as Capability | undefined);
      const slice = all.slice((page - 1) * pageSize, page * pageSize);
      const locale = localeOf(request);
      const models = slice.map((m) => ({ ...m, name: textIn(m.name, locale), description: textIn(m.description, locale), capabilities: [...m.capabilities] }));
      return ok(makePage(models, page, pageSize, all.length));
    },
  );
};
