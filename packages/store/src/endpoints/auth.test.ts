import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store';
import { envelope, makeUser, stubFetch } from '../testing';
import { authApi } from './auth';

const sampleUser = makeUser({ needOnBoarding: true });

afterEach(() => vi.unstubAllGlobals());

const subtle = globalThis.crypto.subtle;
const keyPair = (await subtle.generateKey(
  {
    name: 'RSA-OAEP',
    modulusLength: 2048,
    publicExponent: new Uint8Array([1, 0, 1]),
    hash: 'SHA-256',
  },
  true,
  ['encrypt', 'decrypt'],
)) as CryptoKeyPair;
const jwk = await subtle.exportKey('jwk', keyPair.publicKey);

async function decrypt(base64: string): Promise<string> {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const plain = await subtle.decrypt({ name: 'RSA-OAEP' }, keyPair.privateKey, bytes);
  return new TextDecoder().decode(plain);
}

function server() {
  return stubFetch({
    '/aigc/api/auth/public-key': () => envelope({ kid: 'key-1', jwk }),
    '/aigc/api/auth/login/email': ({ body }) =>
      (body as { email: string }).email === 'ada@example.com'
        ? envelope({ user: sampleUser, requiredBinding: false })
        : envelope(null, 400, 'Incorrect e-mail or password'),
    '/aigc/api/auth/forgot': () => envelope(null),
    '/aigc/api/auth/logout': () => envelope(null),
  });
}

describe('auth mutations (docs/product.md §5: passwords encrypted before sending)', () => {
  it('login sends kid and the RSA-OAEP encrypted password, and logs the user in', async () => {
    const calls = server();
    const store = createAppStore({ entryType: 'main' });
    const result = await store.dispatch(
      authApi.endpoints.loginEmail.initiate({ email: 'ada@example.com', password: 'secret12' }),
    );
    expect(result.data?.user.userId).toBe('u1');
    const body = calls.find((c) => c.path === '/aigc/api/auth/login/email')!.body as Record<
      string,
      string
    >;
    expect(body.kid).toBe('key-1');
    expect(body.password).not.toBe('secret12');
    expect(await decrypt(body.password!)).toBe('secret12');
    expect(store.getState().session).toMatchObject({ isLogin: true, user: { userId: 'u1' } });
  });

  it('a refused login leaves the session logged out and returns the server msg without a toast (the form shows it inline)', async () => {
    server();
    const store = createAppStore({ entryType: 'main' });
    const result = await store.dispatch(
      authApi.endpoints.loginEmail.initiate({ email: 'eve@example.com', password: 'secret12' }),
    );
    expect(result.error).toEqual({ status: 400, data: 'Incorrect e-mail or password' });
    expect(store.getState().session.isLogin).toBe(false);
    expect(store.getState().ui.toast).toBeNull();
  });

  it('forgot password encrypts both password fields', async () => {
    const calls = server();
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(
      authApi.endpoints.forgotPassword.initiate({
        email: 'ada@example.com',
        password: 'newpass1',
        matchingPassword: 'newpass1',
        code: '123456',
      }),
    );
    const body = calls.find((c) => c.path === '/aigc/api/auth/forgot')!.body as Record<
      string,
      string
    >;
    expect(await decrypt(body.password!)).toBe('newpass1');
    expect(await decrypt(body.matchingPassword!)).toBe('newpass1');
    expect(body.code).toBe('123456');
  });

  it('logout clears the session (docs/product.md §4)', async () => {
    server();
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(
      authApi.endpoints.loginEmail.initiate({ email: 'ada@example.com', password: 'secret12' }),
    );
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(store.getState().session).toEqual({ isLogin: false, user: null, needOnBoarding: false });
  });
});
