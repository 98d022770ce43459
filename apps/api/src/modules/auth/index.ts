/** The auth module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { hashPassword, verifyPassword } from './passwords';
export { authRoutes } from './routes';
export { SIGN_UP_TITLE } from './accounts';
