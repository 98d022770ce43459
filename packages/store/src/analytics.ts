/**
 * The one analytics module (docs/product.md §7 'Tracking'): every tracking event of the
 * clients goes through {@link track}. Events are queued and sent in batches
 * to the adapters set by {@link initAnalytics}: by default our own collector
 * (`POST /aigc/api/track`, stored server-side), optionally also a third-party
 * collector ({@link gtagAdapter}). Tracking never throws and never blocks the UI.
 */
import type { WebVitalParams } from '@aigc/domain';
import { withHtSource } from './htSource';
import { getWebId } from './webId';

/** Event names and their fields (docs/product.md §7 'Tracking'). */
export interface TrackEvents {
  publish: { enter_method: string; page_name: string; challenge_id: string | null };
  click_mention: { page_name: string; to_user_id: string };
  click_upload_entrance: { page_name: string };
  request_failed: { url: string; status: number | null; message: string };
  /** One Core Web Vital of a page load (docs/architecture.md 'Real-user metrics'). */
  web_vital: WebVitalParams;
}

/** A queued event as sent to adapters. */
export interface TrackedEvent {
  event: string;
  params: Record<string, string | number | boolean | null>;
  /** Client time, ms since the epoch. */
  time: number;
}

/** A destination of events. `send` may reject: tracking is best effort, that batch is dropped for that adapter. */
export interface AnalyticsAdapter {
  name: string;
  send(events: TrackedEvent[]): Promise<void>;
}

/** Most events per batch (the collector accepts 50). */
export const TRACK_BATCH_MAX = 50;
/** Time between automatic flushes, in ms. */
export const TRACK_FLUSH_MS = 2000;

/**
 * Our own collector: POSTs `{ events, htSource? }` as JSON to `endpoint` (default
 * `/aigc/api/track`) with the session cookie and the `Web-Id` header — `htSource`
 * is the visit's campaign source (docs/product.md §3 'Campaign source');
 * `keepalive` lets a batch survive a page unload.
 */
export function collectorAdapter(endpoint = '/aigc/api/track'): AnalyticsAdapter {
  return {
    name: 'collector',
    async send(events) {
      for (let i = 0; i < events.length; i += TRACK_BATCH_MAX) {
        const res = await fetch(endpoint, {
          method: 'POST',
          credentials: 'include',
          keepalive: true,
          headers: { 'Content-Type': 'application/json', 'Web-Id': getWebId() },
          body: JSON.stringify(withHtSource({ events: events.slice(i, i + TRACK_BATCH_MAX) })),
        });
        if (!res.ok) throw new Error(`collector answered HTTP ${res.status}`);
      }
    },
  };
}

type Gtag = (...args: unknown[]) => void;

/**
 * A third-party collector: Google Analytics 4 through gtag.js. Loads
 * `https://www.googletagmanager.com/gtag/js?id=<measurementId>` once and
 * sends each event as `gtag('event', name, params)`. Only used when the app
 * is configured with a measurement id.
 */
export function gtagAdapter(measurementId: string, win: Window & { dataLayer?: unknown[]; gtag?: Gtag } = window): AnalyticsAdapter {
  let ready = false;
  const init = () => {
    if (ready) return;
    ready = true;
    win.dataLayer = win.dataLayer ?? [];
    const layer = win.dataLayer;
    win.gtag = function gtag() {
      // gtag.js reads the arguments object itself, as its snippet does.
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    win.gtag('js', new Date());
    win.gtag('config', measurementId, { send_page_view: false });
    const script = win.document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    win.document.head.appendChild(script);
  };
  return {
    name: 'gtag',
    async send(events) {
      init();
      for (const e of events) win.gtag?.('event', e.event, e.params);
    },
  };
}

interface State {
  adapters: AnalyticsAdapter[];
  queue: TrackedEvent[];
  timer: ReturnType<typeof setTimeout> | null;
  now: () => number;
  flushMs: number;
}

// No destination until initAnalytics (the app's start-up): library code and tests that never call it send nothing.
const state: State = { adapters: [], queue: [], timer: null, now: () => Date.now(), flushMs: TRACK_FLUSH_MS };

/** Options of {@link initAnalytics}. */
export interface AnalyticsOptions {
  /** Destinations (default: our collector only). */
  adapters?: AnalyticsAdapter[];
  /** Flush delay in ms (default {@link TRACK_FLUSH_MS}); 0 sends at once. */
  flushMs?: number;
  /** Time source (tests). */
  now?: () => number;
}

/**
 * Sets the destinations (docs/product.md §7: 'A third-party analytics collector is
 * initialised'). Call once at start-up; flushes what is queued on page hide.
 */
export function initAnalytics(options: AnalyticsOptions = {}): void {
  state.adapters = options.adapters ?? [collectorAdapter()];
  state.flushMs = options.flushMs ?? TRACK_FLUSH_MS;
  state.now = options.now ?? (() => Date.now());
  state.queue = [];
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flushAnalytics();
    });
  }
}

/** Sends every queued event now to every adapter. A failing adapter does not stop the others. */
export async function flushAnalytics(): Promise<void> {
  if (state.timer) {
    clearTimeout(state.timer);
    state.timer = null;
  }
  const batch = state.queue.splice(0);
  if (batch.length === 0) return;
  await Promise.allSettled(state.adapters.map((a) => a.send(batch)));
}

/**
 * Records a tracking event (docs/product.md §7 'Tracking'). Queued and sent within
 * {@link TRACK_FLUSH_MS} (or at once with `flushMs: 0`); never throws.
 */
export function track<E extends keyof TrackEvents>(event: E, params: TrackEvents[E]): void {
  if (state.adapters.length === 0) return;
  state.queue.push({ event, params: { ...params }, time: state.now() });
  if (state.flushMs === 0) {
    void flushAnalytics();
    return;
  }
  state.timer ??= setTimeout(() => void flushAnalytics(), state.flushMs);
}
