import { sql } from 'drizzle-orm';
import { afterCommit, type Db, type DbOrTx } from '../db/client';
import { textArray } from '../db/arrays';
import { streamEvents } from '../db/schema';

/**
 * The durable live-stream event kinds (docs/live-stream.md), = SSE event names:
 * `message` (a new message, or live ticket event 2/3), `tickets` (the balance
 * after a change), `generation` (a generation job's status changed).
 */
export type StreamEventKind = 'message' | 'tickets' | 'generation';

/** What a database's writers tell the live stream after a commit. */
export interface StreamSignals {
  /** These users have new durable events. */
  users(userIds: readonly string[]): void;
  /** The generation queue moved (positions changed; nothing durable). */
  queueMoved(): void;
  /** A session ended (sign-out): its streams must close. */
  sessionsChanged(): void;
}

const listeners = new WeakMap<Db, StreamSignals>();

/**
 * Registers who hears the signals of `db`'s writers (the live module's bus
 * publisher); replaces the previous listener. Without one, events are still
 * written and replayed, just not pushed at once.
 */
export function listenToStreamSignals(db: Db, signals: StreamSignals | null): void {
  if (signals) listeners.set(db, signals);
  else listeners.delete(db);
}

/** Rows inserted per statement by {@link appendStreamEvents}. */
const BATCH = 1000;

/** One durable live-stream event to append (see {@link appendStreamEventList}). */
export interface StreamEventInput {
  userId: string;
  kind: StreamEventKind;
  data: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Appends durable live-stream events (docs/live-stream.md), any number per
 * user, on the caller's transaction `tx` — the same transaction as the
 * events' cause, so neither exists without the other. Each user's sequence
 * numbers (the SSE `id`s) are taken from `stream_cursors` with one upsert
 * that raises the cursor by the user's count and locks the row until
 * commit: a user's numbers become visible in order and without gaps; a
 * user's events get them in the order given. Users are locked in id order
 * (fewer deadlocks between concurrent writers; `db.transaction` retries the
 * rest). After the commit the listener of {@link listenToStreamSignals}
 * hears about the users.
 * @returns the sequence numbers given, in the order of `events`.
 */
export async function appendStreamEventList(tx: DbOrTx, events: readonly StreamEventInput[]): Promise<number[]> {
  const byUser = new Map<string, number[]>();
  events.forEach((e, i) => {
    const list = byUser.get(e.userId);
    if (list) list.push(i);
    else byUser.set(e.userId, [i]);
  });
  const users = [...byUser.keys()].sort();
  const seqs: number[] = new Array<number>(events.length);
  for (let i = 0; i < users.length; i += BATCH) {
    const batch = users.slice(i, i + BATCH);
    const counts = batch.map((u) => byUser.get(u)!.length);
    const result = await tx.execute(sql`
      INSERT INTO stream_cursors (user_id, seq)
      SELECT u, c FROM unnest(${textArray(batch)}::text[], ${textArray(counts)}::int[]) WITH ORDINALITY AS t(u, c, n) ORDER BY n
      ON CONFLICT (user_id) DO UPDATE SET seq = stream_cursors.seq + excluded.seq
      RETURNING user_id, seq`);
    for (const row of (result as unknown as { rows: { user_id: string; seq: string | number }[] }).rows) {
      const indexes = byUser.get(row.user_id)!;
      indexes.forEach((eventIndex, k) => (seqs[eventIndex] = Number(row.seq) - indexes.length + 1 + k));
    }
    await tx.insert(streamEvents).values(
      batch.flatMap((userId) =>
        byUser.get(userId)!.map((eventIndex) => {
          const e = events[eventIndex]!;
          return { userId, seq: seqs[eventIndex]!, kind: e.kind, data: e.data, createdAt: e.createdAt };
        }),
      ),
    );
  }
  if (users.length > 0) afterCommit(tx, (db) => listeners.get(db)?.users(users));
  return seqs;
}

/**
 * {@link appendStreamEventList} with one event per user (duplicates
 * dropped), all of kind `kind` at `now`.
 * @param data the event's data, the same for everyone or per user.
 * @returns the sequence number given to each user.
 */
export async function appendStreamEvents(
  tx: DbOrTx,
  userIds: readonly string[],
  kind: StreamEventKind,
  data: Record<string, unknown> | ((userId: string) => Record<string, unknown>),
  now: Date,
): Promise<Map<string, number>> {
  const users = [...new Set(userIds)].sort();
  const seqs = await appendStreamEventList(
    tx,
    users.map((userId) => ({ userId, kind, data: typeof data === 'function' ? data(userId) : data, createdAt: now })),
  );
  return new Map(users.map((u, i) => [u, seqs[i]!]));
}

/** {@link appendStreamEvents} for one user; returns its sequence number. */
export async function appendStreamEvent(
  tx: DbOrTx,
  userId: string,
  kind: StreamEventKind,
  data: Record<string, unknown>,
  now: Date,
): Promise<number> {
  return (await appendStreamEvents(tx, [userId], kind, data, now)).get(userId)!;
}

/** Tells the live streams that the generation queue moved (after the change is committed). */
export function signalQueueMoved(dbOrTx: DbOrTx): void {
  afterCommit(dbOrTx, (db) => listeners.get(db)?.queueMoved());
}

/** Tells the live streams that a session ended, so its streams close (after the commit). */
export function signalSessionEnded(dbOrTx: DbOrTx): void {
  afterCommit(dbOrTx, (db) => listeners.get(db)?.sessionsChanged());
}

/**
 * Tells the live streams that `userIds` have new durable events, after
 * `dbOrTx`'s transaction commits (at once for a statement that already
 * committed) — for writers that appended the events in SQL of their own
 * (the want function, docs/tickets.md 'Spending: wants').
 */
export function signalUsers(dbOrTx: DbOrTx, userIds: readonly string[]): void {
  if (userIds.length > 0) afterCommit(dbOrTx, (db) => listeners.get(db)?.users(userIds));
}
