/**
 * The China edition's sign-in calls (docs/auth.md; docs/product.md §2 'Login
 * (China)', §4, §7): phone + SMS code, account + password, the WeChat QR
 * login, the forgotten-password steps, the phone binding and the signed-in
 * password change.
 *
 * Injected from this module, imported only through the
 * `@aigc/store/auth-china` subpath by the (lazily loaded) China login
 * dialog, so none of it weighs on an app's entry chunk. The wire shapes are
 * the generated ones of `@aigc/api-client`.
 *
 * Every answer that signs in (`LoginResult`, or a WeChat poll with status
 * `loggedIn`) logs the user in (`userLoggedIn`); the caller then runs
 * `afterLogin` (balance, token renewal) as after an e-mail login. A poll
 * with `requiredBinding` starts no session: the bind-phone calls finish it.
 */
import type {
  AccountLoginBody,
  BindMobileBody,
  BindMobileCodeBody,
  LoginResult,
  MobileCodeBody,
  MobileLoginBody,
  PasswordChangeBody,
  ResetCodeBody,
  ResetStart,
  ResetSubmitBody,
  ResetValidateQuery,
  ThirdLoginResult,
  ThirdLoginStart,
} from '@aigc/api-client';
import { api } from '../api';
import { withHtSource } from '../htSource';
import type { ApiError } from '../baseQuery';
import { userLoggedIn } from '../slices/session';
import { sendEncrypted, toastShownError } from './encrypted';

/** `identifierType` of `GET /api/auth/login/pre/third` for WeChat (docs/auth.md 'WeChat'). */
export const WECHAT_IDENTIFIER_TYPE = 3;

/** Args of the account login: the plain password (encrypted inside, docs/product.md §5). */
export type AccountLoginArgs = Omit<AccountLoginBody, 'kid'>;
/** Args of the reset's last step: plain password and confirmation (encrypted inside). */
export type ResetSubmitArgs = Omit<ResetSubmitBody, 'kid'>;
/** Args of the password change: the plain current, new and confirmation passwords (encrypted inside). */
export type PasswordChangeArgs = Omit<PasswordChangeBody, 'kid'>;

/** A call that answered a `LoginResult` signed in: the session action (`afterLogin`, run by the UI, does the rest). */
async function signInOnSuccess(
  dispatch: (action: ReturnType<typeof userLoggedIn>) => unknown,
  queryFulfilled: Promise<{ data: LoginResult | ThirdLoginResult }>,
) {
  try {
    const { data } = await queryFulfilled;
    if (data.user && (!('status' in data) || data.status === 'loggedIn'))
      dispatch(userLoggedIn(data.user));
  } catch {
    // the base query already toasted the error (or the call was silent)
  }
}

export const authChinaApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/auth/login/mobile/code `{ mobile }`: texts a 6-digit code (400 mobile rules; 429 within 60 s or over the caps; 503 not sent). */
    sendLoginMobileCode: build.mutation<null, MobileCodeBody>({
      query: (body) => ({ url: '/api/auth/login/mobile/code', method: 'POST', body }),
    }),
    /**
     * POST /api/auth/login/mobile `{ mobile, code, termsVersion? }` →
     * `LoginResult`, signed in (a new number gets an account, +5 tickets);
     * 400 code errors; 4003 the terms first (docs/auth.md 'Terms').
     * Silent: the form shows the error inline, once (docs/product.md §8).
     */
    loginMobile: build.mutation<LoginResult, MobileLoginBody>({
      // With the visit's htSource: a new number's account records it (docs/product.md §3).
      query: (body) => ({ url: '/api/auth/login/mobile', method: 'POST', body: withHtSource(body) }),
      extraOptions: { silent: true },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        signInOnSuccess(dispatch, queryFulfilled),
    }),
    /**
     * POST /api/auth/login/account `{ account, password, kid }` (password
     * encrypted) → `LoginResult`, signed in; 400 'Incorrect account or
     * password'; 429 while locked (docs/auth.md 'Lockouts').
     */
    loginAccount: build.mutation<LoginResult, AccountLoginArgs>({
      queryFn: async (arg, { dispatch }, _extra, run) =>
        (await sendEncrypted(run, '/api/auth/login/account', arg, ['password'], (message) =>
          dispatch(toastShownError(message)),
        )) as { data: LoginResult } | { error: ApiError },
      // Silent: the form shows the error inline, once (docs/product.md §8).
      extraOptions: { silent: true },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        signInOnSuccess(dispatch, queryFulfilled),
    }),
    /**
     * GET /api/auth/login/pre/third?identifierType=3 → `{ url, state }`: a new
     * WeChat QR login bound to this browser by an httpOnly cookie (a
     * mutation: every refresh is a new attempt). Silent: the QR view shows
     * "initialisation failed" itself (docs/product.md §8); 503 when WeChat is off.
     */
    startWechatLogin: build.mutation<ThirdLoginStart, void>({
      query: () => ({
        url: '/api/auth/login/pre/third',
        params: { identifierType: WECHAT_IDENTIFIER_TYPE },
      }),
      extraOptions: { silent: true },
    }),
    /**
     * GET /api/auth/login/query/third?uuid=<state>[&termsVersion=] →
     * `ThirdLoginResult` (`status`: pending, loggedIn, requiredBinding,
     * requiredTerms, cancelled, expired, failed; docs/auth.md 'WeChat',
     * 'Terms'), asked every 500 ms for up to 60 s; after `requiredTerms`,
     * once more with the accepted `termsVersion`.
     * Silent: a failed poll must not toast twice a second; the QR view says
     * what went wrong.
     */
    pollWechatLogin: build.mutation<ThirdLoginResult, { uuid: string; termsVersion?: string | undefined }>({
      query: ({ uuid, termsVersion }) => ({ url: '/api/auth/login/query/third', params: { uuid, termsVersion } }),
      extraOptions: { silent: true },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        signInOnSuccess(dispatch, queryFulfilled),
    }),
    /**
     * GET /api/auth/forgot/password/validate?account= → `ResetStart` (the
     * reset's first step; the masked account and how the code travels). A
     * signed-in caller may leave `account` out: their own number, else
     * e-mail. 400 empty or invalid account (the same answer whether or not
     * it has an account).
     */
    validateForgotAccount: build.mutation<ResetStart, ResetValidateQuery>({
      query: (params) => ({ url: '/api/auth/forgot/password/validate', params }),
    }),
    /** POST /api/auth/forgot/password/code `{ validateType, validateAuthToken }`: sends the reset code (429 within 60 s; 400 expired step). */
    sendForgotCode: build.mutation<null, ResetCodeBody>({
      query: (body) => ({ url: '/api/auth/forgot/password/code', method: 'POST', body }),
    }),
    /**
     * POST /api/auth/forgot/password/submit with both passwords encrypted:
     * the new password under the edition's rule (China: docs/product.md §5);
     * every session of the account ends, except the caller's own when a
     * signed-in user resets their own account. 400 rule, mismatch, code
     * errors, expired step.
     */
    submitForgotPassword: build.mutation<null, ResetSubmitArgs>({
      queryFn: async (arg, { dispatch }, _extra, run) =>
        (await sendEncrypted(
          run,
          '/api/auth/forgot/password/submit',
          arg,
          ['password', 'matchingPassword'],
          (message) => dispatch(toastShownError(message)),
        )) as { data: null } | { error: ApiError },
    }),
    /** POST /api/auth/binding/mobile/code `{ mobile, validateAuthToken }`: texts a code to the number being bound. */
    sendBindMobileCode: build.mutation<null, BindMobileCodeBody>({
      query: (body) => ({ url: '/api/auth/binding/mobile/code', method: 'POST', body }),
    }),
    /**
     * POST /api/auth/binding/mobile/submit `{ mobile, validateAuthToken, code, termsVersion? }`
     * → `LoginResult`, signed in; 409 'This mobile number is already bound
     * to another account' (the step stays usable with another number); 4003
     * the terms first (docs/auth.md 'Terms'). Silent: the form shows the
     * error inline, once (docs/product.md §8).
     */
    bindMobile: build.mutation<LoginResult, BindMobileBody>({
      // With the visit's htSource: an account made by binding records it (docs/product.md §3).
      query: (body) => ({ url: '/api/auth/binding/mobile/submit', method: 'POST', body: withHtSource(body) }),
      extraOptions: { silent: true },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        signInOnSuccess(dispatch, queryFulfilled),
    }),
    /**
     * POST /api/auth/password/change `{ oldPassword, password,
     * matchingPassword, kid }` (all encrypted; signed-in users): other
     * sessions end, the caller's stays. 400 'The current password is
     * incorrect', 'This account has no password yet…', rule, mismatch; 429
     * while locked.
     */
    changePassword: build.mutation<null, PasswordChangeArgs>({
      queryFn: async (arg, { dispatch }, _extra, run) =>
        (await sendEncrypted(
          run,
          '/api/auth/password/change',
          arg,
          ['oldPassword', 'password', 'matchingPassword'],
          (message) => dispatch(toastShownError(message)),
        )) as { data: null } | { error: ApiError },
    }),
  }),
});

export const {
  useSendLoginMobileCodeMutation,
  useLoginMobileMutation,
  useLoginAccountMutation,
  useStartWechatLoginMutation,
  usePollWechatLoginMutation,
  useValidateForgotAccountMutation,
  useSendForgotCodeMutation,
  useSubmitForgotPasswordMutation,
  useSendBindMobileCodeMutation,
  useBindMobileMutation,
  useChangePasswordMutation,
} = authChinaApi;
