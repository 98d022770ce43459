import {
  type FetchTokenResult,
  type ForgotPasswordBody,
  type LoginEmailBody,
  type LoginResult,
  type PublicKey,
  type RegisterEmailBody,
  type RenewalTokenResult,
  type SendEmailCodeBody,
} from '@aigc/api-client';
import { api, SESSION_DEPENDENT_TAGS } from '../api';
import { withHtSource } from '../htSource';
import type { ApiError } from '../baseQuery';
import { userCleared, userLoggedIn } from '../slices/session';
import { sendEncrypted, toastShownError } from './encrypted';

type PlainPasswords<T, K extends keyof T> = Omit<T, 'kid' | K> & { [P in K]: string };

/** Arguments of the login mutation: the plain password (it is encrypted inside, docs/product.md §5). */
export type LoginEmailArgs = PlainPasswords<LoginEmailBody, 'password'>;
/** Arguments of the sign-up mutation: the plain password (encrypted inside, docs/product.md §5). */
export type RegisterEmailArgs = PlainPasswords<RegisterEmailBody, 'password'>;
/** Arguments of the reset mutation: plain password and confirmation (encrypted inside, docs/product.md §5). */
export type ForgotPasswordArgs = PlainPasswords<
  ForgotPasswordBody,
  'password' | 'matchingPassword'
>;
/** Arguments of the send-code call: `type` 'FORGET_PASSWORD' for a reset, else sign-up. */
export type SendEmailCodeArgs = Omit<SendEmailCodeBody, 'tz'>;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/auth/public-key → `{ kid, jwk }` (RSA-OAEP SHA-256, docs/product.md §5). */
    getPublicKey: build.query<PublicKey, void>({
      query: () => ({ url: '/api/auth/public-key' }),
      keepUnusedDataFor: 600,
    }),
    /**
     * POST /api/auth/register/email/code `{ email, type }`: mails a 6-digit code
     * — or, for a registered address (sign-up) or an unknown one (reset), a
     * mail saying so; the answer is the same (docs/auth.md 'Enumeration').
     * 429 within 60 s of the last code, past a cap, or past the route limit.
     */
    sendEmailCode: build.mutation<null, SendEmailCodeArgs>({
      query: ({ email, type }) => ({
        url: '/api/auth/register/email/code',
        method: 'POST',
        body: { email, type },
      }),
      extraOptions: { withTimeZone: true },
    }),
    /** POST /api/auth/register/email with the password encrypted and the visit's `htSource` (docs/product.md §3); logs the new user in. */
    registerEmail: build.mutation<LoginResult, RegisterEmailArgs>({
      queryFn: async (arg, { dispatch }, _extra, run) =>
        (await sendEncrypted(run, '/api/auth/register/email', withHtSource(arg), ['password'], (message) =>
          dispatch(toastShownError(message)),
        )) as { data: LoginResult } | { error: ApiError },
      // Silent: the form shows the error inline, once (docs/product.md §8).
      extraOptions: { silent: true },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        loggedInOnSuccess(dispatch, queryFulfilled),
    }),
    /** POST /api/auth/login/email with the password encrypted; logs the user in. */
    loginEmail: build.mutation<LoginResult, LoginEmailArgs>({
      queryFn: async (arg, { dispatch }, _extra, run) =>
        (await sendEncrypted(run, '/api/auth/login/email', arg, ['password'], (message) =>
          dispatch(toastShownError(message)),
        )) as { data: LoginResult } | { error: ApiError },
      // Silent: the form shows the error inline, once (docs/product.md §8).
      extraOptions: { silent: true },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        loggedInOnSuccess(dispatch, queryFulfilled),
    }),
    /** POST /api/auth/forgot with both password fields encrypted. */
    forgotPassword: build.mutation<null, ForgotPasswordArgs>({
      queryFn: async (arg, { dispatch }, _extra, run) =>
        (await sendEncrypted(
          run,
          '/api/auth/forgot',
          arg,
          ['password', 'matchingPassword'],
          (message) => dispatch(toastShownError(message)),
        )) as { data: null } | { error: ApiError },
      // Silent: the form shows the error inline, once (docs/product.md §8).
      extraOptions: { silent: true },
    }),
    /** POST /api/auth/logout; the session is cleared locally whatever the outcome (docs/product.md §4). */
    logout: build.mutation<null, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          // logged out locally all the same
        }
        dispatch(userCleared());
        dispatch(api.util.invalidateTags([...SESSION_DEPENDENT_TAGS]));
      },
    }),
    /** GET /api/auth/fetchToken → `{ isLogin, expiresAt }` (silent: used by the route guard). */
    fetchToken: build.query<FetchTokenResult, void>({
      query: () => ({ url: '/api/auth/fetchToken' }),
      extraOptions: { silent: true },
      providesTags: ['Session'],
    }),
    /** POST /api/auth/renewalToken → `{ expiresAt }` and a fresh cookie (silent). */
    renewalToken: build.mutation<RenewalTokenResult, void>({
      query: () => ({ url: '/api/auth/renewalToken', method: 'POST' }),
      extraOptions: { silent: true },
    }),
  }),
});

/** On a successful login/sign-up: the session action (`userLoggedIn`). */
async function loggedInOnSuccess(
  dispatch: (
    action: ReturnType<typeof userLoggedIn> | ReturnType<typeof api.util.invalidateTags>,
  ) => unknown,
  queryFulfilled: Promise<{ data: LoginResult }>,
) {
  try {
    const { data } = await queryFulfilled;
    // afterLogin (called by the login UI) fetches the balance and refreshes per-user caches
    dispatch(userLoggedIn(data.user));
  } catch {
    // the base query already toasted the error
  }
}

export const {
  useGetPublicKeyQuery,
  useSendEmailCodeMutation,
  useRegisterEmailMutation,
  useLoginEmailMutation,
  useForgotPasswordMutation,
  useLogoutMutation,
  useFetchTokenQuery,
  useRenewalTokenMutation,
} = authApi;
