/**
 * Wiring of the generation slice: the engines (generation providers) from
 * the settings, the generation queue on its queue driver, and the video
 * zipper, as decorations of the root instance.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDefaultRegistry, type ProviderRegistry } from '../../engine';
import { GenerationQueue } from './queue/queue';
import { VideoZipper } from './videoDownloads';

declare module 'fastify' {
  interface FastifyInstance {
    /** Configured generation providers (AI adapters from the settings, then the offline engine). */
    providers: ProviderRegistry;
    /** The generation job queue (started when the app is ready, stopped on close). */
    generationQueue: GenerationQueue;
    /** Builds videos.zip for batch video downloads (started when the app is ready). */
    videoZipper: VideoZipper;
  }
}

/**
 * The BullMQ key prefix of a deployment: `aigc-` + 12 hex characters of the
 * SHA-256 of its database (`DATABASE_URL`, else `DATA_DIR`). One BullMQ queue
 * per database: processes sharing a database share the queue; separate
 * deployments on one Redis do not.
 */
export function bullPrefixFor(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): string {
  const database = config.databaseUrl ?? config.dataDir;
  return `aigc-${createHash('sha256').update(database).digest('hex').slice(0, 12)}`;
}

/**
 * The generation queue of `app` (needs `app.providers` and `app.storage`):
 * on the BullMQ queue driver when `REDIS_URL` is set — except under
 * NODE_ENV=test, where suites choose the queue driver themselves — and on
 * the in-process driver otherwise; `GENERATION_CONCURRENCY` jobs at once.
 */
export function createGenerationQueue(app: FastifyInstance): GenerationQueue {
  return new GenerationQueue({
    db: app.db,
    storage: app.storage,
    registry: app.providers,
    clock: app.clock,
    moderator: app.hasDecorator('moderator') ? app.moderator : undefined,
    concurrency: app.config.generationConcurrency ?? 1,
    log: app.log,
    redisUrl: app.config.nodeEnv === 'test' ? undefined : app.config.redisUrl,
    bullPrefix: bullPrefixFor(app.config),
  });
}

/**
 * Decorates the root instance with `app.providers` (AI adapters from the
 * settings, then the offline engine), `app.generationQueue` (see
 * {@link createGenerationQueue}) and `app.videoZipper` (needs `app.storage`:
 * register after `storagePlugin`); a decoration already present (a test's)
 * is kept. The queue starts on `onReady` (re-queueing jobs a previous
 * process left) and stops gracefully on `onClose`. Not encapsulated
 * (`skip-override`).
 */
export const generationPlugin: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasDecorator('providers'))
    app.decorate('providers', createDefaultRegistry(app.config.providers ?? {}));
  if (!app.hasDecorator('generationQueue'))
    app.decorate('generationQueue', createGenerationQueue(app));
  if (!app.hasDecorator('videoZipper'))
    app.decorate('videoZipper', new VideoZipper(app.db, app.storage, app.clock));
  app.addHook('onReady', async () => {
    await app.generationQueue.start();
    await app.videoZipper.start();
  });
  app.addHook('onClose', async () => {
    await app.generationQueue.stop();
    await app.videoZipper.idle();
  });
};
(generationPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
