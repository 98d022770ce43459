import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { SESSION_COOKIE } from '../lib/sessions';

/** One event read by {@link openStream}, its `data` parsed as JSON. */
export interface StreamEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

/** An open live stream, read like a browser's EventSource would (tests and benchmarks). */
export interface OpenStream {
  /** HTTP status of the answer. */
  status: number;
  /** Every event read so far, in order. */
  events: StreamEvent[];
  /** Comment lines read so far (heartbeats). */
  comments: string[];
  /** The last event id read (what EventSource would send as Last-Event-ID). */
  lastId: string | undefined;
  /** Resolves with the first event (read so far or later) that `match` accepts; rejects after `timeoutMs`. */
  next(match: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ended the response. */
  ended: Promise<void>;
  /** Cuts the connection (like a lost network). */
  close(): void;
}

/**
 * Opens `GET <baseUrl>/aigc/api/sse/stream` with the session cookie and an
 * optional `Last-Event-ID`, and parses the answer with eventsource-parser.
 * Non-200 answers resolve with their status and no events.
 */
export async function openStream(
  baseUrl: string,
  session: string | undefined,
  options: { lastEventId?: string | undefined; tz?: string; onEvent?: (e: StreamEvent) => void } = {},
): Promise<OpenStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (session) headers.cookie = `${SESSION_COOKIE}=${session}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const url = `${baseUrl}/aigc/api/sse/stream?tz=${encodeURIComponent(options.tz ?? 'UTC')}&timer=${Date.now()}`;
  const res = await fetch(url, { headers, signal: abort.signal });
  const waiters: { match: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }[] = [];
  const stream: OpenStream = {
    status: res.status,
    events: [],
    comments: [],
    lastId: options.lastEventId,
    next(match, timeoutMs = 10_000) {
      const found = stream.events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such event in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    ended: Promise.resolve(),
    close: () => abort.abort(),
  };
  if (res.status !== 200 || !res.body) {
    await res.body?.cancel();
    return stream;
  }
  const parser = createParser({
    onEvent(m: EventSourceMessage) {
      const e: StreamEvent = { event: m.event ?? 'message', id: m.id, data: JSON.parse(m.data) as unknown };
      if (m.id !== undefined) stream.lastId = m.id;
      stream.events.push(e);
      options.onEvent?.(e);
      for (let i = waiters.length - 1; i >= 0; i--) {
        const w = waiters[i]!;
        if (w.match(e)) {
          waiters.splice(i, 1);
          w.resolve(e);
        }
      }
    },
    onComment(c) {
      stream.comments.push(c);
    },
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        parser.feed(value);
      }
    } catch {
      // aborted
    }
  })();
  return stream;
}
