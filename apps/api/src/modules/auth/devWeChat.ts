import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLoopback } from '../../adapters/outbox-route';
import { WeChatError, type WeChatProvider } from './wechat';

/** Path (under the API prefix) of the stand-in's QR page. */
export const DEV_WECHAT_PAGE = '/api/auth/login/third/wechat/dev';

/** Codes the stand-in's page minted, kept in memory (single use). */
interface DevCode {
  openId: string;
  nickname: string;
}

/**
 * The embedded development stand-in for WeChat (docs/auth.md 'WeChat'): used
 * when no `WECHAT_APP_ID` is set outside production. Its "QR page" is a
 * loopback-only page of this server where a developer (or an end-to-end
 * test) confirms or cancels as a chosen WeChat user; the page then sends the
 * frame to the real callback, as WeChat would. Only codes minted by that
 * page are accepted, once each, so a remote client cannot sign in through it.
 */
export class DevWeChat implements WeChatProvider {
  private readonly codes = new Map<string, DevCode>();

  constructor(private readonly pageUrl: string) {}

  authorizeUrl(state: string, redirectUri: string): string {
    return `${this.pageUrl}?${new URLSearchParams({ state, redirect_uri: redirectUri }).toString()}`;
  }

  async fetchProfile(code: string) {
    const minted = this.codes.get(code);
    if (!minted) throw new WeChatError('The development WeChat did not issue this code', '40029');
    this.codes.delete(code);
    return {
      provider: 'wechat' as const,
      subject: minted.openId,
      openId: minted.openId,
      email: null,
      emailVerified: false,
      nickname: minted.nickname,
    };
  }

  /** Mints a code for `openId` (what WeChat does when the person confirms). */
  mint(openId: string, nickname: string): string {
    const code = `dev-${randomBytes(12).toString('base64url')}`;
    this.codes.set(code, { openId, nickname });
    return code;
  }
}

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Registers the stand-in's page: `GET <DEV_WECHAT_PAGE>?state&redirect_uri`
 * shows a form (WeChat user id and nickname, *Confirm login* and *Cancel*);
 * submitting it redirects to `redirect_uri` with a minted `code` and the
 * `state` (or only the `state`: a cancel). Loopback clients only (404
 * otherwise); `redirect_uri` must be this server's WeChat callback.
 */
export function registerDevWeChatPage(
  instance: FastifyInstance,
  dev: DevWeChat,
  callbackPath: string,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    DEV_WECHAT_PAGE,
    {
      schema: {
        hide: true,
        querystring: z.object({
          state: z.string(),
          redirect_uri: z.string(),
          openid: z.string().max(64).optional(),
          nickname: z.string().max(40).optional(),
          action: z.enum(['confirm', 'cancel']).optional(),
        }),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const callback = URL.canParse(q.redirect_uri) ? new URL(q.redirect_uri) : null;
      if (
        !isLoopback(request.socket.remoteAddress) ||
        !callback ||
        !callback.pathname.endsWith(callbackPath)
      ) {
        return reply
          .code(404)
          .serializer(JSON.stringify)
          .send({ code: 404, msg: 'Not found', data: null });
      }
      if (q.action) {
        callback.search = '';
        callback.searchParams.set('state', q.state);
        if (q.action === 'confirm')
          callback.searchParams.set(
            'code',
            dev.mint(q.openid || 'dev-wechat-user', q.nickname || '微信测试用户'),
          );
        return reply.redirect(callback.toString(), 302);
      }
      const hidden = `<input type="hidden" name="state" value="${escapeHtml(q.state)}"><input type="hidden" name="redirect_uri" value="${escapeHtml(q.redirect_uri)}">`;
      const page = `<!doctype html><html lang="zh-Hans"><head><meta charset="utf-8"><title>Development WeChat</title></head>
<body>
<h1>Development WeChat 开发用微信</h1>
<p>No WeChat app is configured; confirm as a test WeChat user. 未配置微信应用，以测试微信用户确认登录。</p>
<form method="get">${hidden}
<p><label>WeChat user id <input name="openid" value="dev-wechat-user"></label></p>
<p><label>Nickname <input name="nickname" value="微信测试用户"></label></p>
<p><button type="submit" name="action" value="confirm">Confirm login 确认登录</button>
<button type="submit" name="action" value="cancel">Cancel 取消</button></p>
</form></body></html>`;
      return reply.type('text/html; charset=utf-8').serializer(String).send(page);
    },
  );
}
