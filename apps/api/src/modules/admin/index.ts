/** The admin module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { adminRoutes } from './routes';
export { createAdminToken, setAdminRole } from './service';
export { requireAdmin } from './service';
