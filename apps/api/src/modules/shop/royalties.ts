import { creatorTierOf, ROYALTY_RATE_BPS, royaltyMinor } from '@aigc/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import { contents, orderItems, orders, royaltyEntries, users } from '../../db/schema';
import { newId } from '../../lib/ids';

/**
 * Credits the creators of an order's made lines (docs/shop.md 'Royalties'),
 * in the transaction that moves the order to `paid`: one `credit` per line
 * at the creator's tier rate **now** (`creatorTierOf`, `ROYALTY_RATE_BPS`),
 * `royaltyMinor` of the line's paid amount. No credit for custom lines (the
 * buyer's own picture), for a creator buying their own design, or a line of
 * 0. The unique `(order_item_id, kind)` makes a second call a no-op, so a
 * repeated payment notice never credits twice.
 */
export async function creditRoyalties(tx: Tx, orderId: string, now: Date): Promise<void> {
  const rows = await tx
    .select({
      item: orderItems,
      buyerId: orders.userId,
      currency: orders.currency,
      creatorId: contents.authorId,
      creatorTier: users.creatorTier,
      accountLevel: users.accountLevel,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(contents, eq(contents.id, orderItems.contentId))
    .innerJoin(users, eq(users.id, contents.authorId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'made'), ne(contents.authorId, orders.userId)));
  for (const r of rows) {
    if (r.item.lineTotalMinor <= 0) continue;
    const tier = creatorTierOf(r);
    const rateBps = ROYALTY_RATE_BPS[tier];
    await tx
      .insert(royaltyEntries)
      .values({
        id: newId(),
        creatorId: r.creatorId,
        orderId,
        orderItemId: r.item.id,
        kind: 'credit',
        productId: r.item.productId,
        title: r.item.title,
        currency: r.currency,
        quantity: r.item.quantity,
        saleMinor: r.item.lineTotalMinor,
        tier,
        rateBps,
        amountMinor: royaltyMinor(r.item.lineTotalMinor, rateBps),
        createdAt: now,
      })
      .onConflictDoNothing();
  }
}

/**
 * Takes back the royalties of an order that is refunded or cancelled after
 * payment (in the transaction that closes it): one `reversal` of the same
 * amount, negative, per credit — once (unique `(order_item_id, kind)`).
 */
export async function reverseRoyalties(tx: Tx, orderId: string, now: Date): Promise<void> {
  const credits = await tx
    .select()
    .from(royaltyEntries)
    .where(and(eq(royaltyEntries.orderId, orderId), eq(royaltyEntries.kind, 'credit')));
  for (const c of credits) {
    await tx
      .insert(royaltyEntries)
      .values({ ...c, id: newId(), kind: 'reversal', amountMinor: -c.amountMinor, createdAt: now })
      .onConflictDoNothing();
  }
}

/** OpenAPI component `CreatorEarnings`: a creator's royalties per product and in total, per currency. */
export const CreatorEarningsSchema = z
  .object({
    totals: z
      .array(
        z.object({
          currency: z.string().describe('USD or CNY'),
          amountMinor: z.number().int().describe('Royalties credited minus reversed, minor unit'),
          salesMinor: z.number().int().describe('Paid amount of the sales credited (net of refunds), minor unit'),
        }),
      )
      .describe('One row per currency, never mixed'),
    products: z.array(
      z.object({
        productId: z.string().describe('The made product (post id)'),
        title: z.string(),
        currency: z.string(),
        units: z.number().int().describe('Units sold and not refunded'),
        salesMinor: z.number().int(),
        amountMinor: z.number().int(),
        lastSaleAt: z.string(),
      }),
    ),
    entries: z
      .array(
        z.object({
          productId: z.string(),
          title: z.string(),
          kind: z.enum(['credit', 'reversal']),
          currency: z.string(),
          quantity: z.number().int(),
          saleMinor: z.number().int(),
          tier: z.enum(['none', 'rights', 'verified']),
          rateBps: z.number().int().describe('Rate at the time of the sale, basis points (500 = 5 %)'),
          amountMinor: z.number().int(),
          createdAt: z.string(),
        }),
      )
      .describe('The newest ledger entries (at most 50)'),
  })
  .meta({ id: 'CreatorEarnings' });

/** A creator's earnings as sent to clients. */
export type CreatorEarningsDto = z.infer<typeof CreatorEarningsSchema>;

/** Newest ledger entries the earnings view lists. */
export const EARNINGS_ENTRIES_MAX = 50;

/**
 * A creator's earnings (`GET /api/creator/earnings`): per product and
 * currency (credits minus reversals; units and sales counted with the sign
 * of the entry), totals per currency, and the newest entries.
 */
export async function earningsOf(db: DbOrTx, creatorId: string): Promise<CreatorEarningsDto> {
  const sign = sql<number>`case when ${royaltyEntries.kind} = 'credit' then 1 else -1 end`;
  const products = await db
    .select({
      productId: royaltyEntries.productId,
      title: sql<string>`max(${royaltyEntries.title})`,
      currency: royaltyEntries.currency,
      units: sql<number>`coalesce(sum(${royaltyEntries.quantity} * ${sign}), 0)::int`,
      salesMinor: sql<number>`coalesce(sum(${royaltyEntries.saleMinor} * ${sign}), 0)::int`,
      amountMinor: sql<number>`coalesce(sum(${royaltyEntries.amountMinor}), 0)::int`,
      lastSaleAt: sql<string>`max(${royaltyEntries.createdAt})`,
    })
    .from(royaltyEntries)
    .where(eq(royaltyEntries.creatorId, creatorId))
    .groupBy(royaltyEntries.productId, royaltyEntries.currency)
    .orderBy(desc(sql`max(${royaltyEntries.createdAt})`));
  const entries = await db
    .select()
    .from(royaltyEntries)
    .where(eq(royaltyEntries.creatorId, creatorId))
    .orderBy(desc(royaltyEntries.createdAt), desc(royaltyEntries.id))
    .limit(EARNINGS_ENTRIES_MAX);
  const totals = new Map<string, { currency: string; amountMinor: number; salesMinor: number }>();
  for (const p of products) {
    const t = totals.get(p.currency) ?? { currency: p.currency, amountMinor: 0, salesMinor: 0 };
    t.amountMinor += Number(p.amountMinor);
    t.salesMinor += Number(p.salesMinor);
    totals.set(p.currency, t);
  }
  return {
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    products: products.map((p) => ({
      productId: p.productId,
      title: p.title,
      currency: p.currency,
      units: Number(p.units),
      salesMinor: Number(p.salesMinor),
      amountMinor: Number(p.amountMinor),
      lastSaleAt: new Date(p.lastSaleAt).toISOString(),
    })),
    entries: entries.map((e) => ({
      productId: e.productId,
      title: e.title,
      kind: e.kind,
      currency: e.currency,
      quantity: e.quantity,
      saleMinor: e.saleMinor,
      tier: e.tier,
      rateBps: e.rateBps,
      amountMinor: e.amountMinor,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
