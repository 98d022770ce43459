import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contents } from './content';
import { images } from './generate';
import { users } from './users';

// The shop (docs/shop.md): orders, their lines and recorded transitions, the
// want-ticket discounts they use, and the money: payments, provider
// notifications and refunds. Amounts are integers in the minor unit of the
// order's currency (cents, fen).

/** A shipping address as stored on an order (see `ShippingAddress` in @aigc/domain). */
export interface StoredShippingAddress {
  fullName: string;
  phone: string;
  country: string;
  region: string;
  city: string;
  line1: string;
  line2: string;
  postalCode: string;
}

/**
 * Orders. `(user_id, idem_key)` is unique: a retry with the same
 * `Idempotency-Key` finds the first order instead of making another.
 * `paid_minor` = captured − refunded, kept in the transactions that change
 * either (docs/shop.md 'Money').
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idemKey: text('idem_key').notNull(),
    /** SHA-256 of the canonical request body: a key reused with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: text('status').notNull(),
    region: text('region').notNull(),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    shippingMinor: integer('shipping_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    paidMinor: integer('paid_minor').notNull().default(0),
    preOrder: boolean('pre_order').notNull().default(false),
    shippingAddress: jsonb('shipping_address').$type<StoredShippingAddress>().notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shipBy: timestamp('ship_by', { withTimezone: true }).notNull(),
    deliverBy: timestamp('deliver_by', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_user_idem_idx').on(t.userId, t.idemKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_updated_idx').on(t.status, t.updatedAt),
    check(
      'orders_status_valid',
      sql`${t.status} in ('pending_payment', 'paid', 'confirmed', 'in_production', 'shipped', 'delivered', 'cancelled', 'refunded', 'cannot_be_produced')`,
    ),
    check('orders_amounts_valid', sql`${t.totalMinor} >= 0 and ${t.paidMinor} >= 0 and ${t.paidMinor} <= ${t.totalMinor}`),
  ],
);

/**
 * The lines of an order, priced when it was placed. `kind` `made` = a Make It
 * Real product (`content_id`); `custom` = a base product with the buyer's
 * picture (`source_image_id`, `placement`) and its rendered print file.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['made', 'custom'] }).notNull(),
    /** The shop's product id: the post id of a made product, the base product kind of a custom one. */
    productId: text('product_id').notNull(),
    contentId: text('content_id').references(() => contents.id, { onDelete: 'set null' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url'),
    /** Full price of one unit. */
    unitPriceMinor: integer('unit_price_minor').notNull(),
    /** Units priced at the want-ticket discount (0 or 1). */
    discountedUnits: integer('discounted_units').notNull().default(0),
    /** Fraction of the full price paid for the discounted units (docs/tickets.md). */
    discount: doublePrecision('discount').notNull().default(1),
    discountTier: text('discount_tier'),
    lineTotalMinor: integer('line_total_minor').notNull(),
    sourceImageId: text('source_image_id').references(() => images.id, { onDelete: 'set null' }),
    placement: jsonb('placement').$type<{ x: number; y: number; scale: number; rotation: number }>(),
    printKey: text('print_key'),
    printUrl: text('print_url'),
    previewUrl: text('preview_url'),
    printWidth: integer('print_width'),
    printHeight: integer('print_height'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Every status change of an order: who (`actor_kind` buyer / operator / system / provider, `actor_id`) and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    /** Insertion order: events of one instant keep the order they happened in. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorKind: text('actor_kind', { enum: ['buyer', 'operator', 'system', 'provider'] }).notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.seq)],
);

/**
 * The want-ticket discount a buyer used on a Make It Real product: at most
 * one live row per user and product (partial unique index); cancelling or
 * refunding the order releases it (`released_at`).
 */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier').notNull(),
    discount: doublePrecision('discount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.contentId] }),
    uniqueIndex('order_discounts_live_idx').on(t.userId, t.contentId).where(sql`${t.releasedAt} is null`),
  ],
);

/**
 * One payment per order, through one provider (`test`, `stripe`, `wechat`).
 * `captured_minor` is set once, by the first success notice;
 * `refunded_minor` grows by succeeded refunds. `action` is what the client
 * does to pay (open a URL, show a QR code, confirm a test payment).
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    capturedMinor: integer('captured_minor').notNull().default(0),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** The provider's id of the checkout (Stripe session, WeChat out_trade_no). */
    providerRef: text('provider_ref'),
    /** The provider's id of the captured money (Stripe payment intent, WeChat transaction id). */
    providerTxn: text('provider_txn'),
    action: jsonb('action').$type<Record<string, unknown>>(),
    /** Checkouts opened for this payment (names the provider's idempotency key of each). */
    checkoutAttempts: integer('checkout_attempts').notNull().default(0),
    checkoutExpiresAt: timestamp('checkout_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  },
  (t) => [
    check('payments_status_valid', sql`${t.status} in ('pending', 'succeeded', 'failed', 'expired', 'cancelled')`),
    check(
      'payments_amounts_valid',
      sql`${t.capturedMinor} >= 0 and ${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.capturedMinor}`,
    ),
  ],
);

/**
 * Provider notifications, one row per (provider, event id): a notice that
 * arrives twice finds its row and changes nothing. `outcome` says what it did.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: text('payment_id'),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index('payment_events_payment_idx').on(t.paymentId)],
);

/**
 * Money refunds, at most one per `refund_key` (`order:<orderId>`): the row is
 * written in the transaction that decides the refund, the provider is asked
 * afterwards, and `succeeded` moves the amounts.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    refundKey: text('refund_key').notNull().unique(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    providerRefundRef: text('provider_refund_ref'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_refunds_order_idx').on(t.orderId),
    check('payment_refunds_status_valid', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('payment_refunds_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * The creators' royalty ledger (docs/shop.md 'Royalties'): one `credit` per
 * paid order line of a creator's design (a made product), at the creator's
 * tier rate at the time of the sale, and one `reversal` (negative amount)
 * when that order is refunded or cancelled after payment. `(order_item_id,
 * kind)` is unique, so a repeated payment notice or refund never books twice.
 */
export const royaltyEntries = pgTable(
  'royalty_entries',
  {
    id: text('id').primaryKey(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['credit', 'reversal'] }).notNull(),
    /** The made product (post id). */
    productId: text('product_id').notNull(),
    title: text('title').notNull(),
    currency: text('currency').notNull(),
    quantity: integer('quantity').notNull(),
    /** What the buyer paid for the line (after the want-ticket discount, without shipping). */
    saleMinor: integer('sale_minor').notNull(),
    /** The creator's tier and its rate (basis points) when the line was paid. */
    tier: text('tier', { enum: ['none', 'rights', 'verified'] }).notNull(),
    rateBps: integer('rate_bps').notNull(),
    /** Credited (positive) or taken back (negative), in the currency's minor unit. */
    amountMinor: integer('amount_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('royalty_entries_item_kind_uq').on(t.orderItemId, t.kind),
    index('royalty_entries_creator_idx').on(t.creatorId, t.createdAt),
  ],
);
