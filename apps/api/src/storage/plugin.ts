import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStorage } from './index';
import { filesRoutes } from './routes';
import type { Storage } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** File storage (local directory today, S3-compatible later). */
    storage: Storage;
  }
}

/**
 * Decorates the root instance with `app.storage` (from `app.config.dataDir`,
 * `<dataDir>/files`) unless something already did. Registered without
 * encapsulation (Fastify's `skip-override`) so every module sees it; put it
 * before the modules that use it in `modules/index.ts`.
 */
export const storagePlugin: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasDecorator('storage')) app.decorate('storage', createStorage({ dataDir: app.config.dataDir }));
};
(storagePlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

/** Module plugin serving `GET /aigc/files/*` from `app.storage` (see {@link filesRoutes}). */
export const filesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(filesRoutes, { storage: app.storage });
};
