/**
 * @aigc/store — the one RTK Query api, the session/tickets/ui slices, the
 * session thunks and the store factory (docs/style.md 'One RTK Query api').
 * Feature packages import hooks and actions from here only.
 */
export { TAG_TYPES, type TagType } from './api';
/** The one RTK Query api, typed with every endpoint (docs/style.md 'One RTK Query api'). */
export { appApi as api, type AppApi, type AppEndpoints } from './appApi';
export type { ApiError, ApiExtraOptions, ApiRequest, BlobResult, EntryType } from './baseQuery';
export { createAppStore, rootReducer } from './store';
export type { AppDispatch, AppStore, CreateAppStoreOptions, RootState } from './store';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';

export * from './slices/session';
export * from './slices/tickets';
export * from './slices/ui';
export { afterLogin, loadSession, logout } from './thunks/session';
export { refetchSeededWhenSignedIn, seedFirstScreen, seedFirstScreenData, type FirstScreenSeed } from './firstScreen';
export * from './live';

export * from './endpoints/auth';
export * from './endpoints/user';
export * from './endpoints/tickets';
export * from './endpoints/topics';
export * from './endpoints/contents';
export * from './endpoints/likes';
export * from './endpoints/share';
export * from './endpoints/wanters';
export * from './endpoints/generate';
export * from './endpoints/settings';
// The notice centre: only the unread count here; the rest is `@aigc/store/messages`.
export * from './endpoints/unreadCount';
export * from './analytics';
export { captureHtSource } from './htSource';
