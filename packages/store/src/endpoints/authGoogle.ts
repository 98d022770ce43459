/**
 * Google sign-in on the international edition (docs/auth.md 'Google';
 * docs/product.md §2 'Login'): the browser goes to the server's Google start
 * route and Google sends it back to the server, which then sends it
 * - signed in, to the in-app `redirect` it started from;
 * - to `/login?thirdLink=<validateAuthToken>&redirect=…` when Google's
 *   e-mail belongs to an account with a password: the person proves it is
 *   theirs with that password (`linkThirdLogin`), Google is linked;
 * - to `/login?thirdError=terms&redirect=…` when the account has not
 *   accepted the terms in force and the start did not carry them
 *   (docs/auth.md 'Terms'): the person ticks the box and starts again;
 * - to `/login?thirdError=cancelled|failed|unavailable&redirect=…` otherwise.
 *
 * Injected from this module, imported only through `@aigc/store/auth-google`
 * by the lazily loaded login code. The wire shapes are the generated ones
 * of `@aigc/api-client`.
 */
import type { LoginResult, ThirdLinkBody, ThirdLinkInfo } from '@aigc/api-client';
import { api } from '../api';
import { apiUrl, type ApiError } from '../baseQuery';
import { getHtSource } from '../htSource';
import { userLoggedIn } from '../slices/session';
import { sendEncrypted, toastShownError } from './encrypted';

/** The server's Google start route (a browser navigation, not a fetch): `GET /aigc<this>?redirect=<in-app path>`. */
export const GOOGLE_START_PATH = '/api/auth/login/third/google';
/** The server's link route: `GET` → `ThirdLinkInfo`, `POST { validateAuthToken, password, kid }` → `LoginResult`. */
export const THIRD_LINK_PATH = '/api/auth/login/third/link';

/** `/login`'s parameter carrying the link step's `validateAuthToken` after Google. */
export const THIRD_LINK_PARAM = 'thirdLink';
/** `/login`'s parameter carrying why Google sign-in did not finish. */
export const THIRD_ERROR_PARAM = 'thirdError';
/**
 * The values of {@link THIRD_ERROR_PARAM}: `cancelled` — the person backed
 * out at Google (ignored, docs/product.md §8); `failed` — state, browser,
 * nonce, audience or the provider refused; `unavailable` — Google sign-in
 * is not configured (or its discovery failed); `terms` — the account (or
 * the new one) needs the terms in force accepted first (docs/auth.md 'Terms').
 */
export const THIRD_ERRORS = ['cancelled', 'failed', 'unavailable', 'terms'] as const;
/** One of {@link THIRD_ERRORS}. */
export type ThirdError = (typeof THIRD_ERRORS)[number];

/** What a `/login` address says about a return from Google. */
export type ThirdLoginReturn =
  | { kind: 'link'; validateAuthToken: string }
  | { kind: 'error'; error: ThirdError };

/**
 * The URL that starts a Google sign-in, e.g.
 * `/aigc/api/auth/login/third/google?redirect=%2Faccount`.
 * The visit's `htSource` (docs/product.md §3) rides along, so an account the
 * first sign-in makes records it.
 * @param redirect the in-app path to come back to (the server keeps only safe same-site paths, else `/`)
 * @param options.termsVersion the terms the person ticked before leaving (`TERMS_VERSION`; docs/auth.md 'Terms'); left out when no box was shown
 * @param options.baseUrl the API prefix; default `/aigc` (same origin)
 */
export function googleStartUrl(redirect: string, options: { termsVersion?: string | undefined; baseUrl?: string } = {}): string {
  return apiUrl(options.baseUrl ?? '/aigc', GOOGLE_START_PATH, {
    redirect,
    htSource: getHtSource(),
    termsVersion: options.termsVersion,
  });
}

/**
 * What a page's query says about a Google return: the link step's token, or
 * the error (an unknown error value counts as `failed`); null when it is
 * not a return.
 */
export function readThirdLoginReturn(search: string): ThirdLoginReturn | null {
  const params = new URLSearchParams(search);
  const token = params.get(THIRD_LINK_PARAM);
  if (token) return { kind: 'link', validateAuthToken: token };
  const error = params.get(THIRD_ERROR_PARAM);
  if (error === null) return null;
  return {
    kind: 'error',
    error: (THIRD_ERRORS as readonly string[]).includes(error) ? (error as ThirdError) : 'failed',
  };
}

/** `search` without the return's parameters (what the address bar keeps once it is handled), `''` or `?…`. */
export function withoutThirdLoginReturn(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(THIRD_LINK_PARAM);
  params.delete(THIRD_ERROR_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export const authGoogleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET {@link THIRD_LINK_PATH}?validateAuthToken= → `ThirdLinkInfo`
     * `{ provider, email }` (masked): whose password the link step asks for.
     * 400 'This verification has expired, please start again'.
     */
    getThirdLinkInfo: build.query<ThirdLinkInfo, string>({
      query: (validateAuthToken) => ({ url: THIRD_LINK_PATH, params: { validateAuthToken } }),
      extraOptions: { silent: true },
    }),
    /**
     * POST {@link THIRD_LINK_PATH} `{ validateAuthToken, password, kid }`
     * (password encrypted, docs/product.md §5): links the Google identity to
     * the account with Google's e-mail and signs in → `LoginResult`. 400
     * 'Incorrect password' or an expired step; 409 Google already linked
     * elsewhere; 429 while locked (docs/auth.md 'Lockouts').
     */
    linkThirdLogin: build.mutation<LoginResult, Omit<ThirdLinkBody, 'kid'>>({
      queryFn: async (arg, { dispatch }, _extra, run) =>
        (await sendEncrypted(run, THIRD_LINK_PATH, arg, ['password'], (message) =>
          dispatch(toastShownError(message)),
        )) as { data: LoginResult } | { error: ApiError },
      // Silent: the dialog shows the error inline, once — or, for the terms, the box (docs/product.md §8).
      extraOptions: { silent: true },
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

export const { useGetThirdLinkInfoQuery, useLinkThirdLoginMutation } = authGoogleApi;
