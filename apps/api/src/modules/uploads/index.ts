/** The uploads module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { uploadsRoutes } from './routes';
