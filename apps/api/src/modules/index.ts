import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account';
import { creatorsRoutes } from './creators';
import { followsRoutes } from './follows';
import { authRoutes } from './auth';
import { ticketsRoutes } from './tickets';
import { usersRoutes } from './users';
import { wantRoutes } from './want';
import { makeRealRoutes } from './makeReal';
import { adminRoutes } from './admin';
import { deliveryRoutes } from './delivery';
import { filesModule, storagePlugin } from '../storage/plugin';
import { generateRoutes, generationPlugin } from './generate';
import { modelsRoutes } from './models';
import { settingsRoutes } from './settings';
import { topicsRoutes } from './topics';
import { seriesRoutes } from './series';
import { contentsRoutes } from './contents';
import { commentsRoutes } from './comments';
import { moderationPlugin, uploadsRoutes } from './uploads';
import { authorsRoutes } from './authors';
import { trackRoutes } from './track';
import { likesRoutes } from './likes';
import { shareRoutes } from './share';
import { downloadsRoutes } from './downloads';
import { wantersRoutes } from './want';
import { messagesRoutes } from './messages';
import { livePlugin, liveRoutes } from './live';
import { payCallbackRoutes, paymentsPlugin, shopRoutes } from './shop';
import { eduRoutes } from './edu';
import { campaignsRoutes } from './campaigns';
import { showcaseRoutes } from './showcase';
import { releasesRoutes } from './releases';

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
  paymentsPlugin, // decorates app.payments (not encapsulated); before admin and shop
  adminRoutes,
  deliveryRoutes,
  storagePlugin, // decorates app.storage (not encapsulated); before the modules using it
  filesModule,
  moderationPlugin, // decorates app.moderator (not encapsulated); before generation and uploads
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
  messagesRoutes,
  livePlugin, // decorates app.liveStreams (not encapsulated)
  liveRoutes,
  shopRoutes,
  payCallbackRoutes, // raw-body parsers, encapsulated
  eduRoutes,
  campaignsRoutes,
  showcaseRoutes,
  releasesRoutes,
];
