import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDefaultRegistry, type ProviderRegistry } from '../../engine';
import { requireUser, userOf } from '../../lib/auth';
import { envelope, ok, pageOf, pageQuery } from '../../lib/envelope';
import { GenerationQueue } from './queue';
import { GenerateBodySchema, GenerateJobSchema, GenerationRecordSchema } from './schemas';
import { getJob, getPendingJobs, listRecords, submitJob } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Configured generation providers (the offline engine today). */
    providers: ProviderRegistry;
    /** The generation job queue (started when the app is ready, stopped on close). */
    generationQueue: GenerationQueue;
  }
}

/**
 * Decorates the root instance with `app.providers` and `app.generationQueue`
 * (needs `app.storage`: register after `storagePlugin`). The queue starts on
 * `onReady` (re-queueing jobs a previous process left) and stops gracefully
 * on `onClose`. Not encapsulated (`skip-override`).
 */
export const generationPlugin: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasDecorator('providers')) app.decorate('providers', createDefaultRegistry());
  if (!app.hasDecorator('generationQueue')) {
    app.decorate(
      'generationQueue',
      new GenerationQueue({
        db: app.db,
        storage: app.storage,
        registry: app.providers,
        clock: app.clock,
        concurrency: 1,
        log: app.log,
      }),
    );
  }
  app.addHook('onReady', async () => {
    await app.generationQueue.start();
  });
  app.addHook('onClose', async () => {
    await app.generationQueue.stop();
  });
};
(generationPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

/** Routes of the generation slice (spec §7 Generation; docs/api-contract.md). */
export const generateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/generate',
    {
      preHandler: requireUser,
      schema: { tags: ['generate'], body: GenerateBodySchema, response: { 200: envelope(GenerateJobSchema) } },
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
      schema: { tags: ['generate'], querystring: z.object({ jobId: z.string().min(1) }), response: { 200: envelope(GenerateJobSchema) } },
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
    async (request) => ok(await getPendingJobs(app.db, userOf(request).id, request.body?.topicId || undefined)),
  );

  app.get(
    '/api/generate/user/list',
    {
      preHandler: requireUser,
      schema: {
        tags: ['generate'],
        querystring: z.object({ ...pageQuery(1000), tz: z.string().optional(), topicId: z.string().optional() }),
        response: { 200: envelope(pageOf(GenerationRecordSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize, topicId } = request.query;
      return ok(await listRecords(app.db, userOf(request).id, page, pageSize, topicId || undefined));
    },
  );
};
