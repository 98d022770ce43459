import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { LEDGER_TITLES, WANT_COST } from '@aigc/domain';
import { ticketEvents, ticketLogs, ticketRefunds, users, wants } from '../../db/schema';
import { newId } from '../../lib/ids';
import { appendStreamEvent } from '../../lib/streamEvents';

/** Ledger row types (docs/product.md §3 Ticket log entry). */
export const TicketLogType = { Gain: 1, Spend: 2 } as const;

/** Raised by {@link spend} when the balance is lower than the amount. */
export class InsufficientTicketsError extends Error {
  constructor() {
    super('insufficient tickets');
    this.name = 'InsufficientTicketsError';
  }
}

function assertPositiveInt(nums: number): void {
  if (!Number.isInteger(nums) || nums <= 0) throw new RangeError(`ticket amount must be a positive integer: ${nums}`);
}

/**
 * Longest ledger title, in UTF-16 code units: {@link grant}, {@link spend} and
 * the database's want function (`want_in_one_call`) cut titles to this.
 */
export const LEDGER_TITLE_MAX = 120;

function ledgerTitle(title: string): string {
  return title.slice(0, LEDGER_TITLE_MAX);
}

/**
 * Adds `nums` (> 0) want-tickets to `userId` and writes a gain ledger row
 * titled `title`. Call inside the caller's transaction `tx` (docs/style.md: counters
 * change only in a transaction with a ledger row); the user's live stream
 * gets the new balance (docs/live-stream.md). Returns the new balance.
 * Throws if the user does not exist.
 */
export async function grant(tx: DbOrTx, userId: string, nums: number, title: string, now = new Date()): Promise<number> {
  assertPositiveInt(nums);
  const rows = await tx
    .update(users)
    .set({ tickets: sql`${users.tickets} + ${nums}` })
    .where(eq(users.id, userId))
    .returning({ tickets: users.tickets });
  const row = rows[0];
  if (!row) throw new Error(`no such user: ${userId}`);
  await tx.insert(ticketLogs).values({ id: newId(), userId, type: TicketLogType.Gain, title: ledgerTitle(title), nums, createdAt: now });
  await appendStreamEvent(tx, userId, 'tickets', { balance: row.tickets }, now);
  return row.tickets;
}

/**
 * Takes `nums` (> 0) want-tickets from `userId` with a conditional UPDATE
 * (`tickets >= nums`), so the balance never goes below 0 even under
 * concurrency, and writes a spend ledger row. Call inside a transaction.
 * Returns the new balance; throws {@link InsufficientTicketsError} when the
 * balance is too low (or the user does not exist) — roll the transaction back.
 */
export async function spend(tx: DbOrTx, userId: string, nums: number, title: string, now = new Date()): Promise<number> {
  assertPositiveInt(nums);
  const rows = await tx
    .update(users)
    .set({ tickets: sql`${users.tickets} - ${nums}` })
    .where(and(eq(users.id, userId), gte(users.tickets, nums)))
    .returning({ tickets: users.tickets });
  const row = rows[0];
  if (!row) throw new InsufficientTicketsError();
  await tx.insert(ticketLogs).values({ id: newId(), userId, type: TicketLogType.Spend, title: ledgerTitle(title), nums, createdAt: now });
  await appendStreamEvent(tx, userId, 'tickets', { balance: row.tickets }, now);
  return row.tickets;
}

/** The current balance of `userId` (0 when the user does not exist). */
export async function balanceOf(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db.select({ tickets: users.tickets }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.tickets ?? 0;
}

/** Ledger title of the refund for the wants of a deleted post (docs/product.md §8 message type 18). */
export const WANT_REFUND_TITLE = LEDGER_TITLES.wantRefund;

/**
 * Refunds the want-tickets spent on `contentIds` (docs/product.md §2 'delete published
 * work', §4 evaluation failed, §8 types 8 and 18): every want row of those
 * posts gives its wanter back {@link WANT_COST} ticket, AT MOST ONCE per want
 * (a `ticket_refunds` row keyed {@link wantRefundKey}), so a retry, or
 * deleting a post whose evaluation already failed, refunds nothing twice.
 * One gain ledger row per refunded user, `nums` = that user's newly refunded
 * wants among the posts. Call inside the transaction that removes or fails
 * the posts, after locking them, so a want cannot slip in between. The want
 * rows are kept (history). Returns the refunds as `{ userId, nums, contentIds }[]`
 * (`contentIds`: the posts whose want was refunded now, for the refund
 * messages; empty list when nobody wanted them or all were refunded before).
 */
export async function refundWants(
  tx: DbOrTx,
  contentIds: readonly string[],
  title: string = WANT_REFUND_TITLE,
  now = new Date(),
  reason: RefundReason = 'post_deleted',
): Promise<{ userId: string; nums: number; contentIds: string[] }[]> {
  if (contentIds.length === 0) return [];
  const rows = await tx
    .select({ contentId: wants.contentId, userId: wants.userId })
    .from(wants)
    .where(inArray(wants.contentId, [...contentIds]))
    .orderBy(wants.userId, wants.contentId);
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(ticketRefunds)
    .values(
      rows.map((r) => ({
        refundKey: wantRefundKey(r.contentId, r.userId),
        userId: r.userId,
        nums: WANT_COST,
        reason,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ key: ticketRefunds.refundKey, userId: ticketRefunds.userId, nums: ticketRefunds.nums });
  const contentOf = new Map(rows.map((r) => [wantRefundKey(r.contentId, r.userId), r.contentId]));
  const perUser = new Map<string, { nums: number; contentIds: string[] }>();
  for (const r of inserted) {
    const u = perUser.get(r.userId) ?? { nums: 0, contentIds: [] };
    u.nums += r.nums;
    const contentId = contentOf.get(r.key);
    if (contentId) u.contentIds.push(contentId);
    perUser.set(r.userId, u);
  }
  const refunds = [...perUser].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [userId, { nums }] of refunds) await grant(tx, userId, nums, title, now);
  return refunds.map(([userId, { nums, contentIds }]) => ({ userId, nums, contentIds: contentIds.sort() }));
}

/** What a refund is for; decides the ledger title (docs/product.md §4, §8 notices 8, 16, 18). */
export type RefundReason = 'evaluation_failed' | 'post_deleted' | 'order_not_produced';

/** Ledger titles of the refunds. */
export const REFUND_TITLES: Record<RefundReason, string> = {
  evaluation_failed: LEDGER_TITLES.evaluationFailed,
  post_deleted: LEDGER_TITLES.postDeleted,
  order_not_produced: LEDGER_TITLES.orderNotProduced,
};

/**
 * Refunds `nums` tickets to `userId` at most once per `key` (e.g.
 * `want:<contentId>:<userId>`, `order:<orderId>`): a `ticket_refunds` row and
 * a gain ledger row titled after `reason` (+ `subject`, e.g. the post title),
 * in the caller's transaction. Returns true when this call refunded, false
 * when `key` was refunded before (a retry spends nothing twice).
 */
export async function refundOnce(
  tx: DbOrTx,
  input: { key: string; userId: string; nums: number; reason: RefundReason; subject?: string; now: Date },
): Promise<boolean> {
  assertPositiveInt(input.nums);
  const inserted = await tx
    .insert(ticketRefunds)
    .values({ refundKey: input.key, userId: input.userId, nums: input.nums, reason: input.reason, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ key: ticketRefunds.refundKey });
  if (inserted.length === 0) return false;
  const title = input.subject ? `${REFUND_TITLES[input.reason]}: ${input.subject}` : REFUND_TITLES[input.reason];
  await grant(tx, input.userId, input.nums, title, input.now);
  return true;
}

/** The refund key of `userId`'s want of `contentId`. */
export const wantRefundKey = (contentId: string, userId: string): string => `want:${contentId}:${userId}`;

/**
 * Records a live ticket event for the client's ticket tip (docs/product.md §4, §9: type
 * 2 'welcome back', 3 'reward'), in the caller's transaction, with its live
 * stream event (docs/live-stream.md).
 */
export async function recordTicketEvent(
  tx: DbOrTx,
  input: { userId: string; type: 2 | 3; num: number; balance: number; now: Date },
): Promise<void> {
  await tx.insert(ticketEvents).values({
    id: newId(),
    userId: input.userId,
    type: input.type,
    num: input.num,
    balance: input.balance,
    createdAt: input.now,
  });
  await appendStreamEvent(
    tx,
    input.userId,
    'message',
    { type: input.type, content: { num: input.num, balance: input.balance } },
    input.now,
  );
}
