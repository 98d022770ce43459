import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOf } from '../../lib/auth';
import { PAGE_SIZE_MAX } from '@aigc/domain';
import { envelope, ok, pageOf, pageQuery } from '../../lib/envelope';
import { historyRoutes } from './historyRoutes';
import { GenerateJobSchema, GenerationRecordSchema } from './schemas';
import { getJob, getPendingJobs, listRecords, submitJob } from './service';
import { toolRoutes } from './toolRoutes';
import { text2imageTool } from './tools';

/**
 * Routes of the generation slice (docs/product.md §7 Generation; docs/api-contract.md):
 * text → image jobs, their results and the history list here, the image
 * tools in {@link toolRoutes}, delete and downloads in {@link historyRoutes}.
 * Needs the decorations of `generationPlugin`.
 */
export const generateRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(toolRoutes);
  await app.register(historyRoutes);

  app.post(
    '/api/generate',
    {
      preHandler: requireUser,
      schema: {
        tags: ['generate'],
        body: text2imageTool.form,
        response: { 200: envelope(GenerateJobSchema) },
      },
    },
    async (request) =>
      ok(
        await submitJob(
          { db: app.db, queue: app.generationQueue, registry: app.providers, now: app.clock.now() },
          userOf(request).id,
          request.body,
        ),
      ),
  );

  app.get(
    '/api/generate/result',
    {
      preHandler: requireUser,
      schema: {
        tags: ['generate'],
        querystring: z.object({ jobId: z.string().min(1) }),
        response: { 200: envelope(GenerateJobSchema) },
      },
    },
    async (request) => ok(await getJob(app.db, userOf(request).id, request.query.jobId)),
  );

  app.post(
    '/api/generate/get_pending_jobs',
    {
      preHandler: requireUser,
      schema: {
        tags: ['generate'],
        body: z.object({ topicId: z.string().nullish(), target: z.unknown().optional() }).nullish(),
        response: { 200: envelope(z.array(GenerateJobSchema)) },
      },
    },
    async (request) =>
      ok(await getPendingJobs(app.db, userOf(request).id, request.body?.topicId || undefined)),
  );

  app.get(
    '/api/generate/user/list',
    {
      preHandler: requireUser,
      schema: {
        tags: ['generate'],
        querystring: z.object({
          ...pageQuery(PAGE_SIZE_MAX.list),
          tz: z.string().optional(),
          topicId: z.string().optional(),
        }),
        response: { 200: envelope(pageOf(GenerationRecordSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize, topicId } = request.query;
      return ok(
        await listRecords(app.db, userOf(request).id, page, pageSize, topicId || undefined),
      );
    },
  );
};
