import { vi } from 'vitest';

/** One call seen by the stubbed fetch, whether the client passed `(url, init)` or a `Request`. */
export interface FetchCall {
  /** The path, e.g. '/aigc/api/user/info'. */
  path: string;
  /** The full URL (read query parameters from `url.searchParams`). */
  url: URL;
  /** Upper-case HTTP method. */
  method: string;
  /** Request headers as sent (names as the client wrote them; lower-case when it passed a `Headers`). */
  headers: Record<string, string>;
  /** The body: parsed JSON, a FormData as is, or null/undefined when there was none. */
  body: unknown;
  /** The `init` argument as passed (`{}` when none). */
  init: RequestInit;
}

/** Answers one call; `undefined` answers HTTP 404. */
export type FetchRoute = (call: FetchCall) => Response | Promise<Response> | undefined;

/**
 * A `{ code, msg, data }` envelope response (docs/product.md §7), HTTP 200 unless
 * `init` says otherwise. A business error is `envelope(null, 4001, 'No want-ticket left…')`.
 */
export function envelope(data: unknown, code = 200, msg = 'ok', init: ResponseInit = {}): Response {
  return new Response(JSON.stringify({ code, msg, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

function headersOf(input: string | URL | Request, init: RequestInit): Record<string, string> {
  const raw = init.headers ?? (input instanceof Request ? input.headers : undefined);
  if (raw === undefined) return {};
  if (raw instanceof Headers || Array.isArray(raw)) return Object.fromEntries(new Headers(raw));
  return { ...raw };
}

/** The body of `init`: parsed JSON when it is a JSON string, else as passed. */
function bodyOf(init: RequestInit): unknown {
  if (typeof init.body !== 'string') return init.body;
  try {
    return JSON.parse(init.body) as unknown;
  } catch {
    return init.body;
  }
}

/**
 * The one fetch stub of the client tests: replaces global `fetch` with
 * answers keyed by path ('/aigc/api/...'); unknown paths, and routes that
 * answer undefined, get HTTP 404. Undo it with `vi.unstubAllGlobals()`.
 *
 * @returns the calls made, oldest first (the array fills as calls arrive).
 */
export function stubFetch(routes: Record<string, FetchRoute>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(raw, 'http://localhost');
      const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const call: FetchCall = {
        path: url.pathname,
        url,
        method,
        headers: headersOf(input, init),
        body: bodyOf(init),
        init,
      };
      calls.push(call);
      if (input instanceof Request && init.body === undefined && method !== 'GET') {
        call.body = await input.clone().json().catch(() => null);
      }
      const reply = await routes[url.pathname]?.(call);
      return reply ?? new Response('not found', { status: 404, statusText: 'Not Found' });
    }),
  );
  return calls;
}

/** A promise with its `resolve` exposed: hold a reply back to look at the optimistic state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
