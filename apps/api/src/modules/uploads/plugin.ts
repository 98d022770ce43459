import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createModerator, type Moderator } from './moderation';

declare module 'fastify' {
  interface FastifyInstance {
    /** The image moderation classifier (uploads, tool sources and classroom generations; docs/edu.md rule 6). */
    moderator: Moderator;
  }
}

/**
 * Decorates the root instance with `app.moderator`: the given one, else from
 * `app.config.moderationUrl` (see createModerator; the offline model loads on
 * its first check only). A decoration already present is kept. Register
 * before the uploads and generation modules. Not encapsulated.
 */
export function makeModerationPlugin(options: { moderator?: Moderator } = {}): FastifyPluginAsyncZod {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    if (!app.hasDecorator('moderator')) app.decorate('moderator', options.moderator ?? createModerator(app.config.moderationUrl));
  };
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return plugin;
}

/** The moderation decoration from the settings (registered in modules/index.ts). */
export const moderationPlugin: FastifyPluginAsyncZod = makeModerationPlugin();
