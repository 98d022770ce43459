import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/routes';
import { ticketsRoutes } from './tickets/routes';
import { usersRoutes } from './users/routes';
import { wantRoutes } from './want/routes';

/**
 * Every API module, registered under `/aigc` by `buildApp`. One plugin per
 * module folder; keep this a plain list (one import and one entry per module).
 */
export const modules: readonly FastifyPluginAsyncZod[] = [
  authRoutes,
  usersRoutes,
  ticketsRoutes,
  wantRoutes,
];
