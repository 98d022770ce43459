import { and, eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { EDU_MESSAGES, MESSAGE_TYPE, WANT_COST, WANT_LEDGER_PREFIX, WANT_THRESHOLD, wantState, type WantState } from '@aigc/domain';
import type { Db } from '../../db/client';
import { contents, products, wantRequests, wants } from '../../db/schema';
import { AppError, ErrorCode, conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { appendStreamEventList, signalUsers, type StreamEventInput } from '../../lib/streamEvents';
import { InsufficientTicketsError, LEDGER_TITLE_MAX, spend } from '../tickets';
import { openProduct } from '../makeReal';
import { cardsChanged } from '../../shared';
import { writeMessage } from '../messages';

/** Messages of the want rules (docs/product.md §4, §8). */
export const WantMessages = {
  already: 'You have already wanted this post',
  noTicket: 'No want-ticket left, return tomorrow for the daily reward',
  missing: 'This post does not exist',
  keyReused: 'This Idempotency-Key was already used for another post',
  closed: 'This design could not be made, so it no longer takes wants',
} as const;

/** Longest accepted `Idempotency-Key`, in characters. */
export const IDEMPOTENCY_KEY_MAX = 128;

/** Result of a want (docs/api-contract.md `WantResult`). */
export interface WantResult {
  contentId: string;
  wantCount: number;
  wantState: WantState;
  balance: number;
}

/**
 * `userId` wants `contentId` (docs/product.md §1, §4): in ONE transaction, records the
 * want (one per user per post, never withdrawn), spends 1 ticket, increments
 * the post's want count and — when the count passes {@link WANT_THRESHOLD} —
 * opens the post's product (status `wanted`, docs/product.md §4 'Product lifecycle'),
 * and messages the post's author (type 4, docs/product.md §9; not yourself).
 *
 * Retries never spend twice: the same user+post is refused with 409; with an
 * `idempotencyKey` (the `Idempotency-Key` header, ≤ 128 characters) the first
 * request's result is stored with the want and a retry with that key gets it
 * back as a success (a key reused for another post is refused with 409).
 * Errors: 404 missing/deleted post; 409 already wanted (nothing spent);
 * 4001 no ticket left (rolled back, docs/product.md §8).
 */
export async function wantContent(
  db: Db,
  userId: string,
  contentId: string,
  now: Date,
  idempotencyKey?: string,
): Promise<WantResult> {
  return db.transaction(async (tx) => {
    if (idempotencyKey) {
      // Concurrent requests with one key queue on this primary key; the
      // first one's row (with its result) is visible to the others once it commits.
      const claimed = await tx
        .insert(wantRequests)
        .values({ userId, idemKey: idempotencyKey, contentId, createdAt: now })
        .onConflictDoNothing()
        .returning({ contentId: wantRequests.contentId });
      if (claimed.length === 0) {
        const [prior] = await tx
          .select({ contentId: wantRequests.contentId, response: wantRequests.response })
          .from(wantRequests)
          .where(and(eq(wantRequests.userId, userId), eq(wantRequests.idemKey, idempotencyKey)))
          .limit(1);
        if (!prior || prior.contentId !== contentId || !prior.response) throw conflict(WantMessages.keyReused);
        return prior.response as WantResult;
      }
    }
    // Lock the post first (the order every writer of a post uses): a
    // deletion or a failed evaluation committing meanwhile is seen here, so
    // no want slips in after their refunds.
    const post = await tx
      .select({ title: contents.title, authorId: contents.authorId })
      .from(contents)
      .where(and(eq(contents.id, contentId), isNull(contents.deletedAt)))
      .for('no key update')
      .limit(1);
    const title = post[0]?.title;
    const authorId = post[0]?.authorId;
    if (title === undefined || authorId === undefined) throw notFound(WantMessages.missing);
    // A separate statement after the lock: under READ COMMITTED it sees a
    // failed evaluation committed while we waited (a join in the locking
    // statement would re-check only the locked row and read a stale status).
    const product = await tx
      .select({ status: products.status })
      .from(products)
      .where(eq(products.contentId, contentId))
      .limit(1);
    if (product[0]?.status === 'evaluation_failed') throw conflict(WantMessages.closed);
    const inserted = await tx
      .insert(wants)
      .values({ contentId, userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ contentId: wants.contentId });
    if (inserted.length === 0) throw conflict(WantMessages.already);
    let balance: number;
    try {
      balance = await spend(tx, userId, WANT_COST, `${WANT_LEDGER_PREFIX}${title}`, now);
    } catch (err) {
      if (err instanceof InsufficientTicketsError) throw new AppError(ErrorCode.NoTicket, WantMessages.noTicket);
      throw err;
    }
    const updated = await tx
      .update(contents)
      .set({ wantCount: sql`${contents.wantCount} + 1` })
      .where(eq(contents.id, contentId))
      .returning({ wantCount: contents.wantCount });
    const wantCount = updated[0]?.wantCount ?? 0;
    cardsChanged(tx);
    if (wantCount > WANT_THRESHOLD) await openProduct(tx, contentId, now);
    await writeMessage(tx, { recipientId: authorId, type: MESSAGE_TYPE.WANT, actorId: userId, contentId, now });
    const result: WantResult = { contentId, wantCount, wantState: wantState(wantCount), balance };
    if (idempotencyKey) {
      await tx
        .update(wantRequests)
        .set({ response: result })
        .where(and(eq(wantRequests.userId, userId), eq(wantRequests.idemKey, idempotencyKey)));
    }
    return result;
  });
}

/**
 * Raised by {@link wantInOneCall} when the want would take a post past
 * {@link WANT_THRESHOLD} and open its product: nothing was written; run the
 * want with {@link wantContent}, whose transaction opens the product and
 * messages every wanter.
 */
export class WantNeedsTransaction extends Error {
  constructor() {
    super('this want opens a product: run it in a transaction');
    this.name = 'WantNeedsTransaction';
  }
}

/** The errors the SQL function `want_in_one_call` raises, as the route's errors. */
const FUNCTION_ERRORS: Record<string, () => Error> = {
  'want:unauthorized': () => unauthorized(),
  'want:classroom': () => forbidden(EDU_MESSAGES.notInClassroom),
  'want:key_reused': () => conflict(WantMessages.keyReused),
  'want:missing': () => notFound(WantMessages.missing),
  'want:closed': () => conflict(WantMessages.closed),
  'want:already': () => conflict(WantMessages.already),
  'want:no_ticket': () => new AppError(ErrorCode.NoTicket, WantMessages.noTicket),
  'want:open_product': () => new WantNeedsTransaction(),
};

/** PostgreSQL error codes after which the call may simply run again (deadlock, serialization failure). */
const RETRYABLE = new Set(['40P01', '40001']);

/** Attempts of a call that keeps failing with a {@link RETRYABLE} error. */
const ATTEMPTS = 3;

/** The PostgreSQL error in a driver's error chain (drizzle wraps it as `cause`). */
function databaseError(error: unknown): { code?: string; message: string } | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as { code: string; message: string };
  }
  return undefined;
}

/** What {@link wantInOneCall} needs of the request. */
export interface WantCall {
  /** SHA-256 of the session cookie (`sessionTokenHash`). */
  tokenHash: string;
  /** Whether the request is on the education edition (a session counts only on its own side, docs/edu.md). */
  edu: boolean;
  contentId: string;
  now: Date;
  idempotencyKey?: string | undefined;
}

/**
 * The authors' live-stream `message` events of the wants, appended in
 * batches: every want that committed while a batch was being written goes
 * into the next one, a transaction of its own — so an author's cursor is
 * taken once per batch, not once per want (one WAL flush each).
 */
class EventBatches {
  private queue: { event: StreamEventInput; done: () => void }[] = [];
  private running = false;

  constructor(private readonly db: Db) {}

  /** Resolves once `event` is committed (or, if its batch failed, after a warning: the message row stands). */
  append(event: StreamEventInput): Promise<void> {
    return new Promise((done) => {
      this.queue.push({ event, done });
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0);
      try {
        await this.db.transaction((tx) => appendStreamEventList(tx, batch.map((b) => b.event)));
      } catch (error) {
        process.emitWarning(`want live events not appended: ${error instanceof Error ? error.message : String(error)}`);
      }
      for (const b of batch) b.done();
    }
    this.running = false;
  }
}

const eventBatches = new WeakMap<Db, EventBatches>();

/** The {@link EventBatches} of `db`. */
function authorEvents(db: Db): EventBatches {
  let batches = eventBatches.get(db);
  if (!batches) eventBatches.set(db, (batches = new EventBatches(db)));
  return batches;
}

/**
 * {@link wantContent} in ONE round trip, caller included: the SQL function
 * `want_in_one_call` (migration 0016, docs/tickets.md 'Spending: wants')
 * finds the caller's live session (the rule of `requireOutsideClassroom`)
 * and runs the same statements, in the same order and with the same errors,
 * as one statement — its own transaction. After it commits, the caller's
 * live stream is signalled, the feed cache dropped, and the author's
 * `message` live event appended in the next batch ({@link EventBatches});
 * the answer leaves once that is committed too.
 * Errors: 401 no live session on this edition; 403 classroom account; the
 * errors of {@link wantContent}; {@link WantNeedsTransaction} when this want
 * opens a product (nothing written). Deadlocks are retried (3 attempts).
 */
export async function wantInOneCall(db: Db, call: WantCall): Promise<WantResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      const values = [
        call.tokenHash, call.edu, call.contentId, call.now.toISOString(), call.idempotencyKey ?? null,
        newId(), newId(), MESSAGE_TYPE.WANT, WANT_COST, WANT_THRESHOLD, LEDGER_TITLE_MAX,
      ];
      const client = (db as unknown as { $client?: unknown }).$client;
      // On PostgreSQL a named statement: each connection parses and plans the call once.
      const result =
        client instanceof pg.Pool
          ? await client.query<WantRow>({ name: 'want_in_one_call', text: WANT_CALL, values })
          : await db.execute(sql`select * from want_in_one_call(${sql.join(values.map((v, i) => (i === 3 ? sql`${v}::timestamptz` : sql`${v}`)), sql`, `)})`);
      const row = (result as unknown as { rows: WantRow[] }).rows[0];
      if (!row) throw new Error('want_in_one_call returned no row');
      if (row.r_replayed) return row.r_response as WantResult;
      signalUsers(db, [row.r_user_id]);
      cardsChanged(db);
      if (row.r_author_id)
        await authorEvents(db).append({
          userId: row.r_author_id,
          kind: 'message',
          data: { type: MESSAGE_TYPE.WANT, content: { msgId: values[6], posterImage: row.r_poster, contentId: call.contentId } },
          createdAt: call.now,
        });
      const wantCount = Number(row.r_want_count);
      return { contentId: call.contentId, wantCount, wantState: wantState(wantCount), balance: Number(row.r_balance) };
    } catch (error) {
      const e = databaseError(error);
      const mapped = e?.code === 'P0001' ? FUNCTION_ERRORS[e.message] : undefined;
      if (mapped) throw mapped();
      if (attempt >= ATTEMPTS || !e?.code || !RETRYABLE.has(e.code)) throw error;
    }
  }
}

/** The call of `want_in_one_call` as a prepared statement's text. */
const WANT_CALL = 'select * from want_in_one_call($1, $2, $3, $4::timestamptz, $5, $6, $7, $8, $9, $10, $11)';

/** A row of `want_in_one_call`. */
interface WantRow {
  r_user_id: string;
  r_author_id: string | null;
  r_poster: string | null;
  r_want_count: number | null;
  r_balance: number | null;
  r_replayed: boolean;
  r_response: unknown;
}
