import type { ThirdProfile } from '../../db/schema';

/** WeChat refused a step (an `errcode` answer, or no answer); `providerCode` is its errcode. */
export class WeChatError extends Error {
  constructor(
    message: string,
    readonly providerCode: string,
  ) {
    super(message);
    this.name = 'WeChatError';
  }
}

/**
 * WeChat's website-app sign-in (网站应用微信登录, OAuth 2.0 with the
 * `snsapi_login` scope; docs/auth.md 'WeChat').
 */
export interface WeChatProvider {
  /** The QR authorisation page (`/connect/qrconnect`) for `state`, returning to `redirectUri`. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** Exchanges the callback's `code` for an access token, then reads the user's profile. Rejects with {@link WeChatError}. */
  fetchProfile(code: string): Promise<ThirdProfile>;
}

/** Settings of {@link createWeChatProvider} (env.ts `wechat`). */
export interface WeChatSettings {
  appId: string | undefined;
  appSecret: string | undefined;
  openUrl: string;
  apiUrl: string;
}

/** Time allowed for one call to WeChat, in ms. */
const WECHAT_TIMEOUT_MS = 10_000;

/**
 * The WeChat adapter, or null when `WECHAT_APP_ID` is unset (WeChat sign-in
 * off). `openUrl` / `apiUrl` default to WeChat's hosts; tests point them at
 * a local fake.
 * @throws Error when the app id is set without `WECHAT_APP_SECRET`.
 */
export function createWeChatProvider(
  settings: WeChatSettings,
  fetchImpl: typeof fetch = fetch,
): WeChatProvider | null {
  if (!settings.appId) return null;
  if (!settings.appSecret) throw new Error('WECHAT_APP_ID is set but WECHAT_APP_SECRET is not');
  const { appId, appSecret } = settings;

  async function call(
    path: string,
    params: Record<string, string>,
  ): Promise<Record<string, unknown>> {
    const url = new URL(path, settings.apiUrl);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    let body: Record<string, unknown>;
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(WECHAT_TIMEOUT_MS) });
      // WeChat answers JSON, sometimes labelled text/plain.
      body = JSON.parse(await res.text()) as Record<string, unknown>;
    } catch (err) {
      throw new WeChatError(`WeChat could not be reached: ${(err as Error).message}`, 'network');
    }
    if (typeof body.errcode === 'number' && body.errcode !== 0) {
      throw new WeChatError(
        `WeChat ${path}: ${body.errcode} ${String(body.errmsg ?? '')}`,
        String(body.errcode),
      );
    }
    return body;
  }

  return {
    authorizeUrl(state, redirectUri) {
      const url = new URL('/connect/qrconnect', settings.openUrl);
      url.searchParams.set('appid', appId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', 'snsapi_login');
      url.searchParams.set('state', state);
      url.hash = 'wechat_redirect';
      return url.toString();
    },
    async fetchProfile(code) {
      const token = await call('/sns/oauth2/access_token', {
        appid: appId,
        secret: appSecret,
        code,
        grant_type: 'authorization_code',
      });
      const accessToken = token.access_token;
      const openId = token.openid;
      if (typeof accessToken !== 'string' || typeof openId !== 'string') {
        throw new WeChatError('WeChat answered no access_token / openid', 'malformed');
      }
      const info = await call('/sns/userinfo', {
        access_token: accessToken,
        openid: openId,
        lang: 'zh_CN',
      });
      const unionId =
        typeof info.unionid === 'string' && info.unionid
          ? info.unionid
          : typeof token.unionid === 'string' && token.unionid
            ? token.unionid
            : null;
      return {
        provider: 'wechat',
        subject: unionId ?? openId,
        openId,
        email: null,
        emailVerified: false,
        nickname: typeof info.nickname === 'string' ? info.nickname : null,
      };
    },
  };
}
