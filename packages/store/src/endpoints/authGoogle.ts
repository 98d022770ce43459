/**
 * Google sign-in on the international edition (docs/product.md §1 'Editions',
 * §2 'Login dialogs — International'): the browser goes to the server's Google
 * start route, Google sends it back to the server, and the server sends it
 * back to the page it came from with `?thirdLogin=<outcome>`. When Google's
 * e-mail already has an account, the person proves it is theirs with its
 * password (`linkThirdLogin`) and the accounts are linked.
 *
 * The two server paths are single constants here, so that they can follow
 * the server's routes. Injected from this module, imported only through
 * `@aigc/store/auth-google` by the lazily loaded login code.
 */
import { api } from '../api';
import { apiUrl, type ApiError } from '../baseQuery';
import { userLoggedIn } from '../slices/session';
import { THIRD_LOGIN_RETURN_PARAM } from '../thirdLoginReturn';
import type { ThirdLinkResult } from './authWire';
import { sendEncrypted, toastShownError } from './encrypted';

export type { ThirdLinkBody, ThirdLinkResult } from './authWire';
export { THIRD_LOGIN_RETURN_PARAM };

/** The server's Google start route (a browser navigation, not a fetch): `GET /aigc<this>?redirect=<in-app path>`. */
export const GOOGLE_START_PATH = '/api/auth/google/start';
/** The server's link route: `POST /aigc<this>` `{ password, kid }` → `LoginResult`. */
export const THIRD_LINK_PATH = '/api/auth/login/third/link';

/**
 * The outcomes of `?thirdLogin=` on the way back (docs/product.md §8: a
 * cancelled third-party login is ignored): `ok` — the session cookie is set;
 * `link_required` — an account with Google's e-mail exists, ask for its
 * password; `cancelled` — the person backed out at Google; `error` — it
 * failed (`thirdLoginMsg` may say why).
 */
export const THIRD_LOGIN_OUTCOMES = ['ok', 'link_required', 'cancelled', 'error'] as const;
/** One of {@link THIRD_LOGIN_OUTCOMES}. */
export type ThirdLoginOutcome = (typeof THIRD_LOGIN_OUTCOMES)[number];
/** The optional message parameter of an `error` return. */
export const THIRD_LOGIN_MESSAGE_PARAM = 'thirdLoginMsg';

/**
 * The URL that starts a Google sign-in, e.g.
 * `/aigc/api/auth/google/start?redirect=%2Faccount`.
 * @param redirect the in-app path to come back to (the server must accept only same-site paths)
 * @param baseUrl the API prefix; default `/aigc` (same origin)
 */
export function googleStartUrl(redirect: string, baseUrl = '/aigc'): string {
  return apiUrl(baseUrl, GOOGLE_START_PATH, { redirect });
}

/** What a page's query says about a third-party return: the outcome and message, or null when it is not a return (or an unknown outcome). */
export function readThirdLoginReturn(
  search: string,
): { outcome: ThirdLoginOutcome; message: string | null } | null {
  const params = new URLSearchParams(search);
  const outcome = params.get(THIRD_LOGIN_RETURN_PARAM);
  if (!outcome || !(THIRD_LOGIN_OUTCOMES as readonly string[]).includes(outcome)) return null;
  return { outcome: outcome as ThirdLoginOutcome, message: params.get(THIRD_LOGIN_MESSAGE_PARAM) };
}

/** `search` without the return's parameters (what the address bar keeps once the return is handled), `''` or `?…`. */
export function withoutThirdLoginReturn(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(THIRD_LOGIN_RETURN_PARAM);
  params.delete(THIRD_LOGIN_MESSAGE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export const authGoogleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST {@link THIRD_LINK_PATH} `{ password, kid }` (encrypted, docs/product.md §5):
     * links the pending Google identity to the account with Google's e-mail
     * and signs in → `LoginResult`. Wrong password: the server's message
     * (e.g. 400 "Incorrect e-mail or password"); no pending identity: 401/404.
     */
    linkThirdLogin: build.mutation<ThirdLinkResult, { password: string }>({
      queryFn: async (arg, { dispatch }, _extra, run) =>
        (await sendEncrypted(run, THIRD_LINK_PATH, arg, ['password'], (message) =>
          dispatch(toastShownError(message)),
        )) as { data: ThirdLinkResult } | { error: ApiError },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoggedIn(data.user));
        } catch {
          // the base query already toasted the error
        }
      },
    }),
  }),
});

export const { useLinkThirdLoginMutation } = authGoogleApi;
