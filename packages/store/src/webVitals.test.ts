import { afterEach, describe, expect, it, vi } from 'vitest';
import { initAnalytics, type TrackedEvent } from './analytics';
import { reportWebVitals, type ReportedMetric, type WebVitalsLibrary } from './webVitals';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A stand-in for the web-vitals library: each `on*` keeps its callback so the test can report through it. */
function fakeLibrary() {
  const callbacks = new Map<string, (metric: ReportedMetric) => void>();
  const lib: WebVitalsLibrary = {
    onLCP: (cb) => void callbacks.set('LCP', cb),
    onCLS: (cb) => void callbacks.set('CLS', cb),
    onINP: (cb) => void callbacks.set('INP', cb),
    onFCP: (cb) => void callbacks.set('FCP', cb),
    onTTFB: () => {
      throw new Error('not supported here');
    },
  };
  const emit = (name: string, value: number, rating: ReportedMetric['rating'] = 'good') =>
    callbacks.get(name)!({ name, value, rating, navigationType: 'navigate' });
  return { lib, callbacks, emit };
}

describe('reportWebVitals', () => {
  it('sends each metric as a web_vital event under the landing route, rounded, and goes on past a metric the browser lacks', async () => {
    vi.useFakeTimers();
    const got: TrackedEvent[] = [];
    initAnalytics({ adapters: [{ name: 'memory', send: async (events) => void got.push(...events) }], flushMs: 2000, now: () => 7 });
    const { lib, callbacks, emit } = fakeLibrary();
    await reportWebVitals('/content/:contentId', async () => lib);
    expect([...callbacks.keys()]).toEqual(['LCP', 'CLS', 'INP', 'FCP']);

    emit('LCP', 2345.678);
    emit('CLS', 0.123456, 'needs-improvement');
    await vi.advanceTimersByTimeAsync(2000);
    expect(got).toEqual([
      {
        event: 'web_vital',
        params: { metric: 'LCP', value: 2346, rating: 'good', route: '/content/:contentId', navigation_type: 'navigate' },
        time: 7,
      },
      {
        event: 'web_vital',
        params: { metric: 'CLS', value: 0.123, rating: 'needs-improvement', route: '/content/:contentId', navigation_type: 'navigate' },
        time: 7,
      },
    ]);
  });

  it('sends a metric reported while the page is being hidden at once, without waiting for the batch timer', async () => {
    vi.useFakeTimers();
    const got: TrackedEvent[] = [];
    initAnalytics({ adapters: [{ name: 'memory', send: async (events) => void got.push(...events) }], flushMs: 60_000 });
    const { lib, emit } = fakeLibrary();
    await reportWebVitals('/', async () => lib);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    emit('INP', 180);
    await vi.advanceTimersByTimeAsync(0);
    expect(got.map((e) => e.params.metric)).toEqual(['INP']);
  });

  it('reports nothing, and does not throw, when the library cannot load', async () => {
    const got: TrackedEvent[] = [];
    initAnalytics({ adapters: [{ name: 'memory', send: async (events) => void got.push(...events) }], flushMs: 0 });
    await expect(reportWebVitals('/', () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    expect(got).toEqual([]);
  });
});
