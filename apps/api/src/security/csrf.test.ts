import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

/** Cross-site request forgery (docs/security.md 'Production start, cookies, headers and CSRF'). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { publicUrls: { shop: 'https://shop.makeable.app' } } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const rename = (session: string, nickName: string, headers: Record<string, string>) =>
  t.call('POST', '/aigc/api/user/profile/update', { session, body: { nickName }, headers: { host: 'localhost:3000', ...headers } });
const nicknameOf = async (session: string) =>
  (await t.call<{ nickName: string }>('GET', '/aigc/api/user/info', { session })).body.data.nickName;

describe('a state-changing request', () => {
  it('from a page on another port of the same site is refused, and changes nothing', async () => {
    const u = await t.createUser({ nickname: 'Before' });
    const r = await rename(u.session, 'Forged', { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-site' });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(403);
    expect(await nicknameOf(u.session)).toBe('Before');
    // The same origin, an edition host of this server, a configured public origin and non-browser clients pass.
    expect((await rename(u.session, 'Same', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).body.code).toBe(200);
    expect((await rename(u.session, 'Shop', { origin: 'http://shop.localhost:3000', 'sec-fetch-site': 'same-site' })).body.code).toBe(200);
    expect((await rename(u.session, 'Public', { origin: 'https://shop.makeable.app', 'sec-fetch-site': 'cross-site' })).body.code).toBe(200);
    expect((await rename(u.session, 'Curl', {})).body.code).toBe(200);
    expect(await nicknameOf(u.session)).toBe('Curl');
  });

  it('from another site, or a sandboxed page (Origin: null), or cross-site without Origin, is refused', async () => {
    const u = await t.createUser({ nickname: 'Before' });
    expect((await rename(u.session, 'A', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await rename(u.session, 'B', { origin: 'null' })).status).toBe(403);
    expect((await rename(u.session, 'C', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await nicknameOf(u.session)).toBe('Before');
    // The payment webhooks are not checked: they carry the provider's signature instead.
    const notify = await t.call('POST', '/aigc/api/pay/wechat/notify', { body: {}, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(notify.status).not.toBe(403);
  });

});

describe('GETs have no side effects', () => {
  it('renewalToken rotates the session on POST only', async () => {
    const u = await t.createUser();
    expect((await t.call('GET', '/aigc/api/auth/renewalToken', { session: u.session })).status).toBe(404);
    const r = await t.call('POST', '/aigc/api/auth/renewalToken', { session: u.session, headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } });
    expect(r.body.code).toBe(200);
    expect(r.sessionCookie).toBeDefined();
    const forged = await t.call('POST', '/aigc/api/auth/renewalToken', { session: u.session, headers: { origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
  });

  it('the video batch task is created on POST only', async () => {
    const u = await t.createUser();
    expect((await t.call('GET', '/aigc/api/download/video/batch', { session: u.session, query: { videoIdList: 'x' } })).status).toBe(404);
    // The route answers (an unknown video is refused by the service, not by routing).
    const r = await t.call('POST', '/aigc/api/download/video/batch', { session: u.session, body: { videoIdList: 'x' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 404, msg: 'Video not found' });
  });

  it('codes are sent only by POST, and a cross-site POST sends none', async () => {
    const byGet = await t.call('GET', '/aigc/api/auth/register/email/code', { query: { email: 'csrf-g@example.test' } });
    expect(byGet.status).toBe(404);
    const sent = await t.call('POST', '/aigc/api/auth/register/email/code', { body: { email: 'csrf-a@example.test' }, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(sent.body.code).toBe(200);
    const forged = await t.call('POST', '/aigc/api/auth/register/email/code', { body: { email: 'csrf-b@example.test' }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(forged.status).toBe(403);
    const outbox = await t.outbox();
    expect(outbox.some((m) => m.to === 'csrf-a@example.test')).toBe(true);
    expect(outbox.some((m) => m.to === 'csrf-b@example.test' || m.to === 'csrf-g@example.test')).toBe(false);
  });
});
