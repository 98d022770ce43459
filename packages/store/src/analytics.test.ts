import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectorAdapter, flushAnalytics, gtagAdapter, initAnalytics, track, type TrackedEvent } from './analytics';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('analytics', () => {
  it('queues events and sends one batch to every adapter; a failing adapter does not stop the others', async () => {
    vi.useFakeTimers();
    const got: TrackedEvent[][] = [];
    initAnalytics({
      adapters: [
        { name: 'broken', send: () => Promise.reject(new Error('down')) },
        { name: 'memory', send: async (events) => void got.push(events) },
      ],
      flushMs: 2000,
      now: () => 42,
    });
    track('click_upload_entrance', { page_name: 'home' });
    track('click_mention', { page_name: 'publish', to_user_id: 'u1' });
    expect(got).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(got).toEqual([
      [
        { event: 'click_upload_entrance', params: { page_name: 'home' }, time: 42 },
        { event: 'click_mention', params: { page_name: 'publish', to_user_id: 'u1' }, time: 42 },
      ],
    ]);
    await flushAnalytics();
    expect(got).toHaveLength(1);
  });

  it('the collector adapter posts { events } with the Web-Id header, 50 per request', async () => {
    const bodies: { events: unknown[] }[] = [];
    const headers: Record<string, string>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)) as { events: unknown[] });
        headers.push(init.headers as Record<string, string>);
        return new Response('{}', { status: 200 });
      }),
    );
    const events = Array.from({ length: 51 }, (_, i) => ({ event: 'publish', params: { page_name: String(i) }, time: i }));
    await collectorAdapter().send(events);
    expect(bodies.map((b) => b.events.length)).toEqual([50, 1]);
    expect(headers[0]?.['Web-Id']).toBeTruthy();
  });

  it('the gtag adapter loads gtag.js once and forwards events', async () => {
    const adapter = gtagAdapter('G-TEST', window);
    await adapter.send([{ event: 'publish', params: { page_name: 'home' }, time: 1 }]);
    await adapter.send([{ event: 'click_mention', params: { to_user_id: 'x' }, time: 2 }]);
    const scripts = [...document.querySelectorAll('script')].filter((s) => s.src.includes('gtag/js?id=G-TEST'));
    expect(scripts).toHaveLength(1);
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => [...a]);
    expect(layer).toContainEqual(['event', 'publish', { page_name: 'home' }]);
    expect(layer).toContainEqual(['event', 'click_mention', { to_user_id: 'x' }]);
  });
});

describe('request_failed', () => {
  it('the base query tracks failed requests once analytics is initialised', async () => {
    const { createAppStore } = await import('./store');
    const { settingsApi } = await import('./endpoints/settings');
    const got: TrackedEvent[] = [];
    initAnalytics({ adapters: [{ name: 'memory', send: async (e) => void got.push(...e) }], flushMs: 0 });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 500, msg: 'boom', data: null }), { status: 200 })));
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(settingsApi.endpoints.getFeatureConfig.initiate());
    expect(got.map((e) => [e.event, e.params.url, e.params.status])).toEqual([['request_failed', '/api/new/config', 500]]);
    initAnalytics({ adapters: [] });
  });
});
