/** The follows module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { followCounts, personCards, relationsOf } from './queries';
export { followsRoutes } from './routes';
export { PersonCardSchema } from './schemas';
