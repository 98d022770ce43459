/** The campaigns module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { campaignsRoutes } from './routes';
