import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NO_HANDOFF_META, parseSiteHosts } from '@aigc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../lib/sessions';
import { startTestApp, type TestApp } from '../../test/harness';
import { HANDOFF_BROWSER_COOKIE, HANDOFF_TTL_MS } from './handoff';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const SHOP = 'shop.localhost:3000';
const MAIN = 'localhost:3000';

/** One browser navigation: GET `url` on `host` with `cookies` → status, Location and the cookies set. */
async function navigate(host: string, url: string, cookies: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { host }, cookies });
  const raw = res.headers['set-cookie'];
  const set = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const cookie = (name: string) => {
    for (const c of set) {
      const m = new RegExp(`^${name}=([^;]*)`).exec(c);
      if (m) return m[1];
    }
    return undefined;
  };
  return { status: res.statusCode, location: String(res.headers.location ?? ''), cookie };
}

/** Whether `session` is signed in on `host` (`GET /api/auth/fetchToken`). */
async function signedIn(host: string, session: string | undefined): Promise<boolean> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/aigc/api/auth/fetchToken',
    headers: { host },
    cookies: session ? { [SESSION_COOKIE]: session } : {},
  });
  return (res.json() as { data: { isLogin: boolean } }).data.isLogin;
}

/** The whole handoff from the shop's start as the main site's `mainSession` → what the browser ends with. */
async function handOff(mainSession: string | undefined, to = '/order/list', hosts = { shop: SHOP, main: MAIN }) {
  const start = await navigate(hosts.shop, `/aigc/api/auth/handoff/start?to=${encodeURIComponent(to)}`);
  expect(start.status).toBe(302);
  const nonce = start.cookie(HANDOFF_BROWSER_COOKIE);
  expect(nonce).toBeTruthy();
  const mintUrl = new URL(start.location);
  expect(mintUrl.host).toBe(hosts.main);
  const mint = await navigate(hosts.main, `${mintUrl.pathname}${mintUrl.search}`, mainSession ? { [SESSION_COOKIE]: mainSession } : {});
  expect(mint.status).toBe(302);
  const acceptUrl = new URL(mint.location);
  expect(acceptUrl.host).toBe(hosts.shop);
  return { nonce: nonce!, acceptUrl, mintUrl };
}

async function accept(acceptUrl: URL, nonce: string | undefined, host = SHOP) {
  return navigate(host, `${acceptUrl.pathname}${acceptUrl.search}`, nonce ? { [HANDOFF_BROWSER_COOKIE]: nonce } : {});
}

describe('sessions across hosts (docs/auth.md "Sessions across hosts")', () => {
  it('hands a main-site session to the shop host once, and signing out on either signs out both', async () => {
    const user = await t.createUser();
    const { nonce, acceptUrl } = await handOff(user.session);
    expect(acceptUrl.pathname).toBe('/aigc/api/auth/handoff/accept');

    const landed = await accept(acceptUrl, nonce);
    expect(landed.status).toBe(302);
    expect(landed.location).toBe('/order/list');
    const shopSession = landed.cookie(SESSION_COOKIE);
    expect(shopSession).toBeTruthy();
    expect(shopSession).not.toBe(user.session);
    expect(await signedIn(SHOP, shopSession)).toBe(true);

    // The code is used once.
    const again = await accept(acceptUrl, nonce);
    expect(again.cookie(SESSION_COOKIE)).toBeUndefined();

    // Signing out on the shop host retires the family: the main site is signed out too.
    await t.app.inject({ method: 'POST', url: '/aigc/api/auth/logout', headers: { host: SHOP }, cookies: { [SESSION_COOKIE]: shopSession! } });
    expect(await signedIn(SHOP, shopSession)).toBe(false);
    expect(await signedIn(MAIN, user.session)).toBe(false);
  });

  it('the China site hands its session to the China shop host, and signing out there signs out both', async () => {
    const china = { shop: 'shop.cn.localhost:3000', main: 'cn.localhost:3000' };
    const user = await t.createUser();
    const { nonce, acceptUrl } = await handOff(user.session, '/wx-pay?orderId=o1', china);
    const landed = await accept(acceptUrl, nonce, china.shop);
    expect(landed.location).toBe('/wx-pay?orderId=o1');
    const shopSession = landed.cookie(SESSION_COOKIE);
    expect(await signedIn(china.shop, shopSession)).toBe(true);
    await t.app.inject({ method: 'POST', url: '/aigc/api/auth/logout', headers: { host: china.shop }, cookies: { [SESSION_COOKIE]: shopSession! } });
    expect(await signedIn(china.main, user.session)).toBe(false);
  });

  it("the shop's own sign-in is handed to the main site (back=1) and the browser ends on the shop; signing out on the main site signs out both", async () => {
    // A session made on the shop host (its own sign-in dialog).
    const user = await t.createUser();
    const shopSession = user.session;
    const start = await navigate(MAIN, '/aigc/api/auth/handoff/start?to=/order/list&back=1');
    const nonce = start.cookie(HANDOFF_BROWSER_COOKIE);
    const mintUrl = new URL(start.location);
    expect(mintUrl.host).toBe(SHOP);
    expect(mintUrl.searchParams.get('back')).toBe('1');
    const mint = await navigate(SHOP, `${mintUrl.pathname}${mintUrl.search}`, { [SESSION_COOKIE]: shopSession });
    const acceptUrl = new URL(mint.location);
    expect(acceptUrl.host).toBe(MAIN);
    const landed = await navigate(MAIN, `${acceptUrl.pathname}${acceptUrl.search}`, { [HANDOFF_BROWSER_COOKIE]: nonce! });
    expect(landed.location).toBe('http://shop.localhost:3000/order/list');
    const mainSession = landed.cookie(SESSION_COOKIE);
    expect(await signedIn(MAIN, mainSession)).toBe(true);

    // Already signed in on the main site: straight back to the shop.
    const again = await navigate(MAIN, '/aigc/api/auth/handoff/start?to=/detail/p1&back=1', { [SESSION_COOKIE]: mainSession! });
    expect(again.location).toBe('http://shop.localhost:3000/detail/p1');

    await t.app.inject({ method: 'POST', url: '/aigc/api/auth/logout', headers: { host: MAIN }, cookies: { [SESSION_COOKIE]: mainSession! } });
    expect(await signedIn(SHOP, shopSession)).toBe(false);
  });

  it('a shop visitor handing back to the main site ends on the shop, signed out', async () => {
    const start = await navigate(MAIN, '/aigc/api/auth/handoff/start?to=/order/list&back=1');
    const mintUrl = new URL(start.location);
    const visitor = await navigate(SHOP, `${mintUrl.pathname}${mintUrl.search}`);
    expect(visitor.location).toBe('/order/list');
    expect(visitor.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('signing out on the main site signs the shop host out', async () => {
    const user = await t.createUser();
    const { nonce, acceptUrl } = await handOff(user.session);
    const shopSession = (await accept(acceptUrl, nonce)).cookie(SESSION_COOKIE);
    expect(await signedIn(SHOP, shopSession)).toBe(true);
    await t.app.inject({ method: 'POST', url: '/aigc/api/auth/logout', headers: { host: MAIN }, cookies: { [SESSION_COOKIE]: user.session } });
    expect(await signedIn(SHOP, shopSession)).toBe(false);
  });

  it('binds the code to the browser that started it and to 60 s', async () => {
    const user = await t.createUser();
    const first = await handOff(user.session);
    expect((await accept(first.acceptUrl, undefined)).cookie(SESSION_COOKIE)).toBeUndefined();
    expect((await accept(first.acceptUrl, 'another-browser')).cookie(SESSION_COOKIE)).toBeUndefined();

    const late = await handOff(user.session);
    t.clock.advance(HANDOFF_TTL_MS + 1);
    expect((await accept(late.acceptUrl, late.nonce)).cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('sends a visitor to the shop signed out, keeps `to` inside the site, and skips the handoff when the shop is signed in', async () => {
    const start = await navigate(SHOP, '/aigc/api/auth/handoff/start?to=/detail/p1');
    const mintUrl = new URL(start.location);
    const visitor = await navigate(MAIN, `${mintUrl.pathname}${mintUrl.search}`);
    expect(visitor.location).toBe('http://shop.localhost:3000/detail/p1');

    const evil = await navigate(SHOP, `/aigc/api/auth/handoff/start?to=${encodeURIComponent('//evil.example')}`);
    expect(new URL(evil.location).searchParams.get('to')).toBe('/');

    const user = await t.createUser();
    const already = await navigate(SHOP, '/aigc/api/auth/handoff/start?to=/order/list', { [SESSION_COOKIE]: user.session });
    expect(already.location).toBe('/order/list');
  });

  it('does not hand over a session that was signed out meanwhile', async () => {
    const user = await t.createUser();
    const { nonce, acceptUrl } = await handOff(user.session);
    await t.app.inject({ method: 'POST', url: '/aigc/api/auth/logout', headers: { host: MAIN }, cookies: { [SESSION_COOKIE]: user.session } });
    expect((await accept(acceptUrl, nonce)).cookie(SESSION_COOKIE)).toBeUndefined();
  });
});

describe('SESSION_COOKIE_DOMAIN with a site per country (docs/auth.md "Sessions across hosts")', () => {
  it('sets each host its own domain of the list, and other hosts a host-only cookie', async () => {
    const app = await startTestApp({ config: { sessionCookieDomains: ['makeable.app', 'makeable.cn'] } });
    try {
      const user = await app.createUser();
      const domainOf = async (host: string) => {
        const res = await app.app.inject({ method: 'POST', url: '/aigc/api/auth/logout', headers: { host }, cookies: { [SESSION_COOKIE]: user.session } });
        const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
        expect(set).toBeDefined();
        return /Domain=([^;]+)/i.exec(set!)?.[1];
      };
      expect(await domainOf('shop.makeable.cn')).toBe('makeable.cn');
      expect(await domainOf('makeable.cn')).toBe('makeable.cn');
      expect(await domainOf('shop.makeable.app:443')).toBe('makeable.app');
      expect(await domainOf('localhost:3000')).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('a shop page that needs no handoff says so (docs/auth.md "Sessions across hosts")', () => {
  const MARK = `<meta name="${NO_HANDOFF_META}"`;
  let web: string;
  beforeAll(() => {
    web = mkdtempSync(join(tmpdir(), 'aigc-web-'));
    for (const site of ['shop', 'main-intl']) {
      mkdirSync(join(web, site, 'dist'), { recursive: true });
      writeFileSync(join(web, site, 'dist', 'index.html'), `<!doctype html><html><head><title>${site}</title></head><body></body></html>`);
    }
  });
  afterAll(() => rmSync(web, { recursive: true, force: true }));

  it('on separate cookies: marked only when signed in on the shop host, never on the main site', async () => {
    const app = await startTestApp({ config: { webRoot: web } });
    try {
      const user = await app.createUser();
      const page = async (host: string, session?: string) => {
        const res = await app.app.inject({ method: 'GET', url: '/order/list', headers: { host }, cookies: session ? { [SESSION_COOKIE]: session } : {} });
        expect(res.statusCode).toBe(200);
        return res;
      };
      expect((await page(SHOP)).body).not.toContain(MARK);
      expect((await page(SHOP, 'not-a-session')).body).not.toContain(MARK);
      const signedIn = await page(SHOP, user.session);
      expect(signedIn.body).toContain(MARK);
      expect(String(signedIn.headers.vary)).toMatch(/cookie/i);
      expect((await page(MAIN, user.session)).body).not.toContain(MARK);
      // Signed out (on either host: one family): the next page hands off again.
      await app.app.inject({ method: 'POST', url: '/aigc/api/auth/logout', headers: { host: MAIN }, cookies: { [SESSION_COOKIE]: user.session } });
      expect((await page(SHOP, user.session)).body).not.toContain(MARK);
    } finally {
      await app.close();
    }
  });

  it('with one session cookie for the shop and its main site: marked for visitors too', async () => {
    const app = await startTestApp({
      config: { webRoot: web, sessionCookieDomains: ['makeable.app'], siteHosts: parseSiteHosts('makeable.app=main-intl,shop.makeable.app=shop') },
    });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/', headers: { host: 'shop.makeable.app' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(MARK);
    } finally {
      await app.close();
    }
  });
});
