import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** A message handler of a {@link Bus} topic: gets what was published, as published. */
export type BusHandler = (message: string) => void;

/**
 * A publish/subscribe bus between the server's parts and processes
 * (docs/architecture.md "Adapters"): best effort, at most once, no history —
 * use it to nudge, keep the truth in the database.
 */
export interface Bus {
  /** `in-process` or `redis`. */
  readonly kind: 'in-process' | 'redis';
  /** Sends `message` to every subscriber of `topic` (in every process, for Redis). Never rejects. */
  publish(topic: string, message: string): Promise<void>;
  /** Calls `handler` for each message on `topic` from now on; returns the unsubscribe function. */
  subscribe(topic: string, handler: BusHandler): Promise<() => Promise<void>>;
  /** Closes connections; later publishes are dropped. */
  close(): Promise<void>;
}

/** The embedded default: an EventEmitter, so only this process hears its messages. */
export class InProcessBus implements Bus {
  readonly kind = 'in-process' as const;
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private closed = false;

  async publish(topic: string, message: string): Promise<void> {
    if (this.closed) return;
    // Delivered on a later tick, like a network bus: a publisher never runs handlers inline.
    setImmediate(() => this.emitter.emit(topic, message));
  }

  async subscribe(topic: string, handler: BusHandler): Promise<() => Promise<void>> {
    this.emitter.on(topic, handler);
    return async () => void this.emitter.off(topic, handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.emitter.removeAllListeners();
  }
}

/**
 * Redis pub/sub (`REDIS_URL` set): a message published by any server
 * process reaches the subscribers of every process. Two connections (Redis
 * puts a subscribing connection in a mode where it can only subscribe);
 * topics are prefixed with `prefix:` so several deployments (or tests) can
 * share one Redis. A publish while Redis is away is logged and dropped.
 */
export class RedisBus implements Bus {
  readonly kind = 'redis' as const;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers = new Map<string, Set<BusHandler>>();
  private closed = false;

  constructor(
    redisUrl: string,
    private readonly prefix = 'aigc',
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.pub = new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    this.sub = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.pub.on('error', onError);
    this.sub.on('error', onError);
    this.sub.on('message', (channel: string, message: string) => {
      const topic = channel.slice(this.prefix.length + 1);
      for (const handler of this.handlers.get(topic) ?? []) handler(message);
    });
  }

  async publish(topic: string, message: string): Promise<void> {
    if (this.closed) return;
    try {
      await this.pub.publish(`${this.prefix}:${topic}`, message);
    } catch (error) {
      this.onError(error);
    }
  }

  async subscribe(topic: string, handler: BusHandler): Promise<() => Promise<void>> {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
      await this.sub.subscribe(`${this.prefix}:${topic}`);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(topic) === set) {
        this.handlers.delete(topic);
        if (!this.closed) await this.sub.unsubscribe(`${this.prefix}:${topic}`).catch(this.onError);
      }
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.clear();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}

/** Options of {@link createBus}. */
export interface CreateBusOptions {
  /** Redis URL; unset = {@link InProcessBus}. */
  redisUrl?: string | undefined;
  /** Topic prefix in Redis (default `aigc`). */
  prefix?: string | undefined;
  /** Where Redis connection errors go (default: ignored; ioredis reconnects). */
  onError?: ((error: unknown) => void) | undefined;
}

/** The bus the settings ask for: Redis pub/sub when `redisUrl` is set, else in-process. */
export function createBus(options: CreateBusOptions = {}): Bus {
  return options.redisUrl ? new RedisBus(options.redisUrl, options.prefix, options.onError) : new InProcessBus();
}
