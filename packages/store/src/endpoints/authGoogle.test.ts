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
  it('builds the start URL and reads the return', () => {
    expect(googleStartUrl('/account?tab=likes')).toBe(
      '/aigc/api/auth/google/start?redirect=%2Faccount%3Ftab%3Dlikes',
    );
    expect(readThirdLoginReturn('?thirdLogin=link_required&x=1')).toEqual({
      outcome: 'link_required',
      message: null,
    });
    expect(readThirdLoginReturn('?thirdLogin=error&thirdLoginMsg=Nope')).toEqual({
      outcome: 'error',
      message: 'Nope',
    });
    expect(readThirdLoginReturn('?thirdLogin=weird')).toBeNull();
    expect(readThirdLoginReturn('?x=1')).toBeNull();
    expect(withoutThirdLoginReturn('?x=1&thirdLogin=ok&thirdLoginMsg=m')).toBe('?x=1');
    expect(withoutThirdLoginReturn('?thirdLogin=ok')).toBe('');
  });

  it('links with the encrypted password and signs in', async () => {
    const calls = stubFetch({
      '/aigc/api/auth/public-key': () => envelope(publicKey),
      '/aigc/api/auth/login/third/link': () => envelope({ requiredBinding: false, user: mei }),
    });
    const s = store();
    await s.dispatch(authGoogleApi.endpoints.linkThirdLogin.initiate({ password: 'secret12' }));
    const body = calls.find((c) => c.path === '/aigc/api/auth/login/third/link')?.body as Record<
      string,
      string
    >;
    expect(body.kid).toBe('k1');
    expect(body.password).not.toBe('secret12');
    expect(s.getState().session.isLogin).toBe(true);
  });
});
