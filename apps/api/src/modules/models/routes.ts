import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, makePage, ok, pageOf, pageQuery } from '../../lib/envelope';

/** OpenAPI component `Model` (docs/api-contract.md). */
export const ModelSchema = z
  .object({
    modelId: z.string(),
    name: z.string(),
    description: z.string(),
    provider: z.string(),
    offline: z.boolean().describe('Runs without any outside service (the offline preview engine)'),
    capabilities: z.array(z.string()),
  })
  .meta({ id: 'Model' });

/**
 * `GET /api/model/selection` (spec §7): the models some configured provider
 * serves (`app.providers`), as Page<Model>. `scene` is accepted and ignored
 * until tools other than text→image exist.
 */
export const modelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/model/selection',
    {
      schema: {
        tags: ['generate'],
        querystring: z.object({ ...pageQuery(1000), scene: z.string().optional() }),
        response: { 200: envelope(pageOf(ModelSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const all = app.providers.models();
      const slice = all.slice((page - 1) * pageSize, page * pageSize);
      return ok(makePage(slice.map((m) => ({ ...m, capabilities: [...m.capabilities] })), page, pageSize, all.length));
    },
  );
};
