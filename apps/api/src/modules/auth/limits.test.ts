/**
 * Sign-in limits through HTTP (docs/security.md 'Limits and lockouts';
 * docs/auth.md 'Limits', 'Lockouts'): brute force on every login path,
 * codes from one address, account enumeration, common passwords. Runs with
 * the production defaults (`LIMIT_DEFAULTS`) from the loopback address, as a
 * visitor behind a reverse proxy on the same host would — except the route
 * limits, which count real time and get their own app below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, LIMIT_DEFAULTS, TERMS_VERSION } from '@aigc/domain';
import { codeFrom, startTestApp, TEST_LIMITS, type TestApp } from '../../test/harness';
import { EDU_HEADERS, eduFixtures } from '../../test/edu';
import { hashPassword } from './passwords';

let t: TestApp;
let rightHash: string;
beforeAll(async () => {
  // A classroom's higher cap is proven with a small value (argon2 runs on every try).
  t = await startTestApp({ config: { limits: { ...LIMIT_DEFAULTS, eduLoginFailuresPerIp: 8, routes: TEST_LIMITS.routes } } });
  rightHash = await hashPassword('right1234');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

let n = 0;
const freshEmail = () => `lim-${++n}-${Date.now()}@example.test`;
const login = async (email: string, password: string, remoteAddress?: string) =>
  t.call('POST', '/aigc/api/auth/login/email', {
    body: { email, password: await t.encrypt(password) },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
/** Moves past every window (login failures 15 min, code hour and day). */
const nextDay = () => t.clock.advance(25 * 60 * 60 * 1000);

describe('login brute force', () => {
  it('stops wrong passwords spread over many accounts from one loopback address; the right one then does not sign in', async () => {
    nextDay();
    const max = LIMIT_DEFAULTS.loginFailuresPerIp;
    const accounts = await Promise.all(
      Array.from({ length: max + 1 }, () => t.createUser({ email: freshEmail(), passwordHash: rightHash })),
    );
    for (const a of accounts.slice(0, max)) {
      expect((await login(a.email, 'wrong1234')).body.msg).toBe('Incorrect e-mail or password');
    }
    const last = accounts[max]!;
    const locked = await login(last.email, 'right1234');
    expect(locked.body.code).toBe(429);
    expect(locked.body.msg).toBe('Too many failed attempts, please try again in 15 min');
    expect(locked.sessionCookie).toBeUndefined();
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not locked by it.
    expect((await login(last.email, 'right1234', '203.0.113.9')).body.code).toBe(200);
  });

  it('locks the school sign-in per address too', async () => {
    nextDay();
    const edu = await eduFixtures(t);
    const teacher = await edu.teacher();
    const classId = await edu.classOf(teacher);
    const [student] = await edu.students(teacher, classId, ['Ann']);
    const attempt = async (username: string, password: string) =>
      t.call('POST', '/aigc/api/auth/edu/login', {
        body: { username, password: await t.encrypt(password) },
        headers: EDU_HEADERS,
        remoteAddress: '192.0.2.7',
      });
    // Unknown usernames from one address: each a different account, none locked on its own.
    for (let i = 0; i < 8; i++) {
      expect((await attempt(`nobody${i}x`, 'wrong1234')).body.code).toBe(400);
    }
    const locked = await attempt(student!.username, student!.initialPassword);
    expect(locked.body.code).toBe(429);
    expect(locked.sessionCookie).toBeUndefined();
  });
});

describe('codes', () => {
  it('one address cannot have codes mailed to any number of addresses', async () => {
    nextDay();
    const max = LIMIT_DEFAULTS.codesPerIpPerHour;
    for (let i = 0; i < max; i++) {
      const r = await t.call('POST', '/aigc/api/auth/register/email/code', { body: { email: freshEmail() } });
      expect(r.body.code).toBe(200);
    }
    const refused = await t.call('POST', '/aigc/api/auth/register/email/code', { body: { email: freshEmail() } });
    expect(refused.body.code).toBe(429);
    expect(refused.body.msg).toMatch(/^Too many codes were requested from your network, please try again in \d+ min$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('caps the codes one address gets in a day, whatever the hours', async () => {
    nextDay();
    const email = freshEmail();
    let sent = 0;
    let refused: Awaited<ReturnType<TestApp['call']>> | undefined;
    for (let hour = 0; hour < 24 && !refused; hour++) {
      for (let i = 0; i < LIMIT_DEFAULTS.codesPerDestinationPerHour; i++) {
        const r = await t.call('POST', '/aigc/api/auth/register/email/code', {
          body: { email },
          remoteAddress: `10.9.${hour}.${i + 1}`,
        });
        t.clock.advance(61_000);
        if (r.body.code === 429) {
          refused = r;
          break;
        }
        sent++;
      }
      t.clock.advance(60 * 60 * 1000);
    }
    expect(sent).toBe(LIMIT_DEFAULTS.codesPerDestinationPerDay);
    expect(refused?.body.msg).toMatch(/^Too many codes were sent to this address today, please try again in \d+ h$/);
  });
});

describe('enumeration-safe answers', () => {
  it('a sign-up code for a registered address answers as for a new one; the mail says so instead', async () => {
    nextDay();
    const known = await t.createUser({ email: freshEmail(), passwordHash: rightHash });
    const fresh = freshEmail();
    const forKnown = await t.call('POST', '/aigc/api/auth/register/email/code', { body: { email: known.email } });
    const forFresh = await t.call('POST', '/aigc/api/auth/register/email/code', { body: { email: fresh } });
    expect(forKnown.status).toBe(forFresh.status);
    expect(forKnown.body).toEqual(forFresh.body);
    expect(forKnown.body).toEqual({ code: 200, msg: 'success', data: null });
    const mail = (await t.outbox()).find((m) => m.to === known.email);
    expect(mail?.text).toMatch(/already have an account/);
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
    // Registering it with a guessed code answers as for a fresh address.
    const body = async (email: string) => ({ email, password: await t.encrypt('fine4321x'), nickname: 'Ada', code: '000000', termsVersion: TERMS_VERSION });
    const regKnown = await t.call('POST', '/aigc/api/auth/register/email', { body: await body(known.email) });
    const regFresh = await t.call('POST', '/aigc/api/auth/register/email', { body: await body(fresh) });
    expect(regKnown.body).toEqual(regFresh.body);
    expect(regKnown.body.code).toBe(400);
  });

  it('a reset code and a reset for an unknown address answer as for a known one; the mail says there is no account', async () => {
    nextDay();
    const known = await t.createUser({ email: freshEmail(), passwordHash: rightHash });
    const unknown = freshEmail();
    const ask = (email: string) =>
      t.call('POST', '/aigc/api/auth/register/email/code', { body: { email, type: 'FORGET_PASSWORD' } });
    const forKnown = await ask(known.email);
    const forUnknown = await ask(unknown);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(forUnknown.body.code).toBe(200);
    const mail = (await t.outbox()).find((m) => m.to === unknown);
    expect(mail?.text).toMatch(/no account/i);
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
    const reset = async (email: string) =>
      t.call('POST', '/aigc/api/auth/forgot', {
        body: { email, password: await t.encrypt('fine4321x'), matchingPassword: await t.encrypt('fine4321x'), code: '000000' },
      });
    const resetKnown = await reset(known.email);
    const resetUnknown = await reset(unknown);
    expect(resetUnknown.status).toBe(resetKnown.status);
    expect(resetUnknown.body).toEqual(resetKnown.body);
    expect(resetUnknown.body.code).toBe(400);
  });
});

describe('common passwords', () => {
  it('refuses a common breached password on sign-up, reset and change', async () => {
    nextDay();
    const email = freshEmail();
    await t.call('POST', '/aigc/api/auth/register/email/code', { body: { email } });
    const code = codeFrom((await t.outbox()).find((m) => m.to === email));
    const signUp = await t.call('POST', '/aigc/api/auth/register/email', {
      body: { email, password: await t.encrypt('abc12345'), nickname: 'Ada', code, termsVersion: TERMS_VERSION },
    });
    expect(signUp.body).toEqual({ code: 400, msg: COMMON_PASSWORD_MESSAGE, data: null });
    const ok = await t.call('POST', '/aigc/api/auth/register/email', {
      body: { email, password: await t.encrypt('Lantern42x'), nickname: 'Ada', code, termsVersion: TERMS_VERSION },
    });
    expect(ok.body.code).toBe(200);
    const session = ok.sessionCookie!;

    t.clock.advance(61_000);
    await t.call('POST', '/aigc/api/auth/register/email/code', { body: { email, type: 'FORGET_PASSWORD' } });
    const resetCode = codeFrom((await t.outbox()).find((m) => m.to === email));
    const reset = await t.call('POST', '/aigc/api/auth/forgot', {
      body: { email, password: await t.encrypt('password1'), matchingPassword: await t.encrypt('password1'), code: resetCode },
    });
    expect(reset.body).toEqual({ code: 400, msg: COMMON_PASSWORD_MESSAGE, data: null });

    const change = await t.call('POST', '/aigc/api/auth/password/change', {
      body: {
        oldPassword: await t.encrypt('Lantern42x'),
        password: await t.encrypt('qwerty123'),
        matchingPassword: await t.encrypt('qwerty123'),
      },
      session,
    });
    expect(change.body).toEqual({ code: 400, msg: COMMON_PASSWORD_MESSAGE, data: null });
  });
});

describe('route limits (production values)', () => {
  let r: TestApp;
  beforeAll(async () => {
    r = await startTestApp({ config: { limits: LIMIT_DEFAULTS } });
  }, 60_000);
  afterAll(async () => {
    await r?.close();
  });

  it('caps login requests per address per minute on every login path (429 with Retry-After)', async () => {
    const ip = '203.0.113.50';
    const max = LIMIT_DEFAULTS.routes.loginPerIp.max;
    const mobile = async () =>
      r.call('POST', '/aigc/api/auth/login/mobile', {
        body: { mobile: '13800000000', code: '000000', termsVersion: TERMS_VERSION },
        remoteAddress: ip,
      });
    for (let i = 0; i < max; i++) expect((await mobile()).body.code).not.toBe(429);
    const refused = await mobile();
    expect(refused.body.code).toBe(429);
    expect(refused.body.msg).toMatch(/^Too many requests, please try again in \d+ s$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same address on another login path shares the cap.
    const other = await r.call('POST', '/aigc/api/auth/login/account', {
      body: { account: '13800000000', password: await r.encrypt('x1234567') },
      remoteAddress: ip,
    });
    expect(other.body.code).toBe(429);
  });

  it('caps code requests per address per minute, whatever the destination', async () => {
    const ip = '203.0.113.60';
    const ask = (i: number) =>
      r.call('POST', '/aigc/api/auth/register/email/code', { body: { email: `route-${i}@example.test` }, remoteAddress: ip });
    for (let i = 0; i < LIMIT_DEFAULTS.routes.codePerIp.max; i++) expect((await ask(i)).body.code).toBe(200);
    const refused = await ask(-1);
    expect(refused.body.code).toBe(429);
    expect(refused.body.msg).toMatch(/^Too many requests, please try again in \d+ s$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
