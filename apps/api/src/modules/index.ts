import type { FastifyPluginAsync } from 'fastify';

/**
 * Every API module, registered under `/aigc` by `buildApp`. One plugin per
 * module folder; keep this a plain list (one import and one entry per module).
 */
export const modules: readonly FastifyPluginAsync[] = [];
