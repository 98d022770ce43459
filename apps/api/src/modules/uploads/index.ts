/** The uploads module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { uploadsRoutes, makeUploadsRoutes } from './routes';
export { makeModerationPlugin, moderationPlugin } from './plugin';
export { isViolatingAt, type ModerationLevel, type ModerationResult, type Moderator } from './moderation';
export { assertLocalUpload, LOCAL_UPLOAD_LOCKED } from './service';
