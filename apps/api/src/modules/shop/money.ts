import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '@aigc/domain';
import type { Payments, PaymentNotice, PaymentProviderKind } from '../../adapters/payments';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { orderDiscounts, orderEvents, orderItems, orders, paymentEvents, paymentRefunds, payments } from '../../db/schema';
import { newId } from '../../lib/ids';
import { writeOrderMessage } from '../messages';
import { creditRoyalties, reverseRoyalties } from './royalties';

/** What the money functions need: the database, the providers and the clock. */
export interface MoneyDeps {
  db: Db;
  payments: Payments;
  now: () => Date;
  /** Where failures of after-commit provider calls are reported (the request's logger). */
  log?: { error: (obj: Record<string, unknown>, msg: string) => void } | undefined;
}

/** Who changed an order. */
export type OrderActor = { kind: 'buyer' | 'operator'; id: string } | { kind: 'system' | 'provider'; id: null };

/** The refund key of an order: every order is refunded at most once, in full (docs/shop.md 'Money'). */
export function orderRefundKey(orderId: string): string {
  return `order:${orderId}`;
}

/**
 * Records a status change of an order (who and when) and moves it, in `tx`.
 * Sets the timestamps of the new status; `closed_at` for final ones. Moving
 * to `paid` credits the creators' royalties (once); closing an order takes
 * back what was credited (docs/shop.md 'Royalties').
 */
export async function recordTransition(
  tx: Tx,
  input: { orderId: string; from: OrderStatus | null; to: OrderStatus; actor: OrderActor; note?: string; now: Date; set?: Partial<typeof orders.$inferInsert> },
): Promise<void> {
  const stamps: Partial<typeof orders.$inferInsert> = { status: input.to, updatedAt: input.now, ...input.set };
  if (input.to === 'paid') stamps.paidAt = input.now;
  if (input.to === 'shipped') stamps.shippedAt = input.now;
  if (input.to === 'delivered') stamps.deliveredAt = input.now;
  if (input.to === 'cancelled' || input.to === 'refunded' || input.to === 'cannot_be_produced') stamps.closedAt = input.now;
  await tx.update(orders).set(stamps).where(eq(orders.id, input.orderId));
  await tx.insert(orderEvents).values({
    id: newId(),
    orderId: input.orderId,
    fromStatus: input.from,
    toStatus: input.to,
    actorKind: input.actor.kind,
    actorId: input.actor.id,
    note: (input.note ?? '').slice(0, 500),
    createdAt: input.now,
  });
  if (input.to === 'paid') await creditRoyalties(tx, input.orderId, input.now);
  if (stamps.closedAt) await reverseRoyalties(tx, input.orderId, input.now);
}

/** Releases the want-ticket discounts an order used, so a later order may use them (in `tx`). */
export async function releaseDiscounts(tx: DbOrTx, orderId: string, now: Date): Promise<void> {
  await tx
    .update(orderDiscounts)
    .set({ releasedAt: now })
    .where(and(eq(orderDiscounts.orderId, orderId), isNull(orderDiscounts.releasedAt)));
}

/**
 * Writes an order notice (docs/shop.md 'Order messages': 14 confirmed, 15 in
 * production, 16 cannot be produced — refunded, 17 shipped) to the buyer, in
 * the transaction of the transition, with the first line's product.
 */
export async function writeOrderNotice(
  tx: Tx,
  input: { orderId: string; type: 14 | 15 | 16 | 17; returnReason?: string | undefined; now: Date },
): Promise<void> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).limit(1);
  const [item] = await tx.select().from(orderItems).where(eq(orderItems.orderId, input.orderId)).orderBy(orderItems.position).limit(1);
  if (!o || !item) return;
  await writeOrderMessage(tx, {
    recipientId: o.userId,
    type: input.type,
    orderId: o.id,
    productId: item.productId,
    productName: item.title,
    productImage: item.previewUrl ?? item.imageUrl,
    payAmount: o.totalMinor,
    currency: o.currency,
    returnReason: input.returnReason,
    discount: item.discountedUnits > 0 ? item.discount : undefined,
    contentId: item.contentId,
    now: input.now,
  });
}

/**
 * Decides the full refund of an order in `tx` (at most once: the refund row
 * is keyed {@link orderRefundKey}): the amount is what the order has paid.
 * Returns the refund id to execute after commit, or null when nothing was
 * paid or the order was already refunded.
 */
export async function scheduleRefund(tx: Tx, orderId: string, reason: string, now: Date): Promise<string | null> {
  const [o] = await tx.select({ paid: orders.paidMinor, currency: orders.currency }).from(orders).where(eq(orders.id, orderId)).limit(1);
  const [p] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId)).limit(1);
  if (!o || !p || o.paid <= 0) return null;
  const [row] = await tx
    .insert(paymentRefunds)
    .values({
      id: newId(),
      refundKey: orderRefundKey(orderId),
      paymentId: p.id,
      orderId,
      amountMinor: o.paid,
      currency: o.currency,
      reason: reason.slice(0, 200),
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  return row?.id ?? null;
}

/**
 * Books a refund the provider completed (in `tx`): the refund row becomes
 * `succeeded` (once: only from pending or failed), the payment's refunded
 * amount and the order's paid amount move by it. True when it was booked now.
 */
export async function settleRefund(tx: Tx, refundId: string, providerRefundRef: string, now: Date): Promise<boolean> {
  const [r] = await tx
    .update(paymentRefunds)
    .set({ status: 'succeeded', providerRefundRef, error: null, succeededAt: now, updatedAt: now })
    .where(and(eq(paymentRefunds.id, refundId), inArray(paymentRefunds.status, ['pending', 'failed'])))
    .returning({ amount: paymentRefunds.amountMinor, paymentId: paymentRefunds.paymentId, orderId: paymentRefunds.orderId });
  if (!r) return false;
  await tx
    .update(payments)
    .set({ refundedMinor: sql`${payments.refundedMinor} + ${r.amount}`, updatedAt: now })
    .where(eq(payments.id, r.paymentId));
  await tx
    .update(orders)
    .set({ paidMinor: sql`${orders.paidMinor} - ${r.amount}`, updatedAt: now })
    .where(eq(orders.id, r.orderId));
  return true;
}

/**
 * Asks the provider for a decided refund and books the answer (after the
 * deciding transaction committed; a transaction only talks to the database).
 * Succeeded → {@link settleRefund}; pending → the provider's notification
 * finishes it; refused or unreachable → the row becomes `failed` with the
 * error, and an operator retries (`POST /admin/order/refund/retry`).
 * Never throws.
 */
export async function executeRefund(deps: MoneyDeps, refundId: string): Promise<void> {
  const [row] = await deps.db
    .select({ r: paymentRefunds, p: payments })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.id, refundId))
    .limit(1);
  if (!row || row.r.status !== 'pending') return;
  const provider = deps.payments.byKind(row.p.provider);
  const fail = async (error: string) => {
    deps.log?.error({ refundId, error }, 'refund failed');
    await deps.db
      .update(paymentRefunds)
      .set({ status: 'failed', error: error.slice(0, 500), updatedAt: deps.now() })
      .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, 'pending')));
  };
  if (!provider) return fail(`payment provider ${row.p.provider} is not configured`);
  try {
    const result = await provider.refund({
      refundId,
      paymentId: row.p.id,
      providerRef: row.p.providerRef,
      providerTxn: row.p.providerTxn,
      amountMinor: row.r.amountMinor,
      capturedMinor: row.p.capturedMinor,
      currency: row.r.currency,
      reason: row.r.reason,
    });
    if (result.status === 'succeeded') {
      await deps.db.transaction((tx) => settleRefund(tx, refundId, result.providerRefundRef, deps.now()));
    } else {
      await deps.db
        .update(paymentRefunds)
        .set({ providerRefundRef: result.providerRefundRef, updatedAt: deps.now() })
        .where(eq(paymentRefunds.id, refundId));
    }
  } catch (e) {
    await fail((e as Error).message);
  }
}

/** Runs {@link executeRefund} for each id, one after another. */
export async function executeRefunds(deps: MoneyDeps, refundIds: readonly (string | null)[]): Promise<void> {
  for (const id of refundIds) if (id) await executeRefund(deps, id);
}

/** What a provider notice did (stored on its `payment_events` row). */
export type NoticeOutcome =
  | 'duplicate'
  | 'applied'
  | 'unknown_payment'
  | 'amount_mismatch'
  | 'already_captured'
  | 'second_capture'
  | 'refund_late_payment'
  | 'ignored_state'
  | 'ignored';

/**
 * Applies a VERIFIED provider notice (docs/shop.md 'Payment notices'), once:
 * the notice's `(provider, eventId)` row is written first, so a notice that
 * arrives twice changes nothing the second time. Then, under a row lock of
 * the payment:
 * - success: captured once (a second success of the same payment changes
 *   nothing — with another provider transaction it is `second_capture`,
 *   logged for an operator; a wrong amount or currency is recorded and not applied); the
 *   order's paid amount grows; a `pending_payment` order becomes `paid`
 *   (message 14), an order closed meanwhile (cancelled) gets the money back
 *   at once (refund decided here, message 15);
 * - failure / expiry: only a still pending payment changes (a late failure
 *   after a success is ignored);
 * - refund succeeded / failed: books the refund (once).
 * Provider refunds decided here run after commit.
 */
export async function applyNotice(
  deps: MoneyDeps,
  provider: PaymentProviderKind,
  notice: PaymentNotice,
  payload: Record<string, unknown> = {},
): Promise<NoticeOutcome> {
  const now = deps.now();
  const refunds: (string | null)[] = [];
  const outcome = await deps.db.transaction(async (tx): Promise<NoticeOutcome> => {
    const paymentId = 'paymentId' in notice ? notice.paymentId : null;
    const fresh = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: notice.eventId, type: notice.type, paymentId, outcome: 'applied', payload, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (fresh.length === 0) return 'duplicate';
    const result = await applyFresh(tx, provider, notice, now, refunds);
    if (result === 'second_capture')
      deps.log?.error({ provider, eventId: notice.eventId, paymentId }, 'a second capture of one payment: refund it by hand at the provider');
    if (result !== 'applied')
      await tx
        .update(paymentEvents)
        .set({ outcome: result })
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, notice.eventId)));
    return result;
  });
  await executeRefunds(deps, refunds);
  return outcome;
}

async function applyFresh(
  tx: Tx,
  provider: PaymentProviderKind,
  notice: PaymentNotice,
  now: Date,
  refunds: (string | null)[],
): Promise<NoticeOutcome> {
  switch (notice.type) {
    case 'ignored':
      return 'ignored';
    case 'refund_succeeded':
    case 'refund_failed': {
      const [r] = await tx
        .select({ id: paymentRefunds.id })
        .from(paymentRefunds)
        .where(notice.refundId ? eq(paymentRefunds.id, notice.refundId) : eq(paymentRefunds.providerRefundRef, notice.providerRefundRef))
        .limit(1);
      if (!r) return 'unknown_payment';
      if (notice.type === 'refund_succeeded') return (await settleRefund(tx, r.id, notice.providerRefundRef, now)) ? 'applied' : 'ignored_state';
      const failed = await tx
        .update(paymentRefunds)
        .set({ status: 'failed', error: 'The provider reported the refund failed', updatedAt: now })
        .where(and(eq(paymentRefunds.id, r.id), eq(paymentRefunds.status, 'pending')))
        .returning({ id: paymentRefunds.id });
      return failed.length ? 'applied' : 'ignored_state';
    }
    case 'payment_failed':
    case 'payment_expired': {
      const changed = await tx
        .update(payments)
        .set({ status: notice.type === 'payment_failed' ? 'failed' : 'expired', updatedAt: now })
        .where(and(eq(payments.id, notice.paymentId), eq(payments.provider, provider), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      return changed.length ? 'applied' : 'ignored_state';
    }
    case 'payment_succeeded': {
      const [p] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, notice.paymentId), eq(payments.provider, provider)))
        .for('update')
        .limit(1);
      if (!p) return 'unknown_payment';
      if (notice.amountMinor !== p.amountMinor || notice.currency.toUpperCase() !== p.currency) return 'amount_mismatch';
      if (p.capturedMinor > 0) return p.providerTxn === notice.providerTxn ? 'already_captured' : 'second_capture';
      await tx
        .update(payments)
        .set({ status: 'succeeded', capturedMinor: notice.amountMinor, providerTxn: notice.providerTxn, succeededAt: now, updatedAt: now })
        .where(eq(payments.id, p.id));
      const [o] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, p.orderId)).for('update').limit(1);
      await tx
        .update(orders)
        .set({ paidMinor: sql`${orders.paidMinor} + ${notice.amountMinor}`, updatedAt: now })
        .where(eq(orders.id, p.orderId));
      if (o?.status === 'pending_payment') {
        await recordTransition(tx, { orderId: p.orderId, from: 'pending_payment', to: 'paid', actor: { kind: 'provider', id: null }, note: `${provider} ${notice.providerTxn}`, now });
        return 'applied';
      }
      // Paid after the order was closed (cancelled while the checkout was open): give it back.
      const reason = 'Paid after the order was closed';
      refunds.push(await scheduleRefund(tx, p.orderId, reason, now));
      return 'refund_late_payment';
    }
  }
}
