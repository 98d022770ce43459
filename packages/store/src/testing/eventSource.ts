import { vi } from 'vitest';

/**
 * A stand-in for the browser's `EventSource` (docs/live-stream.md) that a test
 * drives by hand: {@link FakeEventSource.instances} lists every one created,
 * `open()`, `emit()` and `fail()` play the server and the network.
 * Install it with {@link installFakeEventSource}.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every instance created since the last {@link installFakeEventSource}, oldest first. */
  static instances: FakeEventSource[] = [];

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readonly url: string;
  readonly withCredentials: boolean;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  /** The last event id seen, as the browser keeps it (and would resend as `Last-Event-ID`). */
  lastEventId = '';

  constructor(url: string | URL, init: EventSourceInit = {}) {
    super();
    this.url = String(url);
    this.withCredentials = Boolean(init.withCredentials);
    FakeEventSource.instances.push(this);
  }

  /**
   * Waits until the `index`-th instance exists (the store opens the stream
   * asynchronously: its code loads on the first sign-in) and returns it.
   * @throws when it does not appear within Vitest's `waitFor` time-out.
   */
  static async created(index = 0): Promise<FakeEventSource> {
    return vi.waitFor(() => {
      const instance = FakeEventSource.instances[index];
      if (!instance) throw new Error(`no EventSource #${index} yet`);
      return instance;
    });
  }

  /** The URL parsed against http://localhost (read `searchParams`). */
  get parsedUrl(): URL {
    return new URL(this.url, 'http://localhost');
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answered 200: `open` fires. */
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    const event = new Event('open');
    this.dispatchEvent(event);
    this.onopen?.(event);
  }

  /**
   * The server sent `event: name`, `data: JSON(data)` and, when given,
   * `id: id` (the browser keeps the last id for the next events and reconnects).
   * Pass a string as `data` to send it as is.
   */
  emit(name: string, data: unknown, id?: string | number): void {
    if (id !== undefined) this.lastEventId = String(id);
    const event = new MessageEvent(name, {
      data: typeof data === 'string' ? data : JSON.stringify(data),
      lastEventId: this.lastEventId,
    });
    this.dispatchEvent(event);
    if (name === 'message') this.onmessage?.(event);
  }

  /**
   * The connection failed: `reconnecting` true = the browser retries by
   * itself (readyState CONNECTING, e.g. a lost network); false = it gave up
   * (CLOSED, e.g. a 401 answer).
   */
  fail(reconnecting: boolean): void {
    this.readyState = reconnecting ? FakeEventSource.CONNECTING : FakeEventSource.CLOSED;
    const event = new Event('error');
    this.dispatchEvent(event);
    this.onerror?.(event);
  }
}

/**
 * Installs {@link FakeEventSource} as the global `EventSource` (undo with
 * `vi.unstubAllGlobals()`) and forgets earlier instances.
 * @returns the class, whose `instances` the test inspects.
 */
export function installFakeEventSource(): typeof FakeEventSource {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource;
}
