/**
 * The China edition's login calls (docs/product.md §2 'Login dialogs — China',
 * §4, §7 'Auth and user'): phone + SMS code, account + password, the WeChat
 * QR login, the forgotten-password steps and the phone binding.
 *
 * Injected from this module, imported only through the
 * `@aigc/store/auth-china` subpath by the (lazily loaded) China login
 * dialog, so none of it weighs on an app's entry chunk. The wire shapes are
 * hand-written in `./authWire` until the generated api-client has them.
 *
 * Every login that answers a user logs it in (`userLoggedIn`); the caller
 * then runs `afterLogin` (balance, token renewal) as after an e-mail login.
 * An answer with `requiredBinding` starts no session: the bind-phone calls
 * finish it.
 */
import { api } from '../api';
import type { ApiError } from '../baseQuery';
import { userLoggedIn } from '../slices/session';
import type {
  AccountLoginBody,
  BindMobileCodeBody,
  BindMobileSubmitBody,
  ChinaLoginResult,
  ForgotCodeBody,
  ForgotSubmitBody,
  ForgotValidation,
  MobileCodeBody,
  MobileLoginBody,
  ThirdLoginPoll,
  ThirdLoginStart,
} from './authWire';
import { sendEncrypted, toastShownError } from './encrypted';

export type * from './authWire';

/** `identifierType` of `GET /api/auth/login/pre/third` for WeChat (docs/product.md §7). */
export const WECHAT_IDENTIFIER_TYPE = 3;

/** Args of the account login: the plain password (encrypted inside, docs/product.md §5). */
export type AccountLoginArgs = Omit<AccountLoginBody, 'kid'>;
/** Args of the reset's last step: plain password and confirmation (encrypted inside). */
export type ForgotSubmitArgs = Omit<ForgotSubmitBody, 'kid'>;

/** True when a login answer carries a session (a user, no binding needed). */
export function isSignedIn(
  result: Partial<ChinaLoginResult> | null | undefined,
): result is ChinaLoginResult & { user: NonNullable<ChinaLoginResult['user']> } {
  return Boolean(result && !result.requiredBinding && result.user);
}

/** A login answer that signed someone in: the session action (`afterLogin`, run by the UI, does the rest). */
async function signInOnSuccess(
  dispatch: (action: ReturnType<typeof userLoggedIn>) => unknown,
  queryFulfilled: Promise<{ data: ChinaLoginResult | ThirdLoginPoll }>,
) {
  try {
    const { data } = await queryFulfilled;
    if (isSignedIn(data)) dispatch(userLoggedIn(data.user));
  } catch {
    // the base query already toasted the error (or the call was silent)
  }
}

export const authChinaApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/auth/login/mobile/code `{ mobile }`: texts a 6-digit code (a resend within 60 s is refused). */
    sendLoginMobileCode: build.mutation<null, MobileCodeBody>({
      query: (body) => ({ url: '/api/auth/login/mobile/code', method: 'POST', body }),
    }),
    /** POST /api/auth/login/mobile `{ mobile, code }` → {@link ChinaLoginResult}; signs in unless a binding is required. */
    loginMobile: build.mutation<ChinaLoginResult, MobileLoginBody>({
      query: (body) => ({ url: '/api/auth/login/mobile', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        signInOnSuccess(dispatch, queryFulfilled),
    }),
    /** POST /api/auth/login/account `{ account, password, kid }` (password encrypted) → {@link ChinaLoginResult}. */
    loginAccount: build.mutation<ChinaLoginResult, AccountLoginArgs>({
      queryFn: async (arg, { dispatch }, _extra, run) =>
        (await sendEncrypted(run, '/api/auth/login/account', arg, ['password'], (message) =>
          dispatch(toastShownError(message)),
        )) as { data: ChinaLoginResult } | { error: ApiError },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        signInOnSuccess(dispatch, queryFulfilled),
    }),
    /**
     * GET /api/auth/login/pre/third?identifierType=3 → `{ url, state }`: a new
     * WeChat QR login (a mutation: every refresh is a new attempt). Silent: the
     * QR view shows "initialisation failed" itself (docs/product.md §8).
     */
    startWechatLogin: build.mutation<ThirdLoginStart, void>({
      query: () => ({
        url: '/api/auth/login/pre/third',
        params: { identifierType: WECHAT_IDENTIFIER_TYPE },
      }),
      extraOptions: { silent: true },
    }),
    /**
     * GET /api/auth/login/query/third?uuid=<state> → {@link ThirdLoginPoll},
     * asked every 500 ms for up to 60 s (docs/product.md §4, §9). Silent: a
     * failed poll must not toast twice a second; the QR view says what went wrong.
     */
    pollWechatLogin: build.mutation<ThirdLoginPoll, string>({
      query: (uuid) => ({ url: '/api/auth/login/query/third', params: { uuid } }),
      extraOptions: { silent: true },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        signInOnSuccess(dispatch, queryFulfilled),
    }),
    /** GET /api/auth/forgot/password/validate?account= → {@link ForgotValidation} (the reset's first step; 404 unknown account). */
    validateForgotAccount: build.mutation<ForgotValidation, string>({
      query: (account) => ({ url: '/api/auth/forgot/password/validate', params: { account } }),
    }),
    /** POST /api/auth/forgot/password/code `{ validateType, validateAuthToken }`: sends the reset code (60 s between sends). */
    sendForgotCode: build.mutation<null, ForgotCodeBody>({
      query: (body) => ({ url: '/api/auth/forgot/password/code', method: 'POST', body }),
    }),
    /** POST /api/auth/forgot/password/submit with both passwords encrypted: the new password (China rule, docs/product.md §5). */
    submitForgotPassword: build.mutation<null, ForgotSubmitArgs>({
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
    /** POST /api/auth/binding/mobile/submit `{ mobile, validateAuthToken, code }` → {@link ChinaLoginResult} with the user (signs in). */
    bindMobile: build.mutation<ChinaLoginResult, BindMobileSubmitBody>({
      query: (body) => ({ url: '/api/auth/binding/mobile/submit', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        signInOnSuccess(dispatch, queryFulfilled),
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
} = authChinaApi;
