/** The edu module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"; docs/edu.md). */
export { eduRoutes } from './routes';
