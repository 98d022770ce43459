import { vi } from 'vitest';

/*
 * The fetch stub of the feature packages' component tests (community,
 * generator, publish-dialog): calls keyed by path with their parsed body,
 * whether the client sent a Request or (url, init).
 */

/** One call seen by the stubbed fetch. */
export interface SeenCall {
  path: string;
  url: URL;
  method: string;
  body: unknown;
}

/** A `{ code, msg, data }` envelope response (docs/product.md §7). */
export function envelope(data: unknown, code = 200, msg = 'ok'): Response {
  return new Response(JSON.stringify({ code, msg, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces global `fetch` with answers keyed by path ('/aigc/api/...');
 * unknown paths get HTTP 404. Returns the calls made, oldest first.
 */
export function stubFetch(routes: Record<string, (call: SeenCall) => Response | Promise<Response>>) {
  const calls: SeenCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(raw, 'http://localhost');
      const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      let body: unknown = init.body;
      if (typeof body === 'string') body = JSON.parse(body);
      else if (input instanceof Request && method !== 'GET') body = await input.clone().json().catch(() => null);
      const call = { path: url.pathname, url, method, body };
      calls.push(call);
      const route = routes[url.pathname];
      return route ? route(call) : new Response('not found', { status: 404, statusText: 'Not Found' });
    }),
  );
  return calls;
}
