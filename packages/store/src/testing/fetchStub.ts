import { vi } from 'vitest';

/** One recorded call to the stubbed fetch. */
export interface RecordedCall {
  url: URL;
  path: string;
  init: RequestInit;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = Response | Promise<Response>;
/** Answers a call; return undefined for a 404. */
export type Route = (call: RecordedCall) => Reply | undefined;

/** An envelope response (HTTP 200 unless given). */
export function envelope(data: unknown, code = 200, msg = 'ok', init: ResponseInit = {}): Response {
  return new Response(JSON.stringify({ code, msg, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

/**
 * Replaces global fetch with a router keyed by path (e.g. '/aigc/api/user/info');
 * returns the list of calls made, newest last.
 */
export function stubFetch(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const headers = { ...(init.headers as Record<string, string>) };
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call: RecordedCall = { url, path: url.pathname, init, headers, body };
    calls.push(call);
    const route = routes[url.pathname];
    const reply = route?.(call);
    return reply ?? new Response('not found', { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A promise with its resolve function exposed. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
