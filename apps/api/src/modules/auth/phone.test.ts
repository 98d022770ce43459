import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ticketLogs, users } from '../../db/schema';
import { LIMIT_DEFAULTS, TERMS_VERSION } from '@aigc/domain';
import { codeFrom, startTestApp, TEST_LIMITS, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  // The production caps per address (the route limits count real time: raised).
  t = await startTestApp({ config: { limits: { ...LIMIT_DEFAULTS, routes: TEST_LIMITS.routes } } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const CN = { host: 'cn.localhost:3000' };
let n = 0;
/** A fresh valid China mobile number. */
const freshMobile = () =>
  `139${String(Date.now() % 1e4).padStart(4, '0')}${String(++n).padStart(4, '0')}`;
/** A fresh remote address, so the per-IP hourly cap of one test does not leak into another. */
let ipSeq = 0;
const freshIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

async function smsCode(mobile: string) {
  return codeFrom((await t.outbox()).find((m) => m.to === mobile && m.subject === 'SMS'));
}
async function sendLoginCode(mobile: string, remoteAddress = freshIp()) {
  return t.call('POST', '/aigc/api/auth/login/mobile/code', {
    body: { mobile },
    remoteAddress,
    headers: CN,
  });
}
async function phoneLogin(mobile: string) {
  expect((await sendLoginCode(mobile)).body.code).toBe(200);
  const r = await t.call<{
    user: { id: string; balance: number; phone: string; nickName: string };
  }>('POST', '/aigc/api/auth/login/mobile', {
    body: { mobile, code: await smsCode(mobile), termsVersion: TERMS_VERSION },
    headers: CN,
  });
  t.clock.advance(61_000);
  return r;
}
/** Gives a phone account a password through the reset steps. */
async function setPasswordByReset(mobile: string, password: string) {
  const v = await t.call<{ validateType: string; validateAuthToken: string }>(
    'GET',
    '/aigc/api/auth/forgot/password/validate',
    {
      query: { account: mobile },
    },
  );
  await t.call('POST', '/aigc/api/auth/forgot/password/code', {
    body: v.body.data,
    remoteAddress: freshIp(),
  });
  const r = await t.call('POST', '/aigc/api/auth/forgot/password/submit', {
    body: {
      ...v.body.data,
      password: await t.encrypt(password),
      matchingPassword: await t.encrypt(password),
      code: await smsCode(mobile),
    },
    headers: CN,
  });
  t.clock.advance(61_000);
  return r;
}

describe('SMS codes', () => {
  it('texts a code to the outbox, listed at /__dev/outbox like the e-mails', async () => {
    const mobile = freshMobile();
    expect((await sendLoginCode(mobile)).body).toEqual({ code: 200, msg: 'success', data: null });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/__dev/outbox',
      remoteAddress: '127.0.0.1',
    });
    const sms = (
      listed.json() as { to: string; subject: string; text: string; createdAt: string }[]
    ).find((m) => m.to === mobile);
    expect(sms).toMatchObject({ to: mobile, subject: 'SMS' });
    expect(sms?.text).toMatch(/\b\d{6}\b.*10 minutes/);
    const outside = await t.app.inject({
      method: 'GET',
      url: '/__dev/outbox',
      remoteAddress: '203.0.113.9',
    });
    expect(outside.statusCode).toBe(404);
  });

  it('checks the number (docs/product.md §5)', async () => {
    for (const [mobile, msg] of [
      ['', 'Please enter your mobile number'],
      ['12812345678', 'Please enter a valid mobile number'],
      ['1391234567', 'Please enter a valid mobile number'],
    ] as const) {
      expect((await sendLoginCode(mobile)).body).toEqual({ code: 400, msg, data: null });
    }
  });

  it('waits 60 s between codes, caps a number at 10 an hour and an address at 30', async () => {
    expect([LIMIT_DEFAULTS.codesPerDestinationPerHour, LIMIT_DEFAULTS.codesPerIpPerHour]).toEqual([10, 30]);
    const mobile = freshMobile();
    const ip = freshIp();
    expect((await sendLoginCode(mobile, ip)).body.code).toBe(200);
    t.clock.advance(20_000);
    expect((await sendLoginCode(mobile, ip)).body).toEqual({
      code: 429,
      msg: 'Please wait 40 s before requesting a new code',
      data: null,
    });
    for (let i = 0; i < 9; i++) {
      t.clock.advance(61_000);
      expect((await sendLoginCode(mobile, freshIp())).body.code).toBe(200);
    }
    t.clock.advance(61_000);
    const capped = await sendLoginCode(mobile, freshIp());
    expect(capped.body.code).toBe(429);
    expect(capped.body.msg).toMatch(
      /^Too many codes were sent to this number, please try again in \d+ min$/,
    );
    t.clock.advance(60 * 60 * 1000);
    expect((await sendLoginCode(mobile, freshIp())).body.code).toBe(200);

    const busy = freshIp();
    for (let i = 0; i < 30; i++)
      expect((await sendLoginCode(freshMobile(), busy)).body.code).toBe(200);
    const fromIp = await sendLoginCode(freshMobile(), busy);
    expect(fromIp.body.code).toBe(429);
    expect(fromIp.body.msg).toMatch(/^Too many codes were requested from your network/);
    t.clock.advance(61 * 60 * 1000);
  });

  it('answers the same whether or not the number has an account', async () => {
    const known = freshMobile();
    await phoneLogin(known);
    const unknown = freshMobile();
    const a = await sendLoginCode(known);
    const b = await sendLoginCode(unknown);
    expect(a.body).toEqual(b.body);
    t.clock.advance(61_000);
  });
});

describe('phone login', () => {
  it('makes the account on the first login (+5 tickets, a ledger row) and signs in to it afterwards', async () => {
    const mobile = freshMobile();
    const first = await phoneLogin(mobile);
    expect(first.body.code).toBe(200);
    expect(first.sessionCookie).toBeDefined();
    expect(first.body.data.user).toMatchObject({
      balance: 5,
      phone: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
      nickName: `用户${mobile.slice(-4)}`,
    });
    const ledger = await t.db
      .select()
      .from(ticketLogs)
      .where(eq(ticketLogs.userId, first.body.data.user.id));
    expect(ledger.map((l) => [l.title, l.nums])).toEqual([['Sign-up reward', 5]]);
    const info = await t.call<{ phone: string; email: null; hasPassword: boolean }>(
      'GET',
      '/aigc/api/user/info',
      { session: first.sessionCookie },
    );
    expect(info.body.data).toMatchObject({ email: null, hasPassword: false });

    const second = await phoneLogin(mobile);
    expect(second.body.data.user.id).toBe(first.body.data.user.id);
    expect(second.body.data.user.balance).toBe(5);
    expect(second.sessionCookie).not.toBe(first.sessionCookie);
  });

  it('uses a code once and burns it after 5 wrong tries', async () => {
    const mobile = freshMobile();
    await sendLoginCode(mobile);
    const code = await smsCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const msgs: string[] = [];
    for (let i = 0; i < 5; i++) {
      msgs.push(
        (await t.call('POST', '/aigc/api/auth/login/mobile', { body: { mobile, code: wrong, termsVersion: TERMS_VERSION } }))
          .body.msg,
      );
    }
    expect(msgs).toEqual([
      ...Array(4).fill('Incorrect verification code'),
      'Too many wrong attempts, please request a new code',
    ]);
    const late = await t.call('POST', '/aigc/api/auth/login/mobile', { body: { mobile, code, termsVersion: TERMS_VERSION } });
    expect(late.body.msg).toBe('Too many wrong attempts, please request a new code');

    t.clock.advance(61_000);
    await sendLoginCode(mobile);
    const fresh = await smsCode(mobile);
    expect(
      (await t.call('POST', '/aigc/api/auth/login/mobile', { body: { mobile, code: fresh, termsVersion: TERMS_VERSION } })).body
        .code,
    ).toBe(200);
    expect(
      (await t.call('POST', '/aigc/api/auth/login/mobile', { body: { mobile, code: fresh, termsVersion: TERMS_VERSION } })).body
        .msg,
    ).toBe('Please request a verification code first');
    t.clock.advance(61_000);
  });

  it('refuses a code after 10 minutes', async () => {
    const mobile = freshMobile();
    await sendLoginCode(mobile);
    const code = await smsCode(mobile);
    t.clock.advance(10 * 60 * 1000 + 1);
    expect(
      (await t.call('POST', '/aigc/api/auth/login/mobile', { body: { mobile, code, termsVersion: TERMS_VERSION } })).body.msg,
    ).toBe('The verification code has expired, please request a new one');
  });
});

describe('forgotten password in steps, account login, lockout', () => {
  it('resets by SMS with the China rule on cn requests, then signs in with the number or the e-mail', async () => {
    const mobile = freshMobile();
    const login = await phoneLogin(mobile);
    const v = await t.call<{
      validateType: string;
      validateAuthToken: string;
      validateTypeAccount: string;
    }>('GET', '/aigc/api/auth/forgot/password/validate', { query: { account: mobile } });
    expect(v.body.data).toMatchObject({
      validateType: 'mobile',
      validateTypeAccount: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
    });
    expect(
      (await t.call('POST', '/aigc/api/auth/forgot/password/code', { body: v.body.data })).body
        .code,
    ).toBe(200);
    const code = await smsCode(mobile);
    const submit = (password: string, matching = password, headers = CN) =>
      Promise.all([t.encrypt(password), t.encrypt(matching)]).then(([p, m]) =>
        t.call('POST', '/aigc/api/auth/forgot/password/submit', {
          body: { ...v.body.data, password: p, matchingPassword: m, code },
          headers,
        }),
      );
    // Letters and specials: two kinds (China rule) but no digit (international rule).
    expect((await submit('abc!!!x', 'abc!!!x', { host: 'localhost:3000' })).body.msg).toBe(
      'The password must contain at least one letter and one digit',
    );
    expect((await submit('abcdefg')).body.msg).toBe(
      'The password must contain at least two of letters, digits and special characters',
    );
    expect((await submit('abc!!!x', 'abc!!!y')).body.msg).toBe('The passwords do not match');
    expect((await submit('abc!!!x')).body).toEqual({ code: 200, msg: 'success', data: null });
    // Every session of the account is signed out; the token is used up.
    expect(
      (await t.call('GET', '/aigc/api/user/info', { session: login.sessionCookie })).body.code,
    ).toBe(401);
    expect((await submit('abc!!!x')).body.msg).toBe(
      'This verification has expired, please start again',
    );

    const byPhone = await t.call<{ user: { id: string; hasPassword: boolean } }>(
      'POST',
      '/aigc/api/auth/login/account',
      {
        body: { account: mobile, password: await t.encrypt('abc!!!x') },
      },
    );
    expect(byPhone.body.data.user).toMatchObject({
      id: login.body.data.user.id,
      hasPassword: true,
    });
    expect(byPhone.sessionCookie).toBeDefined();

    const e = await t.register({ password: 'mail1234' });
    const byEmail = await t.call<{ user: { id: string } }>('POST', '/aigc/api/auth/login/account', {
      body: { account: e.email.toUpperCase(), password: await t.encrypt('mail1234') },
    });
    expect(byEmail.body.data.user.id).toBe(e.id);
    t.clock.advance(61_000);
  });

  it('resets by e-mail too, and never tells whether an account exists', async () => {
    const e = await t.register({ password: 'old12345' });
    const nobody = freshMobile();
    const known = await t.call<{
      validateType: string;
      validateAuthToken: string;
      validateTypeAccount: string;
    }>('GET', '/aigc/api/auth/forgot/password/validate', { query: { account: e.email } });
    const unknown = await t.call<{
      validateType: string;
      validateAuthToken: string;
      validateTypeAccount: string;
    }>('GET', '/aigc/api/auth/forgot/password/validate', { query: { account: nobody } });
    expect(known.body.data.validateType).toBe('email');
    expect(known.body.data.validateTypeAccount).toMatch(/^r\*+@example\.test$/);
    expect(unknown.body.code).toBe(200);
    const sentKnown = await t.call('POST', '/aigc/api/auth/forgot/password/code', {
      body: known.body.data,
    });
    const sentUnknown = await t.call('POST', '/aigc/api/auth/forgot/password/code', {
      body: unknown.body.data,
    });
    expect(sentKnown.body).toEqual(sentUnknown.body);
    // Only the real account got a message; the other number is throttled all the same.
    expect((await t.outbox()).some((m) => m.to === nobody)).toBe(false);
    expect(
      (await t.call('POST', '/aigc/api/auth/forgot/password/code', { body: unknown.body.data }))
        .body.code,
    ).toBe(429);
    const mail = (await t.outbox()).find((m) => m.to === e.email && /reset/i.test(m.subject));
    const r = await t.call('POST', '/aigc/api/auth/forgot/password/submit', {
      body: {
        ...known.body.data,
        password: await t.encrypt('new12345'),
        matchingPassword: await t.encrypt('new12345'),
        code: codeFrom(mail),
      },
    });
    expect(r.body.code).toBe(200);
    const guess = await t.call('POST', '/aigc/api/auth/forgot/password/submit', {
      body: {
        ...unknown.body.data,
        password: await t.encrypt('new12345'),
        matchingPassword: await t.encrypt('new12345'),
        code: '123456',
      },
    });
    expect(guess.body.code).toBe(400);
    // A validateType that is not the token's is refused.
    expect(
      (
        await t.call('POST', '/aigc/api/auth/forgot/password/code', {
          body: { ...known.body.data, validateType: 'mobile' },
        })
      ).body.msg,
    ).toBe('This verification has expired, please start again');
    expect(
      (
        await t.call('GET', '/aigc/api/auth/forgot/password/validate', {
          query: { account: 'nobody' },
        })
      ).body.msg,
    ).toBe('Please enter a valid mobile number or e-mail address');
    t.clock.advance(61_000);
  });

  it('locks password sign-in after 5 failures in 15 minutes, for every door to the same account', async () => {
    const mobile = freshMobile();
    await phoneLogin(mobile);
    expect((await setPasswordByReset(mobile, 'right123')).body.code).toBe(200);
    const attempt = async (password: string) =>
      t.call('POST', '/aigc/api/auth/login/account', {
        body: { account: mobile, password: await t.encrypt(password) },
        remoteAddress: freshIp(),
      });
    for (let i = 0; i < 5; i++)
      expect((await attempt('wrong123')).body).toEqual({
        code: 400,
        msg: 'Incorrect account or password',
        data: null,
      });
    const locked = await attempt('right123');
    expect(locked.body.code).toBe(429);
    expect(locked.body.msg).toMatch(/^Too many failed attempts, please try again in 15 min$/);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await attempt('right123')).body.code).toBe(200);

    // The e-mail login shares the rule: failures through login/account count for login/email.
    const e = await t.register({ password: 'mail1234' });
    for (let i = 0; i < 5; i++) {
      await t.call('POST', '/aigc/api/auth/login/account', {
        body: { account: e.email, password: await t.encrypt('nope1234') },
      });
    }
    const viaEmail = await t.call('POST', '/aigc/api/auth/login/email', {
      body: { email: e.email, password: await t.encrypt('mail1234') },
    });
    expect(viaEmail.body.code).toBe(429);
    // Unknown accounts are throttled too, with the same message as a wrong password.
    const ghost = await t.call('POST', '/aigc/api/auth/login/account', {
      body: { account: freshMobile(), password: await t.encrypt('x1234567') },
    });
    expect(ghost.body).toEqual({ code: 400, msg: 'Incorrect account or password', data: null });
    t.clock.advance(15 * 60 * 1000 + 1000);
  });

  it('locks an address after 30 failures in 15 minutes', async () => {
    expect(LIMIT_DEFAULTS.loginFailuresPerIp).toBe(30);
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      await t.call('POST', '/aigc/api/auth/login/account', {
        body: { account: freshMobile(), password: await t.encrypt('x1234567') },
        remoteAddress: ip,
      });
    }
    const r = await t.call('POST', '/aigc/api/auth/login/account', {
      body: { account: freshMobile(), password: await t.encrypt('x1234567') },
      remoteAddress: ip,
    });
    expect(r.body.code).toBe(429);
    t.clock.advance(15 * 60 * 1000 + 1000);
  }, 120_000);
});

describe('password change', () => {
  it('needs the current password, applies the edition rule and keeps only the caller signed in', async () => {
    const u = await t.register({ password: 'first123' });
    const other = await t.call('POST', '/aigc/api/auth/login/email', {
      body: { email: u.email, password: await t.encrypt('first123') },
    });
    const change = async (
      oldPassword: string,
      password: string,
      matching = password,
      headers = CN,
    ) =>
      t.call('POST', '/aigc/api/auth/password/change', {
        session: u.session,
        headers,
        body: {
          oldPassword: await t.encrypt(oldPassword),
          password: await t.encrypt(password),
          matchingPassword: await t.encrypt(matching),
        },
      });
    const visitor = await t.call('POST', '/aigc/api/auth/password/change', {
      body: {
        oldPassword: await t.encrypt('first123'),
        password: await t.encrypt('second!!'),
        matchingPassword: await t.encrypt('second!!'),
      },
    });
    expect(visitor.body.code).toBe(401);
    expect((await change('wrong123', 'second!!')).body.msg).toBe(
      'The current password is incorrect',
    );
    expect((await change('first123', 'secondxx')).body.msg).toBe(
      'The password must contain at least two of letters, digits and special characters',
    );
    expect((await change('first123', 'second!!', 'second!?')).body.msg).toBe(
      'The passwords do not match',
    );
    expect((await change('first123', 'second!!')).body).toEqual({
      code: 200,
      msg: 'success',
      data: null,
    });
    expect((await t.call('GET', '/aigc/api/user/info', { session: u.session })).body.code).toBe(
      200,
    );
    expect(
      (await t.call('GET', '/aigc/api/user/info', { session: other.sessionCookie })).body.code,
    ).toBe(401);
    const login = await t.call('POST', '/aigc/api/auth/login/email', {
      body: { email: u.email, password: await t.encrypt('second!!') },
    });
    expect(login.body.code).toBe(200);
  });

  it('lets a signed-in user start the reset steps from their own number (or e-mail) and stay signed in', async () => {
    const mobile = freshMobile();
    const login = await phoneLogin(mobile);
    const elsewhere = await phoneLogin(mobile);
    const visitor = await t.call('GET', '/aigc/api/auth/forgot/password/validate');
    expect(visitor.body.msg).toBe('Please enter your mobile number or e-mail address');
    const v = await t.call<{
      validateType: string;
      validateAuthToken: string;
      validateTypeAccount: string;
    }>('GET', '/aigc/api/auth/forgot/password/validate', { session: login.sessionCookie });
    expect(v.body.data).toMatchObject({
      validateType: 'mobile',
      validateTypeAccount: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
    });
    await t.call('POST', '/aigc/api/auth/forgot/password/code', {
      body: v.body.data,
      remoteAddress: freshIp(),
    });
    const r = await t.call('POST', '/aigc/api/auth/forgot/password/submit', {
      session: login.sessionCookie,
      headers: CN,
      body: {
        ...v.body.data,
        password: await t.encrypt('set!pass1'),
        matchingPassword: await t.encrypt('set!pass1'),
        code: await smsCode(mobile),
      },
    });
    expect(r.body.code).toBe(200);
    const me = await t.call<{ hasPassword: boolean }>('GET', '/aigc/api/user/info', {
      session: login.sessionCookie,
    });
    expect(me.body.data.hasPassword).toBe(true);
    expect(
      (await t.call('GET', '/aigc/api/user/info', { session: elsewhere.sessionCookie })).body.code,
    ).toBe(401);

    const e = await t.register({ password: 'mail1234' });
    const byMail = await t.call<{ validateType: string; validateTypeAccount: string }>(
      'GET',
      '/aigc/api/auth/forgot/password/validate',
      { session: e.session },
    );
    expect(byMail.body.data.validateType).toBe('email');
    expect(byMail.body.data.validateTypeAccount).toContain('*');
    t.clock.advance(61_000);
  });

  it('sends accounts without a password to the reset steps', async () => {
    const mobile = freshMobile();
    const login = await phoneLogin(mobile);
    const r = await t.call('POST', '/aigc/api/auth/password/change', {
      session: login.sessionCookie,
      body: {
        oldPassword: '',
        password: await t.encrypt('abc12345'),
        matchingPassword: await t.encrypt('abc12345'),
      },
    });
    expect(r.body.msg).toBe('This account has no password yet; set one with "Forgot password"');
    const [row] = await t.db.select().from(users).where(eq(users.phone, mobile));
    expect(row?.passwordHash).toBeNull();
  });
});
