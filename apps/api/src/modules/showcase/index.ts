/** The showcase module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { showcaseRoutes } from './routes';
export { takeOffShowcase } from './service';
