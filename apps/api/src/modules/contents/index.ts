/** The contents module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { contentsRoutes } from './routes';
export { FeedCache } from './feedCache';
export { eduFirstScreenHead, firstScreenHead, shopFirstScreenHead } from './preload';
export { reclaimPostModels } from './models';
