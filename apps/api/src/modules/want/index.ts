/** The want module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { wantRoutes } from './routes';
export { wantersRoutes } from './wanters';
