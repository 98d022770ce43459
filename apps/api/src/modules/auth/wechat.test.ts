import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_REQUIRED_CODE, TERMS_REQUIRED_MESSAGE, TERMS_VERSION } from '@aigc/domain';
import { eq } from 'drizzle-orm';
import { thirdLoginAttempts, userIdentities, users } from '../../db/schema';
import { codeFrom, startTestApp, type CallResult, type TestApp } from '../../test/harness';

const APP_ID = 'wx-test-app';
const APP_SECRET = 'wx-test-secret';

/** A WeChat user of the fake: what a code issued for them resolves to. */
interface FakeWeChatUser {
  openid: string;
  unionid?: string;
  nickname: string;
}

/** A local stand-in for api.weixin.qq.com: `/sns/oauth2/access_token` and `/sns/userinfo`. */
async function startFakeWeChat() {
  const codes = new Map<string, FakeWeChatUser>();
  const tokens = new Map<string, FakeWeChatUser>();
  let n = 0;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (json: unknown) =>
      res.writeHead(200, { 'content-type': 'text/plain' }).end(JSON.stringify(json));
    if (url.pathname === '/sns/oauth2/access_token') {
      const user = codes.get(url.searchParams.get('code') ?? '');
      if (
        url.searchParams.get('appid') !== APP_ID ||
        url.searchParams.get('secret') !== APP_SECRET
      ) {
        return send({ errcode: 40125, errmsg: 'invalid appsecret' });
      }
      if (!user || url.searchParams.get('grant_type') !== 'authorization_code')
        return send({ errcode: 40029, errmsg: 'invalid code' });
      codes.delete(url.searchParams.get('code') ?? '');
      const token = `at-${++n}`;
      tokens.set(token, user);
      return send({
        access_token: token,
        expires_in: 7200,
        refresh_token: 'rt',
        openid: user.openid,
        scope: 'snsapi_login',
        unionid: user.unionid,
      });
    }
    if (url.pathname === '/sns/userinfo') {
      const user = tokens.get(url.searchParams.get('access_token') ?? '');
      if (!user || user.openid !== url.searchParams.get('openid'))
        return send({ errcode: 40001, errmsg: 'invalid credential' });
      return send({
        ...user,
        sex: 0,
        province: '',
        city: '',
        country: 'CN',
        headimgurl: '',
        privilege: [],
      });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The code WeChat would put on the callback once `user` confirmed the QR code. */
    codeFor(user: FakeWeChatUser): string {
      const code = `code-${++n}`;
      codes.set(code, user);
      return code;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

let fake: Awaited<ReturnType<typeof startFakeWeChat>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeWeChat();
  t = await startTestApp({
    config: {
      wechat: {
        appId: APP_ID,
        appSecret: APP_SECRET,
        redirectUri: 'https://cn.example/aigc/api/auth/login/third/wechat/callback',
        openUrl: 'https://open.example',
        apiUrl: fake.url,
        devStandIn: false,
      },
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const CN = { host: 'cn.localhost:3000' };
let m = 0;
const freshMobile = () =>
  `137${String(Date.now() % 1e4).padStart(4, '0')}${String(++m).padStart(4, '0')}`;
let w = 0;
const wechatUser = (withUnion = true): FakeWeChatUser => ({
  openid: `o-${++w}-${Date.now()}`,
  ...(withUnion ? { unionid: `u-${w}-${Date.now()}` } : {}),
  nickname: `微信用户${w}`,
});

function browserCookie(r: CallResult): string {
  const c = r.setCookie.find((s) => s.startsWith('aigc_login_browser='));
  if (!c) throw new Error('no aigc_login_browser cookie');
  return /^aigc_login_browser=([^;]*)/.exec(c)![1]!;
}

interface ThirdResult {
  status: string;
  user: { id: string; openId: string | null; phone: string | null; balance: number } | null;
  requiredBinding: boolean;
  validateAuthToken: string | null;
}

/** Starts a QR attempt; returns its state and the browser cookie. */
async function start(browser?: string) {
  const r = await t.call<{ url: string; state: string }>('GET', '/aigc/api/auth/login/pre/third', {
    query: { identifierType: '3' },
    headers: { ...CN, ...(browser ? { cookie: `aigc_login_browser=${browser}` } : {}) },
  });
  expect(r.body.code).toBe(200);
  return { ...r.body.data, browser: browser ?? browserCookie(r) };
}
async function callback(query: Record<string, string>) {
  const r = await t.app.inject({
    method: 'GET',
    url: '/aigc/api/auth/login/third/wechat/callback',
    query,
  });
  expect(r.headers['content-type']).toMatch(/text\/html/);
  return r.body;
}
async function poll(state: string, browser?: string, termsVersion?: string) {
  return t.call<ThirdResult>('GET', '/aigc/api/auth/login/query/third', {
    query: { uuid: state, ...(termsVersion ? { termsVersion } : {}) },
    headers: browser ? { cookie: `aigc_login_browser=${browser}` } : {},
  });
}
async function bind(token: string, mobile: string) {
  expect(
    (
      await t.call('POST', '/aigc/api/auth/binding/mobile/code', {
        body: { mobile, validateAuthToken: token },
      })
    ).body.code,
  ).toBe(200);
  const code = codeFrom((await t.outbox()).find((x) => x.to === mobile));
  const r = await t.call<{
    user: { id: string; openId: string; phone: string; balance: number; nickName: string };
  }>('POST', '/aigc/api/auth/binding/mobile/submit', {
    body: { mobile, validateAuthToken: token, code, termsVersion: TERMS_VERSION },
    headers: CN,
  });
  t.clock.advance(61_000);
  return r;
}
/** A full first WeChat sign-in that binds `mobile`. */
async function signUpWithWeChat(user: FakeWeChatUser, mobile: string) {
  const s = await start();
  await callback({ code: fake.codeFor(user), state: s.state });
  const p = await poll(s.state, s.browser);
  return bind(p.body.data.validateAuthToken!, mobile);
}

describe('WeChat QR sign-in', () => {
  it('returns the qrconnect URL with a state, polls pending, then requires a phone binding for a new user', async () => {
    const s = await start();
    const url = new URL(s.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://open.example/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: APP_ID,
      redirect_uri: 'https://cn.example/aigc/api/auth/login/third/wechat/callback',
      response_type: 'code',
      scope: 'snsapi_login',
      state: s.state,
    });
    expect(url.hash).toBe('#wechat_redirect');
    expect((await poll(s.state, s.browser)).body.data).toMatchObject({
      status: 'pending',
      user: null,
      requiredBinding: false,
    });

    const user = wechatUser();
    expect(await callback({ code: fake.codeFor(user), state: s.state })).toMatch(
      /Signed in with WeChat/,
    );
    // Another browser cannot collect the result.
    expect((await poll(s.state)).body.data.status).toBe('expired');
    const p = await poll(s.state, s.browser);
    expect(p.body.data).toMatchObject({
      status: 'requiredBinding',
      requiredBinding: true,
      user: null,
    });
    expect(p.body.data.validateAuthToken).toMatch(/^[\w-]{43}$/);
    expect(p.sessionCookie).toBeUndefined();
    // Handed out once.
    expect((await poll(s.state, s.browser)).body.data.status).toBe('expired');

    const mobile = freshMobile();
    const bound = await bind(p.body.data.validateAuthToken!, mobile);
    expect(bound.body.code).toBe(200);
    expect(bound.sessionCookie).toBeDefined();
    expect(bound.body.data.user).toMatchObject({
      openId: user.openid,
      phone: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
      balance: 5,
      nickName: user.nickname,
    });
    // The token is used up.
    expect(
      (
        await t.call('POST', '/aigc/api/auth/binding/mobile/code', {
          body: { mobile, validateAuthToken: p.body.data.validateAuthToken },
        })
      ).body.msg,
    ).toBe('This verification has expired, please start again');

    // The next QR sign-in of the same WeChat user signs straight in.
    const again = await start(s.browser);
    await callback({ code: fake.codeFor(user), state: again.state });
    const done = await poll(again.state, s.browser);
    expect(done.body.data).toMatchObject({
      status: 'loggedIn',
      requiredBinding: false,
      validateAuthToken: null,
    });
    expect(done.body.data.user?.id).toBe(bound.body.data.user.id);
    expect(done.sessionCookie).toBeDefined();
    const info = await t.call<{ openId: string }>('GET', '/aigc/api/user/info', {
      session: done.sessionCookie,
    });
    expect(info.body.data.openId).toBe(user.openid);
  });

  it('refuses a state it did not issue, and a state used once', async () => {
    const s = await start();
    const user = wechatUser();
    expect(await callback({ code: fake.codeFor(user), state: 'forged-state' })).toMatch(
      /Invalid WeChat login parameters/,
    );
    expect(await callback({ code: fake.codeFor(user) })).toMatch(/Invalid WeChat login parameters/);
    expect((await poll(s.state, s.browser)).body.data.status).toBe('pending');
    expect(
      await t.db.select().from(userIdentities).where(eq(userIdentities.openId, user.openid)),
    ).toEqual([]);

    await callback({ code: fake.codeFor(user), state: s.state });
    expect(await callback({ code: fake.codeFor(user), state: s.state })).toMatch(
      /Invalid WeChat login parameters/,
    );
  });

  it('treats a callback without a code as a cancel: nothing is made and the state is spent', async () => {
    const s = await start();
    expect(await callback({ state: s.state })).toMatch(/cancelled/);
    const p = await poll(s.state, s.browser);
    expect(p.body).toMatchObject({ code: 200, data: { status: 'cancelled', user: null } });
    expect(p.sessionCookie).toBeUndefined();
    const user = wechatUser();
    expect(await callback({ code: fake.codeFor(user), state: s.state })).toMatch(/Invalid/);
    expect(
      await t.db.select().from(userIdentities).where(eq(userIdentities.openId, user.openid)),
    ).toEqual([]);
  });

  it('reports a code WeChat refuses as failed, and an attempt older than 10 minutes as expired', async () => {
    const s = await start();
    expect(await callback({ code: 'not-a-code', state: s.state })).toMatch(/Login failed/);
    expect((await poll(s.state, s.browser)).body.data.status).toBe('failed');

    const old = await start();
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await poll(old.state, old.browser)).body.data.status).toBe('expired');
    expect(await callback({ code: fake.codeFor(wechatUser()), state: old.state })).toMatch(
      /Invalid/,
    );
  });

  it('links a new WeChat user to the account that owns the number (the code proves it)', async () => {
    const mobile = freshMobile();
    await t.call('POST', '/aigc/api/auth/login/mobile/code', { body: { mobile } });
    const phoneUser = await t.call<{ user: { id: string } }>(
      'POST',
      '/aigc/api/auth/login/mobile',
      {
        body: { mobile, code: codeFrom((await t.outbox()).find((x) => x.to === mobile)), termsVersion: TERMS_VERSION },
      },
    );
    t.clock.advance(61_000);
    const user = wechatUser(false); // an app without union: the openid is the subject
    const bound = await signUpWithWeChat(user, mobile);
    expect(bound.body.data.user.id).toBe(phoneUser.body.data.user.id);
    expect(bound.body.data.user.openId).toBe(user.openid);
    expect(bound.body.data.user.balance).toBe(5); // no second sign-up grant
  });

  it('refuses a number bound to an account that has another WeChat, with a clear message', async () => {
    const mobile = freshMobile();
    expect((await signUpWithWeChat(wechatUser(), mobile)).body.code).toBe(200);
    const intruder = wechatUser();
    const s = await start();
    await callback({ code: fake.codeFor(intruder), state: s.state });
    const token = (await poll(s.state, s.browser)).body.data.validateAuthToken!;
    const refused = await bind(token, mobile);
    expect(refused.body).toEqual({
      code: 409,
      msg: 'This mobile number is already bound to another account',
      data: null,
    });
    // The refusal leaves the step usable with another number.
    const other = freshMobile();
    const ok = await bind(token, other);
    expect(ok.body.data.user.openId).toBe(intruder.openid);
  });

  it('asks an existing WeChat account without a phone to bind one, and refuses a number of another account', async () => {
    const owner = freshMobile();
    await t.call('POST', '/aigc/api/auth/login/mobile/code', { body: { mobile: owner } });
    await t.call('POST', '/aigc/api/auth/login/mobile', {
      body: { mobile: owner, code: codeFrom((await t.outbox()).find((x) => x.to === owner)), termsVersion: TERMS_VERSION },
    });
    t.clock.advance(61_000);
    const user = wechatUser();
    const first = await signUpWithWeChat(user, freshMobile());
    // The account loses its phone (e.g. an operator unbound it).
    await t.db.update(users).set({ phone: null }).where(eq(users.id, first.body.data.user.id));
    const s = await start();
    await callback({ code: fake.codeFor(user), state: s.state });
    const p = await poll(s.state, s.browser);
    expect(p.body.data.status).toBe('requiredBinding');
    const refused = await bind(p.body.data.validateAuthToken!, owner);
    expect(refused.body).toEqual({
      code: 409,
      msg: 'This mobile number is already bound to another account',
      data: null,
    });
    const rebound = await bind(p.body.data.validateAuthToken!, freshMobile());
    expect(rebound.body.data.user.id).toBe(first.body.data.user.id);
  });

  it('answers 503 when WeChat is not configured, and refuses other identifier types', async () => {
    const off = await startTestApp({
      config: {
        wechat: {
          appId: undefined,
          appSecret: undefined,
          redirectUri: undefined,
          openUrl: 'https://x',
          apiUrl: 'https://x',
          devStandIn: false,
        },
      },
    });
    try {
      expect(
        (
          await off.call('GET', '/aigc/api/auth/login/pre/third', {
            query: { identifierType: '3' },
          })
        ).body,
      ).toEqual({
        code: 503,
        msg: 'WeChat login is not available',
        data: null,
      });
    } finally {
      await off.close();
    }
    expect(
      (await t.call('GET', '/aigc/api/auth/login/pre/third', { query: { identifierType: '1' } }))
        .body.msg,
    ).toBe('Unsupported sign-in type');
    const rows = await t.db.select().from(thirdLoginAttempts);
    expect(rows.every((r) => r.provider === 'wechat')).toBe(true);
  }, 120_000); // starts a second app (a database and its migrations) inside the test
});

describe('the development stand-in for WeChat (no app id, outside production)', () => {
  let dev: TestApp;
  beforeAll(async () => {
    dev = await startTestApp({
      config: {
        wechat: {
          appId: undefined,
          appSecret: undefined,
          redirectUri: undefined,
          openUrl: 'https://x',
          apiUrl: 'https://x',
          devStandIn: true,
        },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await dev?.close();
  });

  it('shows a local confirm page that sends the frame to the callback with a code only it minted', async () => {
    const s = await dev.call<{ url: string; state: string }>(
      'GET',
      '/aigc/api/auth/login/pre/third',
      {
        query: { identifierType: '3' },
        headers: { host: 'cn.localhost:3000' },
      },
    );
    const browser = browserCookie(s);
    const page = new URL(s.body.data.url, 'http://cn.localhost:3000');
    expect(page.pathname).toBe('/aigc/api/auth/login/third/wechat/dev');
    expect(page.searchParams.get('redirect_uri')).toBe(
      'http://cn.localhost:3000/aigc/api/auth/login/third/wechat/callback',
    );
    const shown = await dev.app.inject({
      method: 'GET',
      url: `${page.pathname}${page.search}`,
      remoteAddress: '127.0.0.1',
    });
    expect(shown.body).toContain('Confirm login');
    expect(
      (
        await dev.app.inject({
          method: 'GET',
          url: `${page.pathname}${page.search}`,
          remoteAddress: '203.0.113.5',
        })
      ).statusCode,
    ).toBe(404);

    // A code the page did not mint is refused.
    await dev.app.inject({
      method: 'GET',
      url: '/aigc/api/auth/login/third/wechat/callback',
      query: { code: 'dev-forged', state: s.body.data.state },
    });
    expect(
      (
        await dev.call<ThirdResult>('GET', '/aigc/api/auth/login/query/third', {
          query: { uuid: s.body.data.state },
          headers: { cookie: `aigc_login_browser=${browser}` },
        })
      ).body.data.status,
    ).toBe('failed');

    const again = await dev.call<{ url: string; state: string }>(
      'GET',
      '/aigc/api/auth/login/pre/third',
      {
        query: { identifierType: '3' },
        headers: { host: 'cn.localhost:3000', cookie: `aigc_login_browser=${browser}` },
      },
    );
    const next = new URL(again.body.data.url, 'http://cn.localhost:3000');
    next.searchParams.set('openid', 'e2e-wechat-1');
    next.searchParams.set('action', 'confirm');
    const confirmed = await dev.app.inject({
      method: 'GET',
      url: `${next.pathname}${next.search}`,
    });
    expect(confirmed.statusCode).toBe(302);
    const back = new URL(String(confirmed.headers.location));
    expect(back.searchParams.get('state')).toBe(again.body.data.state);
    await dev.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    const p = await dev.call<ThirdResult>('GET', '/aigc/api/auth/login/query/third', {
      query: { uuid: again.body.data.state },
      headers: { cookie: `aigc_login_browser=${browser}` },
    });
    expect(p.body.data.status).toBe('requiredBinding');
  });
});

describe('WECHAT_DEV_LOGIN (env.ts)', () => {
  it('turns the stand-in on outside production, off with 0, never in production, never beside an app id', async () => {
    const { readEnv } = await import('../../env');
    const standIn = (source: Record<string, string>) => readEnv(source).wechat.devStandIn;
    expect(standIn({})).toBe(true);
    expect(standIn({ WECHAT_DEV_LOGIN: '0' })).toBe(false);
    expect(standIn({ NODE_ENV: 'production' })).toBe(false);
    expect(standIn({ NODE_ENV: 'production', WECHAT_DEV_LOGIN: '1' })).toBe(false);
    expect(standIn({ WECHAT_APP_ID: 'wx1', WECHAT_DEV_LOGIN: '1' })).toBe(false);
  });
});

describe('the terms with WeChat (docs/auth.md "Terms")', () => {
  const termsOf = async (id: string) =>
    (await t.db.select({ v: users.termsVersion, at: users.termsAcceptedAt }).from(users).where(eq(users.id, id)))[0];

  it('does not ask a returning account again, and asks it once the terms change: the poll waits for the acceptance', async () => {
    const user = wechatUser();
    const first = await signUpWithWeChat(user, freshMobile());
    expect(first.body.code).toBe(200);
    const id = first.body.data.user.id;
    expect((await termsOf(id))?.v).toBe(TERMS_VERSION);

    const again = await start();
    await callback({ code: fake.codeFor(user), state: again.state });
    const back = await poll(again.state, again.browser);
    expect(back.body.data).toMatchObject({ status: 'loggedIn', user: { id } });

    // A new version of the terms: this account accepted an older one.
    await t.db.update(users).set({ termsVersion: '2000-01-01' }).where(eq(users.id, id));
    const s = await start();
    await callback({ code: fake.codeFor(user), state: s.state });
    const asked = await poll(s.state, s.browser);
    expect(asked.body.data).toMatchObject({ status: 'requiredTerms', user: null, validateAuthToken: null });
    expect(asked.sessionCookie).toBeUndefined();
    // Still waiting for the person, not used up.
    expect((await poll(s.state, s.browser)).body.data.status).toBe('requiredTerms');
    // Another browser gets nothing, with or without the acceptance.
    expect((await poll(s.state, 'someone-else', TERMS_VERSION)).body.data.status).toBe('expired');
    t.clock.advance(5_000);
    const accepted = await poll(s.state, s.browser, TERMS_VERSION);
    expect(accepted.body.data).toMatchObject({ status: 'loggedIn', user: { id } });
    expect(accepted.sessionCookie).toBeDefined();
    const terms = await termsOf(id);
    expect(terms?.v).toBe(TERMS_VERSION);
    expect(terms?.at?.getTime()).toBe(t.clock.now().getTime());
    expect((await poll(s.state, s.browser, TERMS_VERSION)).body.data.status).toBe('expired');
  });

  it('asks a new WeChat user at the binding: without the acceptance nothing is made, and the code and step stay usable', async () => {
    const user = wechatUser();
    const mobile = freshMobile();
    const s = await start();
    await callback({ code: fake.codeFor(user), state: s.state });
    const token = (await poll(s.state, s.browser)).body.data.validateAuthToken!;
    await t.call('POST', '/aigc/api/auth/binding/mobile/code', { body: { mobile, validateAuthToken: token } });
    const code = codeFrom((await t.outbox()).find((x) => x.to === mobile));
    const refused = await t.call('POST', '/aigc/api/auth/binding/mobile/submit', {
      body: { mobile, validateAuthToken: token, code },
      headers: CN,
    });
    expect(refused.body).toEqual({ code: TERMS_REQUIRED_CODE, msg: TERMS_REQUIRED_MESSAGE, data: null });
    expect(refused.sessionCookie).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.phone, mobile))).toHaveLength(0);
    // A wrong code is a wrong code, terms or not.
    const wrong = await t.call('POST', '/aigc/api/auth/binding/mobile/submit', {
      body: { mobile, validateAuthToken: token, code: code === '000000' ? '111111' : '000000' },
      headers: CN,
    });
    expect(wrong.body.msg).toBe('Incorrect verification code');
    const ok = await t.call<{ user: { id: string } }>('POST', '/aigc/api/auth/binding/mobile/submit', {
      body: { mobile, validateAuthToken: token, code, termsVersion: TERMS_VERSION },
      headers: CN,
    });
    expect(ok.body.code).toBe(200);
    expect((await termsOf(ok.body.data.user.id))?.v).toBe(TERMS_VERSION);
    t.clock.advance(61_000);
  });
});
