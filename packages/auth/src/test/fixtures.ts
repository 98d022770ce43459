import { vi } from 'vitest';
import type { User } from '@aigc/api-client';

/** A signed-in user as `/api/user/info` returns it (api-contract `User`). */
export function makeUser(over: Partial<User> = {}): User {
  return {
    id: 'u1',
    userId: 'u1',
    nickName: 'Mira',
    avatar: null,
    email: 'mira@example.com',
    accountLevel: '',
    balance: 5,
    showPostLocalUpload: false,
    needOnBoarding: false,
    eduIdentity: null,
    ...over,
  } as User;
}

/** An envelope answer: `data` with code 200, or a business error `{ code, msg }`. */
export type Answer = { data: unknown } | { code: number; msg: string };

/**
 * Stubs `fetch` with envelope answers keyed by path (e.g.
 * '/aigc/api/auth/login/email'); unknown paths 404. Records each call's
 * path and JSON body.
 */
export function stubApi(routes: Record<string, (body: unknown) => Answer>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ path: url.pathname, body });
    const route = routes[url.pathname];
    if (!route) return new Response('not found', { status: 404, statusText: 'Not Found' });
    const answer = route(body);
    const envelope = 'data' in answer ? { code: 200, msg: 'ok', data: answer.data } : { ...answer, data: null };
    return new Response(JSON.stringify(envelope), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A real RSA-OAEP public key as `/api/auth/public-key` returns it. */
export async function makePublicKey() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return { kid: 'k1', jwk: { ...jwk, kid: 'k1' } };
}
