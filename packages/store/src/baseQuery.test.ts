import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@aigc/i18n';
import { api } from './api';
import { resolvedTimeZone, type ApiRequest } from './baseQuery';
import { WEB_ID_STORAGE_KEY } from './webId';
import { createAppStore } from './store';
import { userApi } from './endpoints/user';
import { envelope, stubFetch } from './testing';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, ApiRequest>({ query: (request) => request }),
    zonedProbe: build.query<unknown, ApiRequest>({
      query: (request) => request,
      extraOptions: { withTimeZone: true },
    }),
  }),
});

const NETWORK = 'Network connection error, please check your network and try again';

function setup(entryType: 'main' | 'edu' = 'main') {
  const store = createAppStore({ entryType });
  const run = (request: ApiRequest) =>
    store.dispatch(
      probeApi.endpoints.probe.initiate(request, { forceRefetch: true, subscribe: false }),
    );
  return { store, run, toast: () => store.getState().ui.toast };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request shape (docs/product.md §7)', () => {
  it('prefixes /aigc, keeps params, drops null ones and adds a timestamp', async () => {
    const calls = stubFetch({ '/aigc/api/x': () => envelope(1) });
    const { run } = setup();
    const before = Date.now();
    await run({ url: '/api/x', params: { page: 2, topicId: undefined, q: null, sort: 'hot' } });
    const { url } = calls[0]!;
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('sort')).toBe('hot');
    expect(url.searchParams.has('topicId')).toBe(false);
    expect(url.searchParams.has('q')).toBe(false);
    const timestamp = Number(url.searchParams.get('timestamp'));
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
  });

  it('sends the documented headers and credentials', async () => {
    const calls = stubFetch({ '/aigc/api/x': () => envelope(1) });
    const { run } = setup('edu');
    await run({ url: '/api/x' });
    const { headers, init } = calls[0]!;
    expect(headers['App-Version']).toBe('1.0.1');
    expect(headers.Tz).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers['accept-language']).toBe('US,en');
    expect(headers['Entry-Type']).toBe('edu');
    expect(headers['Web-Id']).toMatch(/\S{8,}/);
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
  });

  it('adds the tz parameter only for endpoints that ask for it (withTimeZone)', async () => {
    const calls = stubFetch({ '/aigc/api/x': () => envelope(1) });
    const { store, run } = setup();
    await run({ url: '/api/x', params: { page: 1 } });
    await store.dispatch(
      probeApi.endpoints.zonedProbe.initiate({ url: '/api/x', params: { page: 1 } }, { subscribe: false }),
    );
    expect(calls[0]!.url.searchParams.has('tz')).toBe(false);
    expect(calls[1]!.url.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(calls[1]!.url.searchParams.get('page')).toBe('1');
  });

  it('keeps one Web-Id in localStorage across calls and stores', async () => {
    const calls = stubFetch({ '/aigc/api/x': () => envelope(1) });
    await setup().run({ url: '/api/x' });
    await setup().run({ url: '/api/x' });
    expect(calls[0]!.headers['Web-Id']).toBe(calls[1]!.headers['Web-Id']);
    expect(localStorage.getItem(WEB_ID_STORAGE_KEY)).toBe(calls[0]!.headers['Web-Id']);
  });

  it('follows the active locale in accept-language', async () => {
    const calls = stubFetch({ '/aigc/api/x': () => envelope(1) });
    const previous = i18n.locale;
    i18n.loadAndActivate({ locale: 'zh-Hans', messages: {} });
    try {
      await setup().run({ url: '/api/x' });
    } finally {
      i18n.activate(previous);
    }
    expect(calls[0]!.headers['accept-language']).toBe('CN,zh-Hans');
  });

  it('sends JSON bodies with a content type', async () => {
    const calls = stubFetch({ '/aigc/api/x': () => envelope(null) });
    await setup().run({ url: '/api/x', method: 'POST', body: { a: 1 } });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.body).toEqual({ a: 1 });
  });
});

describe('resolvedTimeZone', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("reads the zone with Temporal where the browser has it, at most once a minute", () => {
    const timeZoneId = vi.fn(() => 'Asia/Tokyo');
    vi.stubGlobal('Temporal', { Now: { timeZoneId } });
    // Ten minutes ahead of any read an earlier test made.
    const start = Date.now() + 10 * 60_000;
    vi.useFakeTimers();
    vi.setSystemTime(start);
    expect(resolvedTimeZone()).toBe('Asia/Tokyo');
    vi.setSystemTime(start + 59_000);
    expect(resolvedTimeZone()).toBe('Asia/Tokyo');
    expect(timeZoneId).toHaveBeenCalledTimes(1);
    timeZoneId.mockReturnValue('Europe/Paris');
    vi.setSystemTime(start + 61_000);
    expect(resolvedTimeZone()).toBe('Europe/Paris');
    expect(timeZoneId).toHaveBeenCalledTimes(2);
  });

  it("asks Intl's formatter without Temporal", () => {
    vi.stubGlobal('Temporal', undefined);
    vi.useFakeTimers();
    vi.setSystemTime(Date.now() + 20 * 60_000);
    expect(resolvedTimeZone()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('multipart bodies', () => {
  it('sends FormData as is, leaving the content type to fetch', async () => {
    const calls = stubFetch({ '/aigc/api/upload': () => envelope(null) });
    const form = new FormData();
    form.append('prompt', 'cat');
    await setup().run({ url: '/api/upload', method: 'POST', body: form });
    expect(calls[0]!.init.body).toBe(form);
    expect(calls[0]!.headers).not.toHaveProperty('Content-Type');
  });
});

describe('envelope and error toasts (docs/product.md §8)', () => {
  it('unwraps code 200 to data without a toast', async () => {
    stubFetch({ '/aigc/api/x': () => envelope({ n: 1 }) });
    const { run, toast } = setup();
    const result = await run({ url: '/api/x' });
    expect(result.data).toEqual({ n: 1 });
    expect(toast()).toBeNull();
  });

  it('turns another code into { status: code, data: msg } and toasts the msg', async () => {
    stubFetch({ '/aigc/api/x': () => envelope(null, 409, 'You have already wanted this post') });
    const { run, toast } = setup();
    const result = await run({ url: '/api/x' });
    expect(result.error).toEqual({ status: 409, data: 'You have already wanted this post' });
    expect(toast()).toMatchObject({ message: 'You have already wanted this post', kind: 'error' });
  });

  it('toasts the status text of an HTTP failure', async () => {
    stubFetch({
      '/aigc/api/x': () => new Response('busy', { status: 503, statusText: 'Service Unavailable' }),
    });
    const { run, toast } = setup();
    const result = await run({ url: '/api/x' });
    expect(result.error).toEqual({ status: 503, data: 'Service Unavailable' });
    expect(toast()?.message).toBe('Service Unavailable');
  });

  it("shows the network message for 'Internal Server Error'", async () => {
    stubFetch({
      '/aigc/api/x': () =>
        envelope(null, 500, 'Internal Server Error', {
          status: 500,
          statusText: 'Internal Server Error',
        }),
    });
    const { run, toast } = setup();
    const result = await run({ url: '/api/x' });
    expect(result.error).toMatchObject({ status: 500 });
    expect(toast()?.message).toBe(NETWORK);
  });

  it("shows the network message for 'Failed to fetch'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { run, toast } = setup();
    const result = await run({ url: '/api/x' });
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(toast()?.message).toBe(NETWORK);
  });

  it('keeps a single toast: the newest replaces the current one', async () => {
    stubFetch({
      '/aigc/api/a': () => envelope(null, 400, 'first'),
      '/aigc/api/b': () => envelope(null, 400, 'second'),
    });
    const { run, toast } = setup();
    await run({ url: '/api/a' });
    const first = toast();
    await run({ url: '/api/b' });
    expect(toast()?.message).toBe('second');
    expect(toast()?.id).not.toBe(first?.id);
  });

  it('is silent when the call says so', async () => {
    stubFetch({ '/aigc/api/x': () => envelope(null, 401, 'Please log in') });
    const { run, toast } = setup();
    const result = await run({ url: '/api/x', silent: true });
    expect(result.error).toEqual({ status: 401, data: 'Please log in' });
    expect(toast()).toBeNull();
  });

  it('is silent for endpoints with extraOptions.silent (user/info on load)', async () => {
    stubFetch({ '/aigc/api/user/info': () => envelope(null, 401, 'Please log in') });
    const { store, toast } = setup();
    const result = await store.dispatch(userApi.endpoints.getUserInfo.initiate());
    expect(result.error).toEqual({ status: 401, data: 'Please log in' });
    expect(toast()).toBeNull();
  });
});

describe('abort and time-out', () => {
  function hangingFetch() {
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('is silent when the request is aborted', async () => {
    hangingFetch();
    const { store, toast } = setup();
    const pending = store.dispatch(probeApi.endpoints.probe.initiate({ url: '/api/slow' }));
    pending.abort();
    const result = await pending;
    expect(result.error).toMatchObject({ name: 'AbortError' });
    expect(toast()).toBeNull();
  });

  it('times out after 100 s with the network message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = hangingFetch();
    const { run, toast } = setup();
    const pending = run({ url: '/api/slow' });
    await vi.advanceTimersByTimeAsync(99_999);
    const signal = fetchMock.mock.calls[0]![1].signal!;
    expect(signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal.aborted).toBe(true);
    const result = await pending;
    expect(result.error).toEqual({ status: 'TIMEOUT_ERROR', data: NETWORK });
    expect(toast()?.message).toBe(NETWORK);
  });
});
