import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store';
import { envelope, makePublicKey, makeUser, stubFetch } from '../testing';
import {
  authGoogleApi,
  googleStartUrl,
  readThirdLoginReturn,
  withoutThirdLoginReturn,
} from './authGoogle';

let publicKey: Awaited<ReturnType<typeof makePublicKey>>;
beforeAll(async () => {
  publicKey = await makePublicKey();
});
afterEach(() => vi.unstubAllGlobals());

const mei = makeUser({ userId: 'u9', nickName: 'Mei' });
const store = () => createAppStore({ entryType: 'main' });

describe('Google sign-in (international)', () => {
  it('builds the start URL and reads the return on /login', () => {
    expect(googleStartUrl('/account?tab=likes')).toBe(
      '/aigc/api/auth/login/third/google?redirect=%2Faccount%3Ftab%3Dlikes',
    );
    expect(readThirdLoginReturn('?thirdLink=lt-1&redirect=%2F')).toEqual({
      kind: 'link',
      validateAuthToken: 'lt-1',
    });
    expect(readThirdLoginReturn('?thirdError=cancelled')).toEqual({
      kind: 'error',
      error: 'cancelled',
    });
    expect(readThirdLoginReturn('?thirdError=unavailable')).toEqual({
      kind: 'error',
      error: 'unavailable',
    });
    expect(googleStartUrl('/', { termsVersion: '2025-01-14' })).toBe(
      '/aigc/api/auth/login/third/google?redirect=%2F&termsVersion=2025-01-14',
    );
    expect(readThirdLoginReturn('?thirdError=terms&redirect=%2F')).toEqual({ kind: 'error', error: 'terms' });
    expect(readThirdLoginReturn('?thirdError=weird')).toEqual({ kind: 'error', error: 'failed' });
    expect(readThirdLoginReturn('?redirect=%2F')).toBeNull();
    expect(withoutThirdLoginReturn('?thirdError=failed&redirect=%2Fx')).toBe('?redirect=%2Fx');
    expect(withoutThirdLoginReturn('?thirdLink=lt')).toBe('');
  });

  it('links with the encrypted password and signs in', async () => {
    const calls = stubFetch({
      '/aigc/api/auth/public-key': () => envelope(publicKey),
      '/aigc/api/auth/login/third/link': ({ method }) =>
        method === 'GET'
          ? envelope({ provider: 'google', email: 'm***@gmail.com' })
          : envelope({ requiredBinding: false, user: mei }),
    });
    const s = store();
    const info = await s.dispatch(authGoogleApi.endpoints.getThirdLinkInfo.initiate('lt-1'));
    expect(info.data).toEqual({ provider: 'google', email: 'm***@gmail.com' });
    expect(calls[0]?.url.searchParams.get('validateAuthToken')).toBe('lt-1');
    await s.dispatch(
      authGoogleApi.endpoints.linkThirdLogin.initiate({
        validateAuthToken: 'lt-1',
        password: 'secret12',
      }),
    );
    const body = calls.find(
      (c) => c.path === '/aigc/api/auth/login/third/link' && c.method === 'POST',
    )?.body as Record<string, string>;
    expect(body.kid).toBe('k1');
    expect(body.validateAuthToken).toBe('lt-1');
    expect(body.password).not.toBe('secret12');
    expect(s.getState().session.isLogin).toBe(true);
  });
});
