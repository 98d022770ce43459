import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGE_TYPE, operatorOrderMoves, validateTrackingNumber, type OrderStatus } from '@aigc/domain';
import { orders, payments } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { executeRefunds, recordTransition, releaseDiscounts, scheduleRefund, writeOrderNotice, type MoneyDeps } from './money';
import { lockPayment, orderFor, type OrderView } from './orders';

/** Messages of the operators' order moves. */
export const OperatorMessages = {
  stale: 'The order status changed meanwhile, reload and try again',
  badMove: 'This order cannot move to that status',
  reasonRequired: 'Please give the reason, the buyer will read it',
} as const;

/**
 * Which order notice each operator move writes (docs/shop.md 'Order
 * messages'; the notice centre's texts, docs/product.md §8): 14 confirmed, 15
 * in production, 16 cannot be produced — refunded, 17 shipped. The product
 * defines no type for the other moves; the order view shows them.
 */
const NOTICE: Partial<Record<OrderStatus, 14 | 15 | 16 | 17>> = {
  confirmed: MESSAGE_TYPE.ORDER_CONFIRMED,
  in_production: MESSAGE_TYPE.ORDER_IN_PRODUCTION,
  cannot_be_produced: MESSAGE_TYPE.ORDER_NOT_PRODUCED,
  shipped: MESSAGE_TYPE.ORDER_LOGISTICS,
};

/**
 * An operator moves an order (docs/shop.md 'Order lifecycle'): only to a
 * status `operatorOrderMoves` allows (never to `paid`: only a payment does
 * that). In ONE transaction: the status and its timestamp, an `order_events`
 * row with the operator and the note, the buyer's message (14 confirmed, 15
 * in production, 16 cannot be produced — amount refunded, 17 shipped), and for
 * `cancelled`, `refunded` and `cannot_be_produced` the released discounts
 * and the full refund of what was paid (decided once; the provider is asked
 * after commit). `shipped` needs a tracking number; `refunded` and
 * `cannot_be_produced` a note (the reason the buyer reads).
 * Errors: 404 no order; 409 not allowed or `expectFrom` stale; 400 missing
 * tracking number or reason.
 */
export async function moveOrder(
  deps: MoneyDeps,
  input: {
    orderId: string;
    to: OrderStatus;
    actorId: string;
    note?: string | undefined;
    trackingNumber?: string | undefined;
    carrier?: string | undefined;
    expectFrom?: OrderStatus | undefined;
  },
): Promise<OrderView> {
  const now = deps.now();
  if (input.to === 'shipped') {
    const problem = validateTrackingNumber(input.trackingNumber);
    if (problem) throw badRequest(problem.message);
  }
  const note = (input.note ?? '').trim();
  if ((input.to === 'refunded' || input.to === 'cannot_be_produced') && !note) throw badRequest(OperatorMessages.reasonRequired);
  const refundId = await deps.db.transaction(async (tx) => {
    await lockPayment(tx, input.orderId);
    const [o] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, input.orderId)).for('update').limit(1);
    if (!o) throw notFound('This order does not exist');
    const from = o.status as OrderStatus;
    if (input.expectFrom && input.expectFrom !== from) throw conflict(OperatorMessages.stale);
    if (!operatorOrderMoves(from).includes(input.to)) throw conflict(`${OperatorMessages.badMove} (${from} → ${input.to})`);
    const set =
      input.to === 'shipped'
        ? { trackingNumber: input.trackingNumber!.trim(), carrier: (input.carrier ?? '').trim().slice(0, 60) || null }
        : undefined;
    await recordTransition(tx, { orderId: input.orderId, from, to: input.to, actor: { kind: 'operator', id: input.actorId }, note, now, ...(set ? { set } : {}) });
    let refund: string | null = null;
    if (input.to === 'cancelled')
      await tx
        .update(payments)
        .set({ status: 'cancelled', action: null, updatedAt: now })
        .where(and(eq(payments.orderId, input.orderId), inArray(payments.status, ['pending', 'failed', 'expired'])));
    if (input.to === 'cancelled' || input.to === 'refunded' || input.to === 'cannot_be_produced') {
      await releaseDiscounts(tx, input.orderId, now);
      refund = await scheduleRefund(tx, input.orderId, note || 'Cancelled by the shop', now);
    }
    const type = NOTICE[input.to];
    if (type) await writeOrderNotice(tx, { orderId: input.orderId, type, returnReason: input.to === 'cannot_be_produced' ? note : undefined, now });
    return refund;
  });
  await executeRefunds(deps, [refundId]);
  return orderFor(deps, input.orderId, undefined);
}
