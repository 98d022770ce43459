import { settingsApi } from './endpoints/settings';

/**
 * The one RTK Query api typed with every endpoint. The endpoint files inject
 * in a chain (auth → user → tickets → topics → contents → generate →
 * settings), so the last one carries all definitions; at run time it is the
 * same object as `api` in ./api. Use it outside the store where hooks do not
 * fit, e.g. `appApi.endpoints.fetchToken.initiate()` in a route guard.
 */
export const appApi = settingsApi;
/** Type of {@link appApi}. */
export type AppApi = typeof appApi;
