import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { insertPost } from '../test/posts';
import { hashPassword } from '../modules/auth';

/** What these tests read of the share info. */
type ShareInfo = { url: string; image: string };

/** Secure cookies and the public origin (docs/security.md 'Production start, cookies, headers and CSRF'). */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function signIn(app: TestApp, headers: Record<string, string> = {}) {
  const u = await app.register({ password: 'pass4821' });
  return app.call('POST', '/aigc/api/auth/login/email', {
    body: { email: u.email, password: await app.encrypt('pass4821') },
    headers,
  });
}
const sessionCookieOf = (setCookie: string[]) => setCookie.find((c) => c.startsWith('aigc_session='));

describe('the session cookie', () => {
  it('is Secure behind a trusted TLS proxy, not for an untrusted X-Forwarded-Proto, and always in production', async () => {
    t = await startTestApp({ config: { trustProxy: true } });
    expect(sessionCookieOf((await signIn(t, { 'x-forwarded-proto': 'https' })).setCookie)).toMatch(/; Secure/);
    expect(sessionCookieOf((await signIn(t)).setCookie)).not.toMatch(/; Secure/);
    await t.close();
    t = await startTestApp({ config: { trustProxy: false } });
    expect(sessionCookieOf((await signIn(t, { 'x-forwarded-proto': 'https' })).setCookie)).not.toMatch(/; Secure/);
    await t.close();

    // In production even over plain HTTP.
    t = await startTestApp({ config: { nodeEnv: 'production', smtpUrl: 'smtp://127.0.0.1:9' } });
    // Production mails codes over SMTP: the account is made directly.
    const u = await t.createUser({ passwordHash: await hashPassword('pass4821') });
    const login = await t.call('POST', '/aigc/api/auth/login/email', { body: { email: u.email, password: await t.encrypt('pass4821') } });
    expect(login.body.code).toBe(200);
    expect(sessionCookieOf(login.setCookie)).toMatch(/; Secure/);
  }, 120_000);
});

describe('links in share info', () => {
  it('never take the Host header: an unknown host gets the edition\'s configured origin', async () => {
    t = await startTestApp();
    const author = await t.createUser();
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const evil = await t.call<ShareInfo>('POST', '/aigc/api/share/info', { body: { contentId }, headers: { host: 'evil.example' } });
    expect(evil.body.data.url).toBe(`http://localhost/content/${contentId}?pageSource=share`);
    expect(evil.body.data.image).not.toContain('evil.example');
    const cn = await t.call<ShareInfo>('POST', '/aigc/api/share/info', { body: { contentId }, headers: { host: 'cn.localhost:3000' } });
    expect(cn.body.data.url).toBe(`http://cn.localhost:3000/content/${contentId}?pageSource=share`);
  }, 60_000);

  it('use PUBLIC_URL of the edition when set, whatever the host', async () => {
    t = await startTestApp({ config: { publicUrls: { 'main-intl': 'https://makeable.app', 'main-cn': 'https://makeable.cn' } } });
    const author = await t.createUser();
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const intl = await t.call<ShareInfo>('POST', '/aigc/api/share/info', { body: { contentId }, headers: { host: 'evil.example' } });
    expect(intl.body.data.url).toBe(`https://makeable.app/content/${contentId}?pageSource=share`);
    const cn = await t.call<ShareInfo>('POST', '/aigc/api/share/info', { body: { contentId }, headers: { host: 'cn.localhost' } });
    expect(cn.body.data.url).toBe(`https://makeable.cn/content/${contentId}?pageSource=share`);
  }, 60_000);
});
