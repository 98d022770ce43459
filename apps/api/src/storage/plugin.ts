import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStorage, S3Storage } from './index';
import { filesRoutes } from './routes';
import type { Storage } from './types';
import { imageVariantLoader } from './variants';

declare module 'fastify' {
  interface FastifyInstance {
    /** File storage: a local directory, or S3-compatible storage when `S3_BUCKET` is set. */
    storage: Storage;
  }
}

/**
 * Decorates the root instance with `app.storage` (S3 when `app.config.s3`
 * is set, else `<dataDir>/files`) unless something already did. Registered without
 * encapsulation (Fastify's `skip-override`) so every module sees it; put it
 * before the modules that use it in `modules/index.ts`.
 */
export const storagePlugin: FastifyPluginAsyncZod = async (app) => {
  if (app.hasDecorator('storage')) return;
  const storage = createStorage({ dataDir: app.config.dataDir, s3: app.config.s3 });
  app.decorate('storage', storage);
  if (storage instanceof S3Storage) app.addHook('onClose', async () => storage.close());
};
(storagePlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

/**
 * Module plugin serving `GET /aigc/files/*` from `app.storage`, with the
 * responsive image variants made on first request (see {@link filesRoutes}).
 */
export const filesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(filesRoutes, { storage: app.storage, variants: imageVariantLoader(app.storage, app.log) });
};
