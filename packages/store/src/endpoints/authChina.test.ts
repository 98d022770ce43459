import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store';
import { envelope, makePublicKey, makeUser, stubFetch } from '../testing';
import type { ThirdLoginResult } from '@aigc/api-client';
import { authChinaApi } from './authChina';

let publicKey: Awaited<ReturnType<typeof makePublicKey>>;
beforeAll(async () => {
  publicKey = await makePublicKey();
});
afterEach(() => vi.unstubAllGlobals());

const mei = makeUser({ userId: 'u9', nickName: 'Mei' });
const store = () => createAppStore({ entryType: 'main' });
/** A `ThirdLoginResult` as the server answers it (docs/auth.md 'WeChat'). */
const third = (over: Partial<ThirdLoginResult>): ThirdLoginResult => ({
  status: 'pending',
  user: null,
  requiredBinding: false,
  validateAuthToken: null,
  linkEmail: null,
  ...over,
});

describe('China login calls (docs/auth.md)', () => {
  it('sends the SMS code and logs in with mobile + code', async () => {
    const calls = stubFetch({
      '/aigc/api/auth/login/mobile/code': () => envelope(null),
      '/aigc/api/auth/login/mobile': () => envelope({ requiredBinding: false, user: mei }),
    });
    const s = store();
    await s.dispatch(
      authChinaApi.endpoints.sendLoginMobileCode.initiate({ mobile: '13800138000' }),
    );
    const result = await s.dispatch(
      authChinaApi.endpoints.loginMobile.initiate({ mobile: '13800138000', code: '123456' }),
    );
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/aigc/api/auth/login/mobile/code', { mobile: '13800138000' }],
      ['POST', '/aigc/api/auth/login/mobile', { mobile: '13800138000', code: '123456' }],
    ]);
    expect(result.data?.user?.userId).toBe('u9');
    expect(s.getState().session.isLogin).toBe(true);
  });

  it('encrypts the account password and signs in', async () => {
    const calls = stubFetch({
      '/aigc/api/auth/public-key': () => envelope(publicKey),
      '/aigc/api/auth/login/account': () => envelope({ requiredBinding: false, user: mei }),
    });
    const s = store();
    const result = await s.dispatch(
      authChinaApi.endpoints.loginAccount.initiate({
        account: 'mei@example.com',
        password: 'abc123',
      }),
    );
    const body = calls.find((c) => c.path === '/aigc/api/auth/login/account')?.body as Record<
      string,
      string
    >;
    expect(body).toMatchObject({ account: 'mei@example.com', kid: 'k1' });
    expect(body.password).not.toBe('abc123');
    expect(result.data?.user.userId).toBe('u9');
    expect(s.getState().session.isLogin).toBe(true);
  });

  it('signs in from a WeChat poll only when it answers loggedIn', async () => {
    let answer = third({
      status: 'requiredBinding',
      requiredBinding: true,
      validateAuthToken: 'vt',
    });
    const calls = stubFetch({ '/aigc/api/auth/login/query/third': () => envelope(answer) });
    const s = store();
    await s.dispatch(authChinaApi.endpoints.pollWechatLogin.initiate({ uuid: 's-1' }));
    expect(s.getState().session.isLogin).toBe(false);
    answer = third({ status: 'requiredTerms' });
    await s.dispatch(authChinaApi.endpoints.pollWechatLogin.initiate({ uuid: 's-1' }));
    expect(s.getState().session.isLogin).toBe(false);
    expect(calls.at(-1)?.url.searchParams.has('termsVersion')).toBe(false);
    answer = third({ status: 'loggedIn', user: mei });
    await s.dispatch(authChinaApi.endpoints.pollWechatLogin.initiate({ uuid: 's-1', termsVersion: '2025-01-14' }));
    expect(calls.at(-1)?.url.searchParams.get('termsVersion')).toBe('2025-01-14');
    expect(s.getState().session.user?.userId).toBe('u9');
  });

  it('starts and polls the WeChat login silently (no toast per failed poll)', async () => {
    const calls = stubFetch({
      '/aigc/api/auth/login/pre/third': () =>
        envelope({ url: 'https://open.weixin.qq.com/x', state: 's-1' }),
      '/aigc/api/auth/login/query/third': () =>
        envelope(null, 400, 'Invalid WeChat login parameters'),
    });
    const s = store();
    const start = await s.dispatch(authChinaApi.endpoints.startWechatLogin.initiate());
    expect(start.data).toEqual({ url: 'https://open.weixin.qq.com/x', state: 's-1' });
    expect(calls[0]?.url.searchParams.get('identifierType')).toBe('3');
    const poll = await s.dispatch(authChinaApi.endpoints.pollWechatLogin.initiate({ uuid: 's-1' }));
    expect(calls[1]?.url.searchParams.get('uuid')).toBe('s-1');
    expect(poll.error).toEqual({ status: 400, data: 'Invalid WeChat login parameters' });
    expect(s.getState().ui.toast).toBeNull();
  });

  it('runs the reset steps with both passwords encrypted', async () => {
    const calls = stubFetch({
      '/aigc/api/auth/public-key': () => envelope(publicKey),
      '/aigc/api/auth/forgot/password/validate': () =>
        envelope({
          validateType: 'mobile',
          validateAuthToken: 'ft-1',
          validateTypeAccount: '138****8000',
        }),
      '/aigc/api/auth/forgot/password/code': () => envelope(null),
      '/aigc/api/auth/forgot/password/submit': () => envelope(null),
    });
    const s = store();
    const step = await s.dispatch(
      authChinaApi.endpoints.validateForgotAccount.initiate({ account: '13800138000' }),
    );
    expect(calls[0]?.url.searchParams.get('account')).toBe('13800138000');
    const proof = {
      validateType: step.data!.validateType,
      validateAuthToken: step.data!.validateAuthToken,
    };
    await s.dispatch(authChinaApi.endpoints.sendForgotCode.initiate(proof));
    await s.dispatch(
      authChinaApi.endpoints.submitForgotPassword.initiate({
        ...proof,
        code: '654321',
        password: 'new#pass',
        matchingPassword: 'new#pass',
      }),
    );
    expect(calls.find((c) => c.path === '/aigc/api/auth/forgot/password/code')?.body).toEqual(
      proof,
    );
    const submit = calls.find((c) => c.path === '/aigc/api/auth/forgot/password/submit')
      ?.body as Record<string, string>;
    expect(submit).toMatchObject({ ...proof, code: '654321', kid: 'k1' });
    expect(submit.password).not.toBe('new#pass');
    expect(submit.matchingPassword).not.toBe('new#pass');
  });

  it('binds a phone with the validateAuthToken and signs in', async () => {
    const calls = stubFetch({
      '/aigc/api/auth/binding/mobile/code': () => envelope(null),
      '/aigc/api/auth/binding/mobile/submit': () => envelope({ requiredBinding: false, user: mei }),
    });
    const s = store();
    await s.dispatch(
      authChinaApi.endpoints.sendBindMobileCode.initiate({
        mobile: '13800138000',
        validateAuthToken: 'vt-1',
      }),
    );
    await s.dispatch(
      authChinaApi.endpoints.bindMobile.initiate({
        mobile: '13800138000',
        validateAuthToken: 'vt-1',
        code: '111111',
      }),
    );
    expect(calls[1]?.body).toEqual({
      mobile: '13800138000',
      validateAuthToken: 'vt-1',
      code: '111111',
    });
    expect(s.getState().session.user?.userId).toBe('u9');
  });

  it("starts a signed-in user's own reset without an account, and changes a password with all three encrypted", async () => {
    const calls = stubFetch({
      '/aigc/api/auth/public-key': () => envelope(publicKey),
      '/aigc/api/auth/forgot/password/validate': () =>
        envelope({
          validateType: 'mobile',
          validateAuthToken: 'ft',
          validateTypeAccount: '138****8000',
        }),
      '/aigc/api/auth/password/change': () => envelope(null),
    });
    const s = store();
    await s.dispatch(authChinaApi.endpoints.validateForgotAccount.initiate({}));
    expect(calls[0]?.url.searchParams.has('account')).toBe(false);
    const changed = await s.dispatch(
      authChinaApi.endpoints.changePassword.initiate({
        oldPassword: 'old#pass',
        password: 'new#pass',
        matchingPassword: 'new#pass',
      }),
    );
    expect(changed.data).toBeNull();
    const body = calls.find((c) => c.path === '/aigc/api/auth/password/change')?.body as Record<
      string,
      string
    >;
    expect(body.kid).toBe('k1');
    for (const field of ['oldPassword', 'password', 'matchingPassword'])
      expect(body[field]).not.toMatch(/pass$/);
  });
});
