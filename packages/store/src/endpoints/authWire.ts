/**
 * Wire shapes of the auth calls the server is gaining (the China logins and
 * the Google link, docs/product.md §3 'Login response', §7 'Auth and user'),
 * written by hand in this one place. They will come from the generated
 * api-client (`@aigc/api-client`, `schema.gen.ts`) once the server's
 * `openapi.json` has these routes: then each type below becomes
 * `export type X = S['X']` there (or a `RequestBody<…>`), and this file goes.
 *
 * Paths are under `/aigc`; every answer is the `{ code, msg, data }`
 * envelope, and `data` is what is typed here.
 */
import type { LoginResult, User } from '@aigc/api-client';

/**
 * How a password reset proves the account (`validateType`), as the server
 * names it; `'MOBILE'` (an SMS code) and `'EMAIL'` (an e-mail code) are the
 * two we know of. Clients only echo it back and show the channel.
 */
export type ValidateType = string;

/**
 * `data` of every China login (`login/mobile`, `login/account`, a finished
 * WeChat poll) and of `binding/mobile/submit` (docs/product.md §3 'Login
 * response'): either the signed-in `user` (`requiredBinding` false), or
 * `requiredBinding` true with the `validateAuthToken` the bind-phone calls
 * need (no session yet).
 */
export interface ChinaLoginResult {
  /** True: the account has no mobile number yet; bind one before the session starts (docs/product.md §4). */
  requiredBinding: boolean;
  /** The signed-in user, when `requiredBinding` is false. */
  user?: User | null;
  /** Proof of the first step, sent back with the bind-phone calls. */
  validateAuthToken?: string | null;
  validateType?: ValidateType | null;
  validateTypeAccount?: string | null;
}

/** Body of `POST /api/auth/login/mobile/code`: sends a 6-digit SMS code (docs/product.md §5 mobile rule). */
export interface MobileCodeBody {
  mobile: string;
}

/** Body of `POST /api/auth/login/mobile`. */
export interface MobileLoginBody {
  mobile: string;
  /** The 6-digit SMS code. */
  code: string;
}

/** Body of `POST /api/auth/login/account`: `password` RSA-OAEP encrypted under `kid` (docs/product.md §5). */
export interface AccountLoginBody {
  /** A mobile number, an e-mail address or an account name. */
  account: string;
  password: string;
  kid: string;
}

/** `data` of `GET /api/auth/login/pre/third?identifierType=3` (WeChat): the URL the QR code carries and the login's id. */
export interface ThirdLoginStart {
  /** What the QR code encodes (WeChat's authorisation page). */
  url: string;
  /** This login attempt's id: polled as `GET /api/auth/login/query/third?uuid=<state>`. */
  state: string;
}

/**
 * `data` of `GET /api/auth/login/query/third?uuid=` (polled every 500 ms,
 * docs/product.md §4): `null` (or a `status` of `'waiting'` / `'scanned'`) while
 * nobody has confirmed, `status: 'cancelled'` when the person declined on
 * their phone (ignored, docs/product.md §8), else a {@link ChinaLoginResult}.
 */
export type ThirdLoginPoll =
  null | (Partial<ChinaLoginResult> & { status?: 'waiting' | 'scanned' | 'cancelled' | 'done' });

/** `data` of `GET /api/auth/forgot/password/validate?account=`: how the reset will be proven. */
export interface ForgotValidation {
  validateType: ValidateType;
  /** Proof of this step, sent back with the code and submit calls. */
  validateAuthToken: string;
  /** Where the code goes, masked by the server or not (the client masks it again): `138****8000`, `a***@example.com`. */
  validateTypeAccount: string;
}

/** Body of `POST /api/auth/forgot/password/code`: sends the code through `validateType`. */
export interface ForgotCodeBody {
  validateType: ValidateType;
  validateAuthToken: string;
}

/** Body of `POST /api/auth/forgot/password/submit`: both passwords RSA-OAEP encrypted under `kid`. */
export interface ForgotSubmitBody extends ForgotCodeBody {
  password: string;
  matchingPassword: string;
  code: string;
  kid: string;
}

/** Body of `POST /api/auth/binding/mobile/code`: sends an SMS code to the number being bound. */
export interface BindMobileCodeBody {
  mobile: string;
  validateAuthToken: string;
}

/** Body of `POST /api/auth/binding/mobile/submit`; `data` is a {@link ChinaLoginResult} with the user. */
export interface BindMobileSubmitBody extends BindMobileCodeBody {
  code: string;
}

/**
 * Body of `POST /api/auth/login/third/link` (international, Google): the
 * password of the existing account whose e-mail Google reported, RSA-OAEP
 * encrypted under `kid`; the Google identity waiting to be linked is the
 * server's (kept since the Google return). `data` is a {@link LoginResult}.
 */
export interface ThirdLinkBody {
  password: string;
  kid: string;
}

/** `data` of the Google link: the signed-in user, as after an e-mail login. */
export type ThirdLinkResult = LoginResult;
