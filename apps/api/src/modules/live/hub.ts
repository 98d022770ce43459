/**
 * The live streams held by one server process (docs/live-stream.md): who is
 * connected, their last sent sequence number, and the one loop that sends
 * them what the database holds past it.
 */
import { localDateTime } from '@aigc/domain';
import { asc, eq, lt, sql } from 'drizzle-orm';
import type { Session } from 'better-sse';
import { textArray } from '../../db/arrays';
import type { Db } from '../../db/client';
import { streamCursors, streamEvents } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { liveSessions } from '../../lib/sessions';

/** How long durable events are kept for replay: 7 days in ms. */
export const STREAM_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** What the hub reads from other modules (given by the live plugin). */
export interface StreamSources {
  /** Unread message counts of the users (missing = 0). */
  unreadCounts(db: Db, userIds: readonly string[]): Promise<Map<string, number>>;
  /** The user's want-ticket balance. */
  balance(db: Db, userId: string): Promise<number>;
  /** The user's unfinished generation jobs, as `GET /api/generate/result` shows them. */
  pendingJobs(db: Db, userId: string): Promise<Record<string, unknown>[]>;
}

/** One open stream. */
export interface StreamConnection {
  readonly userId: string;
  /** SHA-256 of the session token the stream was opened with. */
  readonly tokenHash: string;
  /** IANA zone of the `time` fields. */
  readonly tz: string;
  /** The better-sse session (an open response). */
  readonly session: Session;
  /** Ends the response (the client's EventSource then reconnects, or gets 401). */
  readonly end: () => void;
  /** Sequence number of the last durable event sent (or skipped as known). */
  last: number;
}

/** Minimal logger (Fastify's fits). */
interface HubLogger {
  error(obj: object, msg?: string): void;
}

/** Users read per delivery query. */
const USERS_PER_QUERY = 500;
/** Events read per user per delivery round (more are read in the next round). */
const EVENTS_PER_ROUND = 500;

/**
 * Holds this process's streams and sends them their events, in order, each
 * once. Every send happens inside one serialized loop ({@link StreamHub.flush}):
 * a new stream's `hello` and replay, the events of signalled users, queue
 * position updates and session checks never interleave.
 */
export class StreamHub {
  private readonly byUser = new Map<string, Set<StreamConnection>>();
  private readonly joining: { conn: StreamConnection; after: number | null }[] = [];
  private readonly pending = new Set<string>();
  private queueMoved = false;
  private checkSessions = false;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sources: StreamSources,
    private readonly log?: HubLogger,
  ) {}

  /** Open streams in this process. */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /**
   * Adds a stream: it gets `hello`, then (when `after` is a sequence number,
   * the client's Last-Event-ID) every durable event after it, then live
   * events. `after` null = a fresh stream: nothing is replayed.
   */
  open(conn: Omit<StreamConnection, 'last'>, after: number | null): StreamConnection {
    const c: StreamConnection = { ...conn, last: 0 };
    this.joining.push({ conn: c, after });
    c.session.once('disconnected', () => this.remove(c));
    this.kick();
    return c;
  }

  /** Users with new durable events (from the bus). */
  signalUsers(userIds: readonly string[]): void {
    for (const u of userIds) if (this.byUser.has(u)) this.pending.add(u);
    this.kick();
  }

  /** The generation queue moved: send fresh positions to streams with queued jobs. */
  signalQueueMoved(): void {
    this.queueMoved = true;
    this.kick();
  }

  /** Closes the streams opened with a session that ended (sign-out, expiry). */
  signalSessionsChanged(): void {
    this.checkSessions = true;
    this.kick();
  }

  /** Ends every stream (server shutdown) and waits for the loop. */
  async close(): Promise<void> {
    this.closed = true;
    for (const set of this.byUser.values()) for (const c of set) endResponse(c);
    for (const j of this.joining) endResponse(j.conn);
    this.byUser.clear();
    this.joining.length = 0;
    await this.running;
  }

  /** Resolves when the loop has nothing left to do (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private remove(c: StreamConnection): void {
    const set = this.byUser.get(c.userId);
    if (!set) return;
    set.delete(c);
    if (set.size === 0) this.byUser.delete(c.userId);
  }

  private kick(): void {
    if (this.running || this.closed) return;
    this.running = this.flush().finally(() => {
      this.running = null;
      if (this.hasWork()) this.kick();
    });
  }

  private hasWork(): boolean {
    return !this.closed && (this.joining.length > 0 || this.pending.size > 0 || this.queueMoved || this.checkSessions);
  }

  private async flush(): Promise<void> {
    await new Promise<void>((done) => setImmediate(done)); // gather the signals of this tick
    while (this.hasWork()) {
      try {
        if (this.checkSessions) {
          this.checkSessions = false;
          await this.closeEndedSessions();
        }
        if (this.joining.length > 0) await this.join(this.joining.splice(0));
        if (this.pending.size > 0) {
          const users = [...this.pending];
          this.pending.clear();
          for (let i = 0; i < users.length; i += USERS_PER_QUERY) await this.deliver(users.slice(i, i + USERS_PER_QUERY));
        }
        if (this.queueMoved) {
          this.queueMoved = false;
          await this.sendQueuePositions();
        }
      } catch (error) {
        this.log?.error({ err: error }, 'live stream delivery failed');
        // The events stay in the database: the next signal or reconnect sends them.
        await new Promise((done) => setTimeout(done, 500));
      }
    }
  }

  /** `hello` and the replay of new streams. */
  private async join(list: { conn: StreamConnection; after: number | null }[]): Promise<void> {
    for (const { conn, after } of list) {
      if (!conn.session.isConnected) continue;
      const [cursor] = await this.db
        .select({ seq: streamCursors.seq })
        .from(streamCursors)
        .where(eq(streamCursors.userId, conn.userId));
      const current = cursor?.seq ?? 0;
      let reset = false;
      if (after === null || after > current) {
        conn.last = current; // fresh (or an id from another account): live from now
      } else if (after < current) {
        const [oldest] = await this.db
          .select({ seq: streamEvents.seq })
          .from(streamEvents)
          .where(eq(streamEvents.userId, conn.userId))
          .orderBy(asc(streamEvents.seq))
          .limit(1);
        // Events after `after` were deleted (older than the retention): say so.
        reset = !oldest || oldest.seq > after + 1;
        conn.last = reset ? current : after;
      } else {
        conn.last = current;
      }
      const [counts, balance, jobs] = await Promise.all([
        this.sources.unreadCounts(this.db, [conn.userId]),
        this.sources.balance(this.db, conn.userId),
        this.sources.pendingJobs(this.db, conn.userId),
      ]);
      const id = String(conn.last);
      conn.session.push({ unReadCount: counts.get(conn.userId) ?? 0, balance, jobs }, 'hello', id);
      if (reset) conn.session.push({}, 'reset', id);
      let set = this.byUser.get(conn.userId);
      if (!set) this.byUser.set(conn.userId, (set = new Set()));
      set.add(conn);
      if (conn.last < current) this.pending.add(conn.userId);
    }
  }

  /** Sends the durable events past each stream's `last` to the streams of `users`. */
  private async deliver(users: string[]): Promise<void> {
    const after = new Map<string, number>();
    for (const u of users) {
      const set = this.byUser.get(u);
      if (!set || set.size === 0) continue;
      after.set(u, Math.min(...[...set].map((c) => c.last)));
    }
    if (after.size === 0) return;
    const ids = [...after.keys()];
    const result = await this.db.execute(sql`
      SELECT e.user_id, e.seq, e.kind, e.data, e.created_at
      FROM unnest(${textArray(ids)}::text[], ${textArray(ids.map((u) => after.get(u)!))}::bigint[]) AS c(user_id, after)
      CROSS JOIN LATERAL (
        SELECT * FROM stream_events s
        WHERE s.user_id = c.user_id AND s.seq > c.after
        ORDER BY s.seq LIMIT ${EVENTS_PER_ROUND}
      ) e
      ORDER BY e.user_id, e.seq`);
    const rows = (result as unknown as { rows: EventRow[] }).rows.map(normalizeRow);
    if (rows.length === 0) return;
    const withMessages = [...new Set(rows.filter((r) => r.kind === 'message').map((r) => r.userId))];
    const counts = withMessages.length > 0 ? await this.sources.unreadCounts(this.db, withMessages) : new Map<string, number>();
    const perUser = new Map<string, EventRow[]>();
    for (const r of rows) {
      const list = perUser.get(r.userId) ?? [];
      list.push(r);
      perUser.set(r.userId, list);
    }
    for (const [userId, events] of perUser) {
      for (const conn of this.byUser.get(userId) ?? []) {
        if (!conn.session.isConnected) continue;
        for (const e of events) {
          if (e.seq <= conn.last) continue;
          if (e.seq !== conn.last + 1) {
            // A gap means a row this stream should have seen is not visible yet: re-read next round.
            break;
          }
          conn.session.push(payloadOf(e, conn.tz, counts.get(userId) ?? 0), e.kind, String(e.seq));
          conn.last = e.seq;
        }
      }
      if (events.length === EVENTS_PER_ROUND) this.pending.add(userId);
    }
  }

  /** Fresh queue positions (non-durable `generation` events) for streams whose users have queued jobs. */
  private async sendQueuePositions(): Promise<void> {
    const users = [...this.byUser.keys()];
    if (users.length === 0) return;
    const result = await this.db.execute(sql`
      SELECT DISTINCT user_id FROM generation_jobs
      WHERE status = 'queued' AND user_id = ANY(${textArray(users)}::text[])`);
    for (const { user_id: userId } of (result as unknown as { rows: { user_id: string }[] }).rows) {
      const jobs = (await this.sources.pendingJobs(this.db, userId)).filter((j) => j.status === 'queued');
      for (const conn of this.byUser.get(userId) ?? []) {
        if (!conn.session.isConnected) continue;
        for (const job of jobs) conn.session.push(job, 'generation', String(conn.last));
      }
    }
  }

  private async closeEndedSessions(): Promise<void> {
    const all = [...this.byUser.values()].flatMap((set) => [...set]);
    if (all.length === 0) return;
    const alive = await liveSessions(this.db, [...new Set(all.map((c) => c.tokenHash))], this.clock.now());
    for (const c of all) {
      if (alive.has(c.tokenHash)) continue;
      this.remove(c);
      endResponse(c);
    }
  }

  /** Deletes durable events older than {@link STREAM_RETENTION_MS}; returns how many. */
  async prune(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - STREAM_RETENTION_MS);
    const gone = await this.db
      .delete(streamEvents)
      .where(lt(streamEvents.createdAt, before))
      .returning({ seq: streamEvents.seq });
    return gone.length;
  }
}

/** A `stream_events` row as read by {@link StreamHub}. */
interface EventRow {
  userId: string;
  seq: number;
  kind: string;
  data: Record<string, unknown>;
  createdAt: Date;
}

function normalizeRow(raw: unknown): EventRow {
  const r = raw as { user_id: string; seq: string | number; kind: string; data: unknown; created_at: string | Date };
  return {
    userId: r.user_id,
    seq: Number(r.seq),
    kind: r.kind,
    data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>,
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
  };
}

/** The SSE data of a durable event for a stream in zone `tz` (docs/live-stream.md "Events"). */
function payloadOf(e: EventRow, tz: string, unReadCount: number): unknown {
  if (e.kind !== 'message') return e.data;
  const content = (e.data.content ?? {}) as Record<string, unknown>;
  return { type: e.data.type, unReadCount, content: { ...content, time: localDateTime(e.createdAt, tz) } };
}

/** Ends a stream's response; a stream already gone is left alone. */
function endResponse(c: StreamConnection): void {
  try {
    c.end();
  } catch {
    // already gone
  }
}
