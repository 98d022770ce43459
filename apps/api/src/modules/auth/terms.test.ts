import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TERMS_REQUIRED_CODE, TERMS_REQUIRED_MESSAGE, TERMS_VERSION } from '@aigc/domain';
import { users } from '../../db/schema';
import { codeFrom, startTestApp, type TestApp } from '../../test/harness';

// The terms rule of docs/auth.md 'Terms' on the e-mail, phone and account
// sign-ins (WeChat and Google: wechat.test.ts, google.test.ts).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const REFUSED = { code: TERMS_REQUIRED_CODE, msg: TERMS_REQUIRED_MESSAGE, data: null };
const CN = { host: 'cn.localhost:3000' };
const OLD_VERSION = '2000-01-01';

let n = 0;
const freshEmail = () => `terms-${++n}-${Date.now()}@example.test`;
const freshMobile = () => `136${String(Date.now() % 1e4).padStart(4, '0')}${String(++n).padStart(4, '0')}`;

async function termsOf(id: string) {
  const [row] = await t.db
    .select({ version: users.termsVersion, at: users.termsAcceptedAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
/** The terms changed since `id` accepted them: it accepted an older version. */
async function acceptedOlder(id: string) {
  await t.db.update(users).set({ termsVersion: OLD_VERSION }).where(eq(users.id, id));
}
async function emailLogin(email: string, password: string, termsVersion?: string) {
  return t.call<{ user: { id: string } }>('POST', '/aigc/api/auth/login/email', {
    body: { email, password: await t.encrypt(password), ...(termsVersion ? { termsVersion } : {}) },
  });
}
async function smsCode(mobile: string) {
  return codeFrom((await t.outbox()).find((m) => m.to === mobile && m.subject === 'SMS'));
}
async function phoneLogin(mobile: string, code: string, termsVersion?: string) {
  return t.call<{ user: { id: string; balance: number } }>('POST', '/aigc/api/auth/login/mobile', {
    body: { mobile, code, ...(termsVersion ? { termsVersion } : {}) },
    headers: CN,
  });
}

describe('sign-up needs the terms (docs/auth.md "Terms")', () => {
  it('refuses an e-mail sign-up without the terms in force, keeps the code, and records the acceptance', async () => {
    const email = freshEmail();
    await t.call('POST', '/aigc/api/auth/register/email/code', { body: { email } });
    const code = codeFrom((await t.outbox()).find((m) => m.to === email));
    const body = { email, password: await t.encrypt('secret123'), nickname: 'Ada', code };
    const none = await t.call('POST', '/aigc/api/auth/register/email', { body });
    expect(none.body).toEqual(REFUSED);
    expect(none.sessionCookie).toBeUndefined();
    const old = await t.call('POST', '/aigc/api/auth/register/email', { body: { ...body, termsVersion: OLD_VERSION } });
    expect(old.body).toEqual(REFUSED);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    t.clock.advance(30_000);
    const ok = await t.call<{ user: { id: string } }>('POST', '/aigc/api/auth/register/email', {
      body: { ...body, termsVersion: TERMS_VERSION },
    });
    expect(ok.body.code).toBe(200);
    expect(await termsOf(ok.body.data.user.id)).toEqual({ version: TERMS_VERSION, at: t.clock.now() });
    t.clock.advance(61_000);
  });

  it('asks a new phone number only once its code is right; the code stays usable for the answer with the acceptance', async () => {
    const mobile = freshMobile();
    await t.call('POST', '/aigc/api/auth/login/mobile/code', { body: { mobile }, headers: CN });
    const code = await smsCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await phoneLogin(mobile, wrong)).body.msg).toBe('Incorrect verification code');
    const asked = await phoneLogin(mobile, code);
    expect(asked.body).toEqual(REFUSED);
    expect(asked.sessionCookie).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.phone, mobile))).toHaveLength(0);

    const ok = await phoneLogin(mobile, code, TERMS_VERSION);
    expect(ok.body.code).toBe(200);
    expect(ok.body.data.user.balance).toBe(5);
    expect((await termsOf(ok.body.data.user.id))?.version).toBe(TERMS_VERSION);
    // Used now: the code is single use as ever.
    expect((await phoneLogin(mobile, code, TERMS_VERSION)).body.msg).toBe('Please request a verification code first');
    t.clock.advance(61_000);
  });
});

describe('sign-in asks only when the account has not accepted the terms in force', () => {
  it('e-mail: a returning account is not asked; after a change it is, once, and only after the right password', async () => {
    const u = await t.register({ password: 'pass4821' });
    const back = await emailLogin(u.email, 'pass4821');
    expect(back.body.code).toBe(200);
    expect(back.sessionCookie).toBeDefined();

    await acceptedOlder(u.id);
    // A wrong password says nothing about the terms.
    expect((await emailLogin(u.email, 'wrong1234')).body.msg).toBe('Incorrect e-mail or password');
    const asked = await emailLogin(u.email, 'pass4821');
    expect(asked.body).toEqual(REFUSED);
    expect(asked.sessionCookie).toBeUndefined();
    expect((await termsOf(u.id))?.version).toBe(OLD_VERSION);
    // A client built for the old terms does not accept the new ones.
    expect((await emailLogin(u.email, 'pass4821', OLD_VERSION)).body).toEqual(REFUSED);

    t.clock.advance(1_000);
    const accepted = await emailLogin(u.email, 'pass4821', TERMS_VERSION);
    expect(accepted.body.data.user.id).toBe(u.id);
    expect(await termsOf(u.id)).toEqual({ version: TERMS_VERSION, at: t.clock.now() });

    // From now on not asked, whatever the client sends.
    t.clock.advance(1_000);
    expect((await emailLogin(u.email, 'pass4821')).body.code).toBe(200);
    expect((await emailLogin(u.email, 'pass4821', OLD_VERSION)).body.code).toBe(200);
    expect((await termsOf(u.id))?.at?.getTime()).toBe(t.clock.now().getTime() - 1_000);
  });

  it('an account that never accepted (made before the rule) is asked at its next sign-in', async () => {
    const u = await t.register({ password: 'pass4821' });
    await t.db.update(users).set({ termsVersion: null, termsAcceptedAt: null }).where(eq(users.id, u.id));
    expect((await emailLogin(u.email, 'pass4821')).body).toEqual(REFUSED);
    expect((await emailLogin(u.email, 'pass4821', TERMS_VERSION)).body.code).toBe(200);
  });

  it('phone and account login (China): the same rule', async () => {
    const mobile = freshMobile();
    await t.call('POST', '/aigc/api/auth/login/mobile/code', { body: { mobile }, headers: CN });
    const first = await phoneLogin(mobile, await smsCode(mobile), TERMS_VERSION);
    const id = first.body.data.user.id;
    t.clock.advance(61_000);

    await t.call('POST', '/aigc/api/auth/login/mobile/code', { body: { mobile }, headers: CN });
    expect((await phoneLogin(mobile, await smsCode(mobile))).body.data.user.id).toBe(id);
    t.clock.advance(61_000);

    await acceptedOlder(id);
    await t.call('POST', '/aigc/api/auth/login/mobile/code', { body: { mobile }, headers: CN });
    const code = await smsCode(mobile);
    expect((await phoneLogin(mobile, code)).body).toEqual(REFUSED);
    expect((await phoneLogin(mobile, code, TERMS_VERSION)).body.data.user.id).toBe(id);
    t.clock.advance(61_000);

    const e = await t.register({ password: 'mail1234' });
    await acceptedOlder(e.id);
    const account = async (termsVersion?: string) =>
      t.call('POST', '/aigc/api/auth/login/account', {
        body: { account: e.email, password: await t.encrypt('mail1234'), ...(termsVersion ? { termsVersion } : {}) },
        headers: CN,
      });
    expect((await account()).body).toEqual(REFUSED);
    expect((await account(TERMS_VERSION)).body.code).toBe(200);
    expect((await account()).body.code).toBe(200);
  });
});
