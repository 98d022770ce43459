import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_REQUIRED_CODE, TERMS_REQUIRED_MESSAGE, TERMS_VERSION } from '@aigc/domain';
import { eq } from 'drizzle-orm';
import { thirdLoginAttempts, userIdentities, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/harness';

const CLIENT_ID = 'aigc-test';
const CLIENT_SECRET = 'aigc-test-secret';
const OTHER_CLIENT_ID = 'other-app';
const OTHER_SECRET = 'other-app-secret';
const REDIRECT_URI = 'http://localhost/aigc/api/auth/login/third/google/callback';
const OTHER_REDIRECT = 'http://localhost/other/callback';

/** The people of the local OpenID provider: sub → claims. */
const people = new Map<string, { email: string; email_verified: boolean; name: string }>();
/** Who the provider's login step signs in next. */
let nextAccount = '';

/**
 * A local OpenID provider (oidc-provider) on 127.0.0.1 standing in for
 * Google: two clients, a login step that signs in {@link nextAccount} and
 * grants `openid email profile` without showing a page.
 */
async function startProvider() {
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
      {
        client_id: OTHER_CLIENT_ID,
        client_secret: OTHER_SECRET,
        redirect_uris: [OTHER_REDIRECT],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the scope's claims are in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx, sub) => {
      const person = people.get(sub);
      return person ? { accountId: sub, claims: () => ({ sub, ...person }) } : undefined;
    },
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({
        accountId: nextAccount,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: nextAccount }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((err: unknown) => res.writeHead(500).end(String(err)));
  });
  return { issuer, close: () => new Promise<void>((done) => server.close(() => done())) };
}

/** A tiny cookie jar for driving the provider's pages with fetch. */
class Jar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Follows the provider's redirects from `authUrl` as a browser would (the
 * login step signs in `account`) until it redirects to `redirectPrefix`;
 * returns that final URL with its query (code, state, iss).
 */
async function authorize(authUrl: string, account: string, redirectPrefix: string): Promise<URL> {
  nextAccount = account;
  const jar = new Jar();
  let url = authUrl;
  for (let i = 0; i < 10; i++) {
    if (url.startsWith(redirectPrefix)) return new URL(url);
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res);
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url}: ${res.status} ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}

/** An ID token issued to `clientId` for `account` through a plain code flow (no nonce). */
async function idTokenFor(
  issuer: string,
  clientId: string,
  secret: string,
  redirectUri: string,
  account: string,
): Promise<string> {
  const auth = new URL('/auth', issuer);
  auth.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: redirectUri,
    state: 's1',
  }).toString();
  const back = await authorize(auth.href, account, redirectUri);
  const res = await fetch(new URL('/token', issuer), {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: redirectUri,
    }),
  });
  return ((await res.json()) as { id_token: string }).id_token;
}

let op: Awaited<ReturnType<typeof startProvider>>;
let t: TestApp;
beforeAll(async () => {
  op = await startProvider();
  t = await startTestApp({
    config: {
      google: {
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        issuer: op.issuer,
        redirectUri: REDIRECT_URI,
      },
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await op?.close();
});

let n = 0;
function person(email?: string, verified = true) {
  const sub = `google-${++n}-${Date.now()}`;
  people.set(sub, {
    email: email ?? `${sub}@gmail.example`,
    email_verified: verified,
    name: `Person ${n}`,
  });
  return { sub, email: email ?? `${sub}@gmail.example` };
}

/**
 * Our start route: the provider URL and the browser cookie it set. The
 * person accepted the terms in force before leaving unless `termsVersion`
 * is null (docs/auth.md 'Terms').
 */
async function startSignIn(redirect?: string, htSource?: string, termsVersion: string | null = TERMS_VERSION) {
  const r = await t.app.inject({
    method: 'GET',
    url: '/aigc/api/auth/login/third/google',
    query: { ...(redirect ? { redirect } : {}), ...(htSource ? { htSource } : {}), ...(termsVersion ? { termsVersion } : {}) },
  });
  expect(r.statusCode).toBe(302);
  const cookie = (r.cookies as { name: string; value: string }[]).find(
    (c) => c.name === 'aigc_login_browser',
  );
  return { location: String(r.headers.location), browser: cookie!.value };
}
/** Our callback with the provider's answer, from `browser`. */
async function finish(back: URL, browser: string) {
  const r = await t.app.inject({
    method: 'GET',
    url: `/aigc/api/auth/login/third/google/callback${back.search}`,
    cookies: { aigc_login_browser: browser },
  });
  expect(r.statusCode).toBe(302);
  const session = (r.cookies as { name: string; value: string }[]).find(
    (c) => c.name === 'aigc_session',
  )?.value;
  return { location: String(r.headers.location), session };
}

/** The stored `signup_source` of the account with `email`. */
async function signupSourceOf(email: string) {
  const [u] = await t.db.select({ s: users.signupSource }).from(users).where(eq(users.email, email));
  return u?.s;
}

describe('Google sign-in and ht_source (docs/product.md §3 "Campaign source")', () => {
  it('stores the redirect flow’s htSource on the account its first sign-in makes, and never changes it', async () => {
    const p = person();
    const s = await startSignIn('/', 'xhs_spring');
    const done = await finish(await authorize(s.location, p.sub, REDIRECT_URI), s.browser);
    expect(done.session).toBeDefined();
    expect(await signupSourceOf(p.email)).toBe('xhs_spring');
    const again = await startSignIn('/', 'other_source');
    await finish(await authorize(again.location, p.sub, REDIRECT_URI), again.browser);
    expect(await signupSourceOf(p.email)).toBe('xhs_spring');
  }, 30_000);

  it('stores the ID-token call’s htSource, and refuses a malformed one', async () => {
    const p = person();
    const token = await idTokenFor(op.issuer, CLIENT_ID, CLIENT_SECRET, REDIRECT_URI, p.sub);
    const bad = await t.call('POST', '/aigc/api/auth/login/third', {
      body: { accessToken: token, source: 'google', termsVersion: TERMS_VERSION, htSource: 'no spaces' },
    });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('ht_source');
    const r = await t.call('POST', '/aigc/api/auth/login/third', {
      body: { accessToken: token, source: 'google', termsVersion: TERMS_VERSION, htSource: 'ycg-42' },
    });
    expect(r.body.code).toBe(200);
    expect(await signupSourceOf(p.email)).toBe('ycg-42');
  }, 30_000);
});

describe('Google sign-in (OpenID Connect, PKCE)', () => {
  it('redirects with state, nonce and an S256 challenge; the first sign-in makes an account with +5 tickets', async () => {
    const p = person();
    const s = await startSignIn('/account?tab=wants');
    const url = new URL(s.location);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const k of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(k)).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');

    const back = await authorize(s.location, p.sub, REDIRECT_URI);
    const done = await finish(back, s.browser);
    expect(done.location).toBe('/account?tab=wants');
    expect(done.session).toBeDefined();
    const info = await t.call<{
      email: string;
      balance: number;
      nickName: string;
      hasPassword: boolean;
    }>('GET', '/aigc/api/user/info', { session: done.session });
    expect(info.body.data).toMatchObject({ email: p.email, balance: 5, hasPassword: false });

    // Signing in again reaches the same account; the state is single use.
    const again = await startSignIn();
    const second = await finish(
      await authorize(again.location, p.sub, REDIRECT_URI),
      again.browser,
    );
    expect(second.location).toBe('/');
    const info2 = await t.call<{ id: string; balance: number }>('GET', '/aigc/api/user/info', {
      session: second.session,
    });
    expect(info2.body.data.balance).toBe(5);
    const replay = await finish(back, s.browser);
    expect(replay.location).toBe('/login?thirdError=failed&redirect=%2Faccount%3Ftab%3Dwants');
    expect(replay.session).toBeUndefined();
  }, 30_000);

  it('refuses a nonce that does not match, and a callback from another browser', async () => {
    const p = person();
    const s = await startSignIn();
    const back = await authorize(s.location, p.sub, REDIRECT_URI);
    const state = back.searchParams.get('state')!;
    await t.db
      .update(thirdLoginAttempts)
      .set({ nonce: 'another-nonce' })
      .where(eq(thirdLoginAttempts.state, state));
    const r = await finish(back, s.browser);
    expect(r).toEqual({ location: '/login?thirdError=failed', session: undefined });

    const s2 = await startSignIn();
    const back2 = await authorize(s2.location, p.sub, REDIRECT_URI);
    const stranger = await finish(back2, 'x'.repeat(43));
    expect(stranger.session).toBeUndefined();
    expect(stranger.location).toBe('/login?thirdError=failed');
    expect(
      await t.db.select().from(userIdentities).where(eq(userIdentities.subject, p.sub)),
    ).toEqual([]);
  }, 30_000);

  it('reports a declined consent as cancelled', async () => {
    const s = await startSignIn('/creator');
    const state = new URL(s.location).searchParams.get('state')!;
    const r = await finish(
      new URL(`${REDIRECT_URI}?error=access_denied&state=${state}`),
      s.browser,
    );
    expect(r).toEqual({
      location: '/login?thirdError=cancelled&redirect=%2Fcreator',
      session: undefined,
    });
  });

  it('links an e-mail registered with a password only after the password is proven', async () => {
    const u = await t.register({ password: 'pass4821' });
    const p = person(u.email);
    const s = await startSignIn('/make-real');
    const r = await finish(await authorize(s.location, p.sub, REDIRECT_URI), s.browser);
    expect(r.session).toBeUndefined();
    const link = new URL(r.location, 'http://localhost');
    expect(link.pathname).toBe('/login');
    expect(link.searchParams.get('redirect')).toBe('/make-real');
    const token = link.searchParams.get('thirdLink')!;
    const info = await t.call<{ provider: string; email: string }>(
      'GET',
      '/aigc/api/auth/login/third/link',
      { query: { validateAuthToken: token } },
    );
    expect(info.body.data).toEqual({
      provider: 'google',
      email: expect.stringMatching(/^r\*+@example\.test$/),
    });

    const wrong = await t.call('POST', '/aigc/api/auth/login/third/link', {
      body: { validateAuthToken: token, password: await t.encrypt('nope1234') },
    });
    expect(wrong.body).toEqual({ code: 400, msg: 'Incorrect password', data: null });
    const linked = await t.call<{ user: { id: string } }>(
      'POST',
      '/aigc/api/auth/login/third/link',
      {
        body: { validateAuthToken: token, password: await t.encrypt('pass4821') },
      },
    );
    expect(linked.body.data.user.id).toBe(u.id);
    expect(linked.sessionCookie).toBeDefined();

    // From now on Google signs straight in to that account.
    const again = await startSignIn();
    const direct = await finish(
      await authorize(again.location, p.sub, REDIRECT_URI),
      again.browser,
    );
    const me = await t.call<{ id: string }>('GET', '/aigc/api/user/info', {
      session: direct.session,
    });
    expect(me.body.data.id).toBe(u.id);
  }, 30_000);

  it('signs in with an ID token for our client through POST login/third, and refuses one for another audience', async () => {
    const p = person();
    const ours = await idTokenFor(op.issuer, CLIENT_ID, CLIENT_SECRET, REDIRECT_URI, p.sub);
    const r = await t.call<{ status: string; user: { email: string } }>(
      'POST',
      '/aigc/api/auth/login/third',
      {
        body: { accessToken: ours, source: 'google', termsVersion: TERMS_VERSION },
      },
    );
    expect(r.body.data).toMatchObject({ status: 'loggedIn', user: { email: p.email } });
    expect(r.sessionCookie).toBeDefined();

    const theirs = await idTokenFor(
      op.issuer,
      OTHER_CLIENT_ID,
      OTHER_SECRET,
      OTHER_REDIRECT,
      p.sub,
    );
    const refused = await t.call('POST', '/aigc/api/auth/login/third', {
      body: { accessToken: theirs, source: 'google', termsVersion: TERMS_VERSION },
    });
    expect(refused.body).toEqual({
      code: 400,
      msg: 'Login failed: the sign-in token is not valid',
      data: null,
    });
    const tampered = `${ours.slice(0, -4)}AAAA`;
    expect(
      (
        await t.call('POST', '/aigc/api/auth/login/third', {
          body: { accessToken: tampered, source: 'google', termsVersion: TERMS_VERSION },
        })
      ).body.code,
    ).toBe(400);
  }, 30_000);

  it('answers requiredLink through POST login/third for a password account, and sends visitors back when Google is off', async () => {
    const u = await t.register({ password: 'pass4821' });
    const p = person(u.email);
    const token = await idTokenFor(op.issuer, CLIENT_ID, CLIENT_SECRET, REDIRECT_URI, p.sub);
    const r = await t.call<{ status: string; validateAuthToken: string; linkEmail: string }>(
      'POST',
      '/aigc/api/auth/login/third',
      {
        body: { accessToken: token, source: 'google', termsVersion: TERMS_VERSION },
      },
    );
    expect(r.body.data).toMatchObject({
      status: 'requiredLink',
      user: null,
      linkEmail: expect.stringMatching(/^r\*+@example\.test$/),
    });
    expect(r.sessionCookie).toBeUndefined();

    const off = await startTestApp();
    try {
      const start = await off.app.inject({
        method: 'GET',
        url: '/aigc/api/auth/login/third/google',
        query: { redirect: '//evil.example' },
      });
      expect(start.headers.location).toBe('/login?thirdError=unavailable');
      expect(
        (
          await off.call('POST', '/aigc/api/auth/login/third', {
            body: { accessToken: token, source: 'google', termsVersion: TERMS_VERSION },
          })
        ).body,
      ).toEqual({
        code: 503,
        msg: 'Google sign-in is not available',
        data: null,
      });
    } finally {
      await off.close();
    }
  }, 30_000);
});

describe('the terms with Google (docs/auth.md "Terms")', () => {
  const termsOfEmail = async (email: string) =>
    (await t.db.select({ v: users.termsVersion }).from(users).where(eq(users.email, email)))[0]?.v;

  it('sends a new person back to accept the terms first (nothing made), then signs up with them; a returning account is asked again only after a change', async () => {
    const p = person();
    const s = await startSignIn('/make-real', undefined, null);
    const refused = await finish(await authorize(s.location, p.sub, REDIRECT_URI), s.browser);
    expect(refused).toEqual({ location: '/login?thirdError=terms&redirect=%2Fmake-real', session: undefined });
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.subject, p.sub))).toEqual([]);

    const accepted = await startSignIn('/make-real');
    const done = await finish(await authorize(accepted.location, p.sub, REDIRECT_URI), accepted.browser);
    expect(done.location).toBe('/make-real');
    expect(done.session).toBeDefined();
    expect(await termsOfEmail(p.email)).toBe(TERMS_VERSION);

    // Returning: no box ticked, not asked.
    const back = await startSignIn('/', undefined, null);
    expect((await finish(await authorize(back.location, p.sub, REDIRECT_URI), back.browser)).session).toBeDefined();

    // The terms changed: asked once more.
    await t.db.update(users).set({ termsVersion: '2000-01-01' }).where(eq(users.email, p.email));
    const changed = await startSignIn('/', undefined, null);
    expect((await finish(await authorize(changed.location, p.sub, REDIRECT_URI), changed.browser)).location).toBe(
      '/login?thirdError=terms&redirect=%2F',
    );
    const ok = await startSignIn('/');
    expect((await finish(await authorize(ok.location, p.sub, REDIRECT_URI), ok.browser)).session).toBeDefined();
    expect(await termsOfEmail(p.email)).toBe(TERMS_VERSION);
  }, 30_000);

  it('answers requiredTerms to an ID token without the acceptance, and the same token signs up with it', async () => {
    const p = person();
    const token = await idTokenFor(op.issuer, CLIENT_ID, CLIENT_SECRET, REDIRECT_URI, p.sub);
    const asked = await t.call('POST', '/aigc/api/auth/login/third', { body: { accessToken: token, source: 'google' } });
    expect(asked.body.data).toMatchObject({ status: 'requiredTerms', user: null });
    expect(asked.sessionCookie).toBeUndefined();
    expect(await termsOfEmail(p.email)).toBeUndefined();
    const old = await t.call('POST', '/aigc/api/auth/login/third', {
      body: { accessToken: token, source: 'google', termsVersion: '2000-01-01' },
    });
    expect(old.body.data).toMatchObject({ status: 'requiredTerms' });
    const r = await t.call('POST', '/aigc/api/auth/login/third', {
      body: { accessToken: token, source: 'google', termsVersion: TERMS_VERSION },
    });
    expect(r.body.data).toMatchObject({ status: 'loggedIn', user: { email: p.email } });
    expect(await termsOfEmail(p.email)).toBe(TERMS_VERSION);
  }, 30_000);

  it('asks at the link step after the right password, keeping the step for the answer with the acceptance', async () => {
    const u = await t.register({ password: 'pass4821' });
    await t.db.update(users).set({ termsVersion: null, termsAcceptedAt: null }).where(eq(users.id, u.id));
    const p = person(u.email);
    const s = await startSignIn('/');
    const r = await finish(await authorize(s.location, p.sub, REDIRECT_URI), s.browser);
    const token = new URL(r.location, 'http://localhost').searchParams.get('thirdLink')!;
    const wrong = await t.call('POST', '/aigc/api/auth/login/third/link', {
      body: { validateAuthToken: token, password: await t.encrypt('nope1234') },
    });
    expect(wrong.body.msg).toBe('Incorrect password');
    const refused = await t.call('POST', '/aigc/api/auth/login/third/link', {
      body: { validateAuthToken: token, password: await t.encrypt('pass4821') },
    });
    expect(refused.body).toEqual({ code: TERMS_REQUIRED_CODE, msg: TERMS_REQUIRED_MESSAGE, data: null });
    expect(refused.sessionCookie).toBeUndefined();
    const linked = await t.call<{ user: { id: string } }>('POST', '/aigc/api/auth/login/third/link', {
      body: { validateAuthToken: token, password: await t.encrypt('pass4821'), termsVersion: TERMS_VERSION },
    });
    expect(linked.body.data.user.id).toBe(u.id);
    expect(await termsOfEmail(u.email)).toBe(TERMS_VERSION);
  }, 30_000);
});
