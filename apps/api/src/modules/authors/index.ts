/** The authors module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { authorsRoutes } from './routes';
