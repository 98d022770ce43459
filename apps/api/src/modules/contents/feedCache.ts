import type { FeedPage } from '../../shared';

/** A cached feed page: the viewer-independent page and its visitor answer, serialised once. */
export interface FeedCacheEntry {
  page: FeedPage;
  /** The whole success envelope for a visitor, as JSON text. */
  visitorJson: string;
}

/** Options of {@link FeedCache}. */
export interface FeedCacheOptions {
  /** How long an entry is served, in ms; 0 = nothing is kept (every request loads). */
  ttlMs: number;
  /** Entries kept at most; the oldest go first (default 500). */
  maxEntries?: number;
  /** Monotonic time in ms (default `performance.now`). */
  now?: () => number;
}

/**
 * The feed's in-memory page cache (docs/benchmarks.md 'Community feed'):
 * viewer-independent feed pages by key (sort, challenge, page size, page or
 * cursor) for `ttlMs`. {@link invalidate} drops everything — the writers of
 * anything a card shows call it through `cardsChanged` (src/shared) once
 * their transaction commits — and a load that was running when a write
 * committed is not stored (it may have read the old rows), so the request
 * after a write always sees it. Concurrent misses of one key share one load.
 */
export class FeedCache {
  private readonly entries = new Map<string, { entry: FeedCacheEntry; expires: number }>();
  private readonly loading = new Map<string, Promise<FeedCacheEntry>>();
  private version = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: FeedCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 500;
    this.now = options.now ?? (() => performance.now());
  }

  /**
   * The entry of `key`, from memory when fresh, else from `load` (whose page
   * `serialise` turns into the visitor answer). Rejects when `load` does.
   */
  async get(key: string, load: () => Promise<FeedPage>, serialise: (page: FeedPage) => string): Promise<FeedCacheEntry> {
    const held = this.entries.get(key);
    if (held && held.expires > this.now()) return held.entry;
    if (held) this.entries.delete(key);
    if (this.ttlMs <= 0) {
      const page = await load();
      return { page, visitorJson: serialise(page) };
    }
    const loadKey = `${this.version}\u0000${key}`;
    const running = this.loading.get(loadKey);
    if (running) return running;
    const version = this.version;
    const promise = (async () => {
      try {
        const page = await load();
        const entry = { page, visitorJson: serialise(page) };
        if (version === this.version) this.store(key, entry);
        return entry;
      } finally {
        this.loading.delete(loadKey);
      }
    })();
    this.loading.set(loadKey, promise);
    return promise;
  }

  /** Drops every entry; loads running now will not be stored. */
  invalidate(): void {
    this.version += 1;
    this.entries.clear();
  }

  private store(key: string, entry: FeedCacheEntry): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { entry, expires: this.now() + this.ttlMs });
  }
}
