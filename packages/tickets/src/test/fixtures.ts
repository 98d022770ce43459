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

/** Stubs `fetch` with envelope answers keyed by path (e.g. '/aigc/api/user/account'); unknown paths 404. */
export function stubApi(routes: Record<string, () => unknown>) {
  const paths: string[] = [];
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    paths.push(url.pathname);
    const route = routes[url.pathname];
    if (!route) return new Response('not found', { status: 404, statusText: 'Not Found' });
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data: route() }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { paths, fetchMock };
}
