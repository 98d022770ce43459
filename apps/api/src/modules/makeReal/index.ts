/** The makeReal module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { makeRealRoutes, ProductStatusSchema, ProductViewSchema } from './routes';
export { seedMakeReal } from './seed';
export { launchProduct, listProducts, moveProduct, openProduct, productView, viewerPricing, type ViewerPricing } from './service';
