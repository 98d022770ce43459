/** The auth module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { checkNewPassword, hashPassword, verifyPassword } from './passwords';
export { authRoutes } from './routes';
export { SIGN_UP_TITLE } from './accounts';
export { createAccount, type NewAccount } from './accounts';
export { checkPasswordWithLockout } from './lockout';
export { loadOrCreatePasswordKey, type PasswordKey } from './keys';
export { decryptPasswordField, isUniqueViolation, replacePassword } from './service';
export { clientIp, kid, LoginResultSchema, loginResult, password, setSessionCookie } from './http';
export { handoffNeedless } from './handoff';
