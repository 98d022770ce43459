/**
 * The app's api type, declared once. Every `./endpoints/*` file injects its
 * domain into the one `api` of ./api; this module imports them all (so the
 * object really carries every endpoint at run time) and names the sum of
 * their definitions. Use {@link appApi} (exported by the package as `api`)
 * where hooks do not fit, e.g. `api.endpoints.fetchToken.initiate()` in a
 * route guard or a thunk.
 *
 * Left out: the generator tools (`./endpoints/generateTools`), the notice
 * centre's lists and reads (`./endpoints/messages`), the comments
 * (`./endpoints/comments`), the series (`./endpoints/series`), the image
 * download (`./endpoints/downloads`), Make It Real (`./endpoints/makeReal`),
 * publishing (`./endpoints/publish`: uploads, mention search, author
 * onboarding), the China logins (`./endpoints/authChina`) and the Google
 * link (`./endpoints/authGoogle`), the campaign pages (`./endpoints/campaigns`), direct product launch (`./endpoints/releases`),
 * a user's account tabs and profile edits (`./endpoints/account`), the
 * creators' ranking and figures (`./endpoints/creators`) and follows
 * (`./endpoints/follows`), injected only when lazily loaded code
 * imports `@aigc/store/generate-tools`, `/messages`, `/comments`, `/series`,
 * `/downloads`, `/make-real`, `/publish`, `/auth-china`, `/auth-google`, `/campaigns`,
 * `/releases`, `/account`, `/creators` or `/follows`,
 * so that they never weigh on an app's entry chunk; reach them through
 * those modules' own hooks.
 */
import type { Api, DefinitionsFromApi, coreModuleName } from '@reduxjs/toolkit/query';
import type { reactHooksModuleName } from '@reduxjs/toolkit/query/react';
import { api, type TagType } from './api';
import type { baseQuery } from './baseQuery';
// Each domain injects its endpoints into `api` when its module is evaluated.
import './endpoints/auth';
import './endpoints/contents';
import './endpoints/generate';
import './endpoints/likes';
import './endpoints/settings';
import './endpoints/share';
import './endpoints/tickets';
import './endpoints/topics';
import './endpoints/unreadCount';
import './endpoints/user';
import './endpoints/wanters';
import type { authApi } from './endpoints/auth';
import type { contentsApi } from './endpoints/contents';
import type { generateApi } from './endpoints/generate';
import type { likesApi } from './endpoints/likes';
import type { settingsApi } from './endpoints/settings';
import type { shareApi } from './endpoints/share';
import type { ticketsApi } from './endpoints/tickets';
import type { topicsApi } from './endpoints/topics';
import type { unreadCountApi } from './endpoints/unreadCount';
import type { userApi } from './endpoints/user';
import type { wantersApi } from './endpoints/wanters';

/** Every domain's injected handle (the same object as `api`, each typed with its own endpoints). */
type DomainApi =
  | typeof authApi
  | typeof contentsApi
  | typeof generateApi
  | typeof likesApi
  | typeof settingsApi
  | typeof shareApi
  | typeof ticketsApi
  | typeof topicsApi
  | typeof unreadCountApi
  | typeof userApi
  | typeof wantersApi;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** Every endpoint definition of the app (all domains but the lazily injected generator tools). */
export type AppEndpoints = UnionToIntersection<DefinitionsFromApi<DomainApi>>;

/** The one RTK Query api typed with {@link AppEndpoints}. */
export type AppApi = Api<
  typeof baseQuery,
  AppEndpoints,
  typeof api.reducerPath,
  TagType,
  typeof coreModuleName | typeof reactHooksModuleName
>;

/** The one api (the same object as `api` in ./api), with every domain's endpoints injected and typed. */
export const appApi = api as unknown as AppApi;
