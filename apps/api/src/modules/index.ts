import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/routes';
import { creatorsRoutes } from './creators/routes';
import { followsRoutes } from './follows/routes';
import { authRoutes } from './auth/routes';
import { ticketsRoutes } from './tickets/routes';
import { usersRoutes } from './users/routes';
import { wantRoutes } from './want/routes';
import { makeRealRoutes } from './makeReal/routes';
import { adminRoutes } from './admin/routes';
import { deliveryRoutes } from './delivery/routes';
import { filesModule, storagePlugin } from '../storage/plugin';
import { generationPlugin } from './generate/plugin';
import { generateRoutes } from './generate/routes';
import { modelsRoutes } from './models/routes';
import { settingsRoutes } from './settings/routes';
import { topicsRoutes } from './topics/routes';
import { seriesRoutes } from './series/routes';
import { contentsRoutes } from './contents/routes';
import { commentsRoutes } from './comments/routes';
import { uploadsRoutes } from './uploads/routes';
import { authorsRoutes } from './authors/routes';
import { trackRoutes } from './track/routes';
import { likesRoutes } from './likes/routes';
import { shareRoutes } from './share/routes';
import { downloadsRoutes } from './downloads/routes';
import { wantersRoutes } from './want/wanters';

/**
 * Every API module, registered under `/aigc` by `buildApp`. One plugin per
 * module folder; keep this a plain list (one import and one entry per module).
 */
export const modules: readonly FastifyPluginAsyncZod[] = [
  authRoutes,
  usersRoutes,
  ticketsRoutes,
  wantRoutes,
  makeRealRoutes,
  adminRoutes,
  deliveryRoutes,
  storagePlugin, // decorates app.storage (not encapsulated); before the modules using it
  filesModule,
  generationPlugin, // decorates app.providers and app.generationQueue (not encapsulated)
  modelsRoutes,
  settingsRoutes,
  generateRoutes,
  topicsRoutes,
  seriesRoutes,
  contentsRoutes,
  commentsRoutes,
  uploadsRoutes,
  authorsRoutes,
  trackRoutes,
  likesRoutes,
  shareRoutes,
  downloadsRoutes,
  wantersRoutes,
  followsRoutes,
  accountRoutes,
  creatorsRoutes,
];
