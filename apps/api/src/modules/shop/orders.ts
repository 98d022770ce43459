import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  BASE_PRODUCTS,
  DISCOUNTED_UNITS_PER_BUYER,
  REGION_CURRENCY,
  buyerMayCancel,
  discountedPriceCents,
  isBaseProductKind,
  madeProductSale,
  operatorOrderMoves,
  orderTimeline,
  printPixels,
  shippingCountry,
  validateOrderQuantities,
  validatePlacement,
  validateShippingAddress,
  type BaseProductKind,
  type OrderStatus,
  type PriceRegion,
  type PrintPlacement,
  type ShippingAddress,
} from '@aigc/domain';
import type { z } from 'zod';
import type { PaymentAction, PaymentProviderKind, PaymentScene } from '../../adapters/payments';
import { PaymentProviderError } from '../../adapters/payments';
import type { DbOrTx, Tx } from '../../db/client';
import { images, orderDiscounts, orderEvents, orderItems, orders, paymentRefunds, payments, users, type StoredShippingAddress } from '../../db/schema';
import { AppError, ErrorCode, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Storage } from '../../storage';
import { shippingOf } from '../delivery';
import { CatalogueMessages, discountFor, madeProduct, madeSizePrices } from './catalogue';
import { executeRefunds, recordTransition, releaseDiscounts, scheduleRefund, type MoneyDeps } from './money';
import { renderPrint } from './print';
import type { OrderSchema } from './schemas';

/** Messages of the order rules (docs/shop.md 'Errors'). */
export const OrderMessages = {
  keyRequired: 'An Idempotency-Key header is required to place an order',
  keyReused: 'This Idempotency-Key was already used for another order',
  noOrder: 'This order does not exist',
  noImage: 'This picture does not exist',
  notYourImage: 'You can only print your own pictures',
  customNeedsImage: 'Please choose a picture for this product',
  madeTakesNoImage: 'This product is made from its design and takes no picture',
  savedMissing: 'Please fill in your shipping information first',
  notCancellable: 'This order is confirmed and can no longer be cancelled',
  notPayable: 'This order cannot be paid',
  paymentUnavailable: 'The payment service is not available right now, please try again',
  noPayment: 'This payment does not exist',
  notTestPayment: 'This is not a test payment',
  closed: 'This order was closed and cannot be paid any more',
} as const;

/** What the order functions need. */
export interface OrderDeps extends MoneyDeps {
  storage: Storage;
}

/** One line of an order request. */
export interface OrderItemInput {
  productId: string;
  size: string;
  quantity: number;
  /** Base products: the buyer's picture and where it sits on the print area. */
  custom?: { imageId: string; placement: PrintPlacement } | undefined;
}

/** The shipping part of an order request: an address, or the saved `/delivery` information plus the rest. */
export interface ShippingInput {
  /** Take full name, phone and (unless `line1` is given) the address line from the saved shipping information. */
  useSaved?: boolean | undefined;
  fullName?: string | undefined;
  phone?: string | undefined;
  country: string;
  region?: string | undefined;
  city: string;
  line1?: string | undefined;
  line2?: string | undefined;
  postalCode: string;
}

/** An order request (`POST /api/shop/orders`); prices are never taken from it. */
export interface OrderRequest {
  items: OrderItemInput[];
  shipping: ShippingInput;
  /** How the buyer pays: `desktop` (WeChat QR) or `mobile` (WeChat H5); default desktop. */
  scene?: PaymentScene | undefined;
}

/** Where provider pages send the buyer back to. */
export interface ReturnUrls {
  /** Origin of the shop, e.g. https://shop.makeable.app. */
  origin: string;
  clientIp: string;
}

/** An order as its buyer sees it (docs/shop.md 'Order view'; OpenAPI component `Order`). */
export type OrderView = z.infer<typeof OrderSchema>;

/** The canonical JSON of a value (sorted keys): the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** SHA-256 (hex) of an order request's canonical JSON. */
export function requestHash(request: OrderRequest): string {
  return createHash('sha256').update(canonical(request)).digest('hex');
}

/** The shipping address of a request: the saved information filled in when asked; validated for `region` (400). */
async function resolveAddress(db: DbOrTx, userId: string, region: PriceRegion, s: ShippingInput): Promise<StoredShippingAddress> {
  let { fullName, phone, line1 } = s;
  if (s.useSaved) {
    const saved = await shippingOf(db, userId);
    fullName ||= saved.fullName;
    phone ||= saved.phone;
    line1 ||= saved.address;
    if (!fullName || !phone || !line1) throw badRequest(OrderMessages.savedMissing);
  }
  const address: ShippingAddress = {
    fullName: fullName ?? '',
    phone: phone ?? '',
    country: s.country,
    region: s.region,
    city: s.city,
    line1: line1 ?? '',
    line2: s.line2,
    postalCode: s.postalCode,
  };
  const problem = validateShippingAddress(region, address);
  if (problem) throw badRequest(problem.message);
  return {
    fullName: address.fullName.trim(),
    phone: address.phone.trim(),
    country: address.country.trim().toUpperCase(),
    region: (address.region ?? '').trim(),
    city: address.city.trim(),
    line1: address.line1.trim(),
    line2: (address.line2 ?? '').trim(),
    postalCode: address.postalCode.trim().toUpperCase(),
  };
}

/** A custom line's rendered print, made before the order's transaction. */
interface PreparedPrint {
  itemId: string;
  imageId: string;
  placement: PrintPlacement;
  printKey: string;
  printUrl: string;
  previewKey: string;
  previewUrl: string;
  width: number;
  height: number;
}

/** Checks the request's shape rules (400 with the domain's message). */
function validateRequest(request: OrderRequest): void {
  const quantities = validateOrderQuantities(request.items.map((i) => i.quantity));
  if (quantities) throw badRequest(quantities.message);
  for (const item of request.items) {
    if (isBaseProductKind(item.productId)) {
      const product = BASE_PRODUCTS[item.productId as BaseProductKind];
      if (!product.sizes.some((s) => s.size === item.size)) throw badRequest(CatalogueMessages.badSize);
      if (!item.custom) throw badRequest(OrderMessages.customNeedsImage);
      const placement = validatePlacement(item.custom.placement);
      if (placement) throw badRequest(placement.message);
    } else if (item.custom) {
      throw badRequest(OrderMessages.madeTakesNoImage);
    }
  }
}

/**
 * What an order would cost (`POST /api/shop/quote`), priced exactly as
 * placing it would be ({@link priceOrder}), with the planned timeline. The
 * custom lines' pictures must be the buyer's own. Nothing is written.
 * Errors: as placing an order (400, 403, 404, 409).
 */
export async function quoteOrder(
  deps: MoneyDeps,
  input: { userId: string; region: PriceRegion; items: OrderItemInput[]; country: string },
): Promise<PricedOrder & { shipBy: string; deliverBy: string }> {
  validateRequest({ items: input.items, shipping: { country: input.country, city: '', postalCode: '' } });
  for (const item of input.items) {
    if (!item.custom) continue;
    const [img] = await deps.db.select({ ownerId: images.ownerId }).from(images).where(eq(images.id, item.custom.imageId)).limit(1);
    if (!img) throw notFound(OrderMessages.noImage);
    if (img.ownerId !== input.userId) throw forbidden(OrderMessages.notYourImage);
  }
  const priced = await priceOrder(deps.db, input);
  const plan = orderTimeline(deps.now());
  return { ...priced, shipBy: plan.shipBy.toISOString(), deliverBy: plan.deliverBy.toISOString() };
}

/** Renders the print files of the custom lines from the buyer's original pictures and stores them. */
async function preparePrints(deps: OrderDeps, userId: string, request: OrderRequest): Promise<Map<number, PreparedPrint>> {
  const prepared = new Map<number, PreparedPrint>();
  for (const [index, item] of request.items.entries()) {
    if (!item.custom || !isBaseProductKind(item.productId)) continue;
    const [img] = await deps.db.select().from(images).where(eq(images.id, item.custom.imageId)).limit(1);
    if (!img) throw notFound(OrderMessages.noImage);
    if (img.ownerId !== userId) throw forbidden(OrderMessages.notYourImage);
    const original = await deps.storage.get(img.key);
    if (!original) throw notFound(OrderMessages.noImage);
    const product = BASE_PRODUCTS[item.productId as BaseProductKind];
    const size = product.sizes.find((s) => s.size === item.size)!;
    const px = printPixels(size.printArea, product.dpi);
    const rendered = await renderPrint(original.bytes, { ...px, dpi: product.dpi }, item.custom.placement);
    const itemId = newId();
    const printKey = `shop/prints/${itemId}.png`;
    const previewKey = `shop/prints/${itemId}-preview.webp`;
    await deps.storage.put(printKey, rendered.print, 'image/png');
    await deps.storage.put(previewKey, rendered.preview, 'image/webp');
    prepared.set(index, {
      itemId,
      imageId: img.id,
      placement: item.custom.placement,
      printKey,
      printUrl: deps.storage.url(printKey),
      previewKey,
      previewUrl: deps.storage.url(previewKey),
      width: rendered.width,
      height: rendered.height,
    });
  }
  return prepared;
}

async function discardPrints(storage: Storage, prints: Map<number, PreparedPrint>): Promise<void> {
  for (const p of prints.values()) {
    await storage.delete(p.printKey).catch(() => undefined);
    await storage.delete(p.previewKey).catch(() => undefined);
  }
}

/** One priced line of an order request (see {@link priceOrder}). */
export interface PricedLine {
  position: number;
  kind: 'made' | 'custom';
  productId: string;
  contentId: string | null;
  size: string;
  quantity: number;
  title: string;
  imageUrl: string | null;
  /** Full price of one unit, minor units. */
  unitPriceMinor: number;
  /** Units at the want-ticket discount (0 or 1). */
  discountedUnits: number;
  /** Fraction of the full price paid for those units. */
  discount: number;
  discountTier: string | null;
  lineTotalMinor: number;
}

/** A priced order request: lines, the discounts it takes, amounts (minor units). */
export interface PricedOrder {
  currency: 'USD' | 'CNY';
  lines: PricedLine[];
  discounts: { contentId: string; tier: string; discount: number }[];
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  preOrder: boolean;
}

/**
 * Prices an order request for `userId` in `region` (docs/shop.md 'Pricing';
 * the only place an order's amounts are computed): full prices from the
 * catalogue — a base product's size price, a made product's size price of
 * `madeSizePrices` (a Make It Real product's base price × size factor, a
 * directly launched one's creator price) — never from the client; the want-ticket
 * discount of `viewerPricing` (makeReal) on ONE unit of a Make It Real
 * product, when the buyer has one and no open order of theirs uses it (and
 * only on the first line of that product); the shipping fee of `country`.
 * Reads only. Errors: 400 size; 409 not for sale.
 */
export async function priceOrder(db: DbOrTx, input: { userId: string; region: PriceRegion; items: OrderItemInput[]; country: string }): Promise<PricedOrder> {
  const lines: PricedLine[] = [];
  const discounts: PricedOrder['discounts'] = [];
  let preOrder = false;
  for (const [position, item] of input.items.entries()) {
    if (isBaseProductKind(item.productId)) {
      const product = BASE_PRODUCTS[item.productId as BaseProductKind];
      const size = product.sizes.find((s) => s.size === item.size);
      if (!size) throw badRequest(CatalogueMessages.badSize);
      const unit = size.price[input.region];
      lines.push({
        position,
        kind: 'custom',
        productId: item.productId,
        contentId: null,
        size: item.size,
        quantity: item.quantity,
        title: product.title,
        imageUrl: null,
        unitPriceMinor: unit,
        discountedUnits: 0,
        discount: 1,
        discountTier: null,
        lineTotalMinor: unit * item.quantity,
      });
      continue;
    }
    const made = await madeProduct(db, item.productId);
    if (!made) throw conflict(CatalogueMessages.notForSale);
    const unit = madeSizePrices(made, input.region).find((s) => s.size === item.size)?.priceMinor;
    if (unit === undefined) throw badRequest(CatalogueMessages.badSize);
    if (madeProductSale(made.status) === 'pre_order') preOrder = true;
    let discountedUnits = 0;
    let discount = 1;
    let tier: string | null = null;
    const already = discounts.some((d) => d.contentId === made.contentId);
    const offer = already ? null : await discountFor(db, made.contentId, made.authorId, input.userId);
    if (offer?.available) {
      discountedUnits = Math.min(DISCOUNTED_UNITS_PER_BUYER, item.quantity);
      discount = offer.discount;
      tier = offer.tier;
      discounts.push({ contentId: made.contentId, tier: offer.tier, discount: offer.discount });
    }
    lines.push({
      position,
      kind: 'made',
      productId: made.contentId,
      contentId: made.contentId,
      size: item.size,
      quantity: item.quantity,
      title: made.title,
      imageUrl: made.posterUrl,
      unitPriceMinor: unit,
      discountedUnits,
      discount,
      discountTier: tier,
      lineTotalMinor: unit * (item.quantity - discountedUnits) + discountedPriceCents(unit, discount) * discountedUnits,
    });
  }
  const subtotal = lines.reduce((n, l) => n + l.unitPriceMinor * l.quantity, 0);
  const lineTotals = lines.reduce((n, l) => n + l.lineTotalMinor, 0);
  const country = shippingCountry(input.region, input.country);
  if (!country) throw badRequest('We do not ship to this country from this shop');
  return {
    currency: REGION_CURRENCY[input.region],
    lines,
    discounts,
    subtotal,
    discount: subtotal - lineTotals,
    shipping: country.feeMinor,
    total: lineTotals + country.feeMinor,
    preOrder,
  };
}

/**
 * Writes a new order in `tx` (the caller holds the buyer's row lock) as
 * {@link priceOrder} prices it, with the discounts it takes (a live
 * `order_discounts` row per buyer and product: once) and the custom lines'
 * print files. A free order (the creator's own design) is `paid` at once;
 * otherwise a pending payment with the region's provider is written.
 */
async function insertOrder(
  tx: Tx,
  deps: OrderDeps,
  input: { userId: string; idemKey: string; hash: string; region: PriceRegion; request: OrderRequest; address: StoredShippingAddress; prints: Map<number, PreparedPrint>; now: Date },
): Promise<string> {
  const orderId = newId();
  const priced = await priceOrder(tx, { userId: input.userId, region: input.region, items: input.request.items, country: input.address.country });
  const { currency, subtotal, shipping, total, preOrder } = priced;
  const lines: (typeof orderItems.$inferInsert)[] = priced.lines.map((l) => {
    const print = input.prints.get(l.position);
    return {
      ...l,
      id: print?.itemId ?? newId(),
      orderId,
      ...(print
        ? {
            imageUrl: print.previewUrl,
            sourceImageId: print.imageId,
            placement: print.placement,
            printKey: print.printKey,
            printUrl: print.printUrl,
            previewUrl: print.previewUrl,
            printWidth: print.width,
            printHeight: print.height,
          }
        : {}),
    };
  });
  const discounts = priced.discounts.map((d) => ({ ...d, orderId, userId: input.userId, createdAt: input.now }));
  const plan = orderTimeline(input.now);
  await tx.insert(orders).values({
    id: orderId,
    userId: input.userId,
    idemKey: input.idemKey,
    requestHash: input.hash,
    status: 'pending_payment',
    region: input.region,
    currency,
    subtotalMinor: subtotal,
    discountMinor: priced.discount,
    shippingMinor: shipping,
    totalMinor: total,
    preOrder,
    shippingAddress: input.address,
    shipBy: plan.shipBy,
    deliverBy: plan.deliverBy,
    createdAt: input.now,
    updatedAt: input.now,
  });
  await tx.insert(orderItems).values(lines);
  if (discounts.length) await tx.insert(orderDiscounts).values(discounts);
  await tx.insert(orderEvents).values({
    id: newId(),
    orderId,
    fromStatus: null,
    toStatus: 'pending_payment',
    actorKind: 'buyer',
    actorId: input.userId,
    note: '',
    createdAt: input.now,
  });
  if (total === 0) {
    await recordTransition(tx, { orderId, from: 'pending_payment', to: 'paid', actor: { kind: 'system', id: null }, note: 'Nothing to pay', now: input.now });
  } else {
    await tx.insert(payments).values({
      id: newId(),
      orderId,
      provider: deps.payments.forRegion(input.region).kind,
      status: 'pending',
      amountMinor: total,
      currency,
      createdAt: input.now,
      updatedAt: input.now,
    });
  }
  return orderId;
}

/**
 * Places an order for `userId` (docs/shop.md 'Placing an order'). The
 * `Idempotency-Key` makes retries safe: the first request with a key creates
 * the order and its one payment; a retry with the same key and body gets
 * that order back (and its checkout, opened again only if opening failed);
 * the same key with another body is refused (409). Requests of one buyer run
 * one at a time (the buyer's row is locked), so two keys cannot both take
 * the same discount.
 * Errors: 400 bad input (quantities, size, address, placement, picture);
 * 403 someone else's picture; 404 unknown picture or product; 409 not for
 * sale / key reused; 503 the payment provider cannot be reached (the order
 * stays; retry with the same key).
 */
export async function placeOrder(
  deps: OrderDeps,
  input: { userId: string; idemKey: string; region: PriceRegion; request: OrderRequest; urls: ReturnUrls },
): Promise<OrderView> {
  const hash = requestHash(input.request);
  const existing = await findByKey(deps.db, input.userId, input.idemKey);
  if (existing) {
    if (existing.requestHash !== hash) throw conflict(OrderMessages.keyReused);
    return openCheckout(deps, existing.id, input.request.scene ?? 'desktop', input.urls);
  }
  validateRequest(input.request);
  const address = await resolveAddress(deps.db, input.userId, input.region, input.request.shipping);
  const prints = await preparePrints(deps, input.userId, input.request);
  let created: { orderId: string; fresh: boolean };
  try {
    created = await deps.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
      const prior = await findByKey(tx, input.userId, input.idemKey);
      if (prior) {
        if (prior.requestHash !== hash) throw conflict(OrderMessages.keyReused);
        return { orderId: prior.id, fresh: false };
      }
      const orderId = await insertOrder(tx, deps, { ...input, hash, address, prints, now: deps.now() });
      return { orderId, fresh: true };
    });
  } catch (e) {
    await discardPrints(deps.storage, prints);
    throw e;
  }
  if (!created.fresh) await discardPrints(deps.storage, prints);
  return openCheckout(deps, created.orderId, input.request.scene ?? 'desktop', input.urls);
}

/** Locks the payment row of `orderId`, if any: every writer locks the payment before the order (one lock order, no deadlock). */
export async function lockPayment(tx: Tx, orderId: string): Promise<void> {
  await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId)).for('update');
}

async function findByKey(db: DbOrTx, userId: string, idemKey: string) {
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idemKey, idemKey)))
    .limit(1);
  return row ?? null;
}

/**
 * Makes sure a payable order has an open checkout: a pending payment
 * without one gets it from its provider (the provider's idempotency key is
 * the payment id and attempt, so a retry after a crash opens the same
 * checkout). Returns the order view. Errors: 503 the provider failed.
 */
async function openCheckout(deps: OrderDeps, orderId: string, scene: PaymentScene, urls: ReturnUrls): Promise<OrderView> {
  const [row] = await deps.db
    .select({ p: payments, o: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.orderId, orderId))
    .limit(1);
  if (row && row.o.status === 'pending_payment' && row.p.status === 'pending' && !row.p.action) {
    const provider = deps.payments.byKind(row.p.provider);
    if (!provider) throw new AppError(ErrorCode.Unavailable, OrderMessages.paymentUnavailable);
    const back = `${urls.origin}/order/detail/${encodeURIComponent(orderId)}`;
    const items = await deps.db.select({ title: orderItems.title, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
    try {
      const checkout = await provider.createCheckout({
        paymentId: row.p.id,
        orderId,
        amountMinor: row.p.amountMinor,
        currency: row.p.currency as 'USD' | 'CNY',
        description: items.map((i) => `${i.title} × ${i.quantity}`).join(', ').slice(0, 120) || 'Order',
        // WeChat H5 brings the buyer back to the client's `/wx-pay/callback/:orderId` (docs/product.md §2), which waits for the notice.
        returnUrl: row.p.provider === 'wechat' ? `${urls.origin}/wx-pay/callback/${encodeURIComponent(orderId)}` : `${back}?paid=1`,
        cancelUrl: back,
        scene,
        clientIp: urls.clientIp,
        attempt: row.p.checkoutAttempts,
      });
      await deps.db
        .update(payments)
        .set({
          action: checkout.action,
          providerRef: checkout.providerRef,
          checkoutExpiresAt: checkout.expiresAt,
          checkoutAttempts: row.p.checkoutAttempts + 1,
          updatedAt: deps.now(),
        })
        .where(and(eq(payments.id, row.p.id), isNull(payments.action), eq(payments.checkoutAttempts, row.p.checkoutAttempts)));
    } catch (e) {
      if (e instanceof PaymentProviderError) {
        deps.log?.error({ orderId, err: e.message }, 'checkout failed');
        throw new AppError(ErrorCode.Unavailable, OrderMessages.paymentUnavailable);
      }
      throw e;
    }
  }
  return orderView(deps, orderId);
}

/**
 * Opens the checkout of an unpaid order again (`POST /api/shop/orders/:id/pay`):
 * a failed or expired payment (or one whose checkout has expired) gets a new
 * checkout for the SAME payment — one payment per order, so it can never be
 * paid twice. Errors: 404 not the buyer's; 409 not payable (paid or closed); 503.
 */
export async function payAgain(deps: OrderDeps, input: { userId: string; orderId: string; scene: PaymentScene; urls: ReturnUrls }): Promise<OrderView> {
  const [row] = await deps.db
    .select({ p: payments, o: orders })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)))
    .limit(1);
  if (!row) throw notFound(OrderMessages.noOrder);
  if (row.o.status !== 'pending_payment' || !row.p) throw conflict(OrderMessages.notPayable);
  const expired = row.p.checkoutExpiresAt !== null && row.p.checkoutExpiresAt.getTime() <= deps.now().getTime();
  if (row.p.status === 'failed' || row.p.status === 'expired' || (row.p.status === 'pending' && expired)) {
    await deps.db
      .update(payments)
      .set({ status: 'pending', action: null, updatedAt: deps.now() })
      .where(and(eq(payments.id, row.p.id), inArray(payments.status, ['pending', 'failed', 'expired']), eq(payments.capturedMinor, 0)));
  }
  return openCheckout(deps, input.orderId, input.scene, input.urls);
}

/**
 * The buyer cancels `orderId` (docs/shop.md: before confirmation). In one
 * transaction: the order becomes `cancelled` (recorded: the buyer, now),
 * its discounts are released, an open payment is closed, and money already
 * paid is refunded in full (decided once; the provider is asked after
 * commit). Cancelling a cancelled order changes nothing.
 * Errors: 404 not the buyer's order; 409 confirmed or later.
 */
export async function cancelOrder(deps: OrderDeps, input: { userId: string; orderId: string; reason?: string | undefined }): Promise<OrderView> {
  const now = deps.now();
  const refundId = await deps.db.transaction(async (tx) => {
    await lockPayment(tx, input.orderId);
    const [o] = await tx
      .select({ status: orders.status, userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for('update')
      .limit(1);
    if (!o || o.userId !== input.userId) throw notFound(OrderMessages.noOrder);
    const status = o.status as OrderStatus;
    if (status === 'cancelled') return null;
    if (!buyerMayCancel(status)) throw conflict(OrderMessages.notCancellable);
    await recordTransition(tx, { orderId: input.orderId, from: status, to: 'cancelled', actor: { kind: 'buyer', id: input.userId }, note: input.reason ?? '', now });
    await releaseDiscounts(tx, input.orderId, now);
    await tx
      .update(payments)
      .set({ status: 'cancelled', action: null, updatedAt: now })
      .where(and(eq(payments.orderId, input.orderId), inArray(payments.status, ['pending', 'failed', 'expired'])));
    return scheduleRefund(tx, input.orderId, 'Cancelled by the buyer', now);
  });
  await executeRefunds(deps, [refundId]);
  return orderView(deps, input.orderId);
}

/**
 * The buyer's orders, newest first, optionally of one status; one page.
 */
export async function listOrders(
  deps: MoneyDeps,
  q: { userId?: string | undefined; status?: OrderStatus | undefined; page: number; pageSize: number; operator?: boolean },
): Promise<{ rows: OrderView[]; total: number }> {
  const conds: SQL[] = [];
  if (q.userId) conds.push(eq(orders.userId, q.userId));
  if (q.status) conds.push(eq(orders.status, q.status));
  const where = conds.length ? and(...conds) : undefined;
  const [ids, totals] = await Promise.all([
    deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows: await orderViews(deps, ids.map((r) => r.id), q.operator ?? false), total: totals[0]?.n ?? 0 };
}

/**
 * One order as its buyer (`userId`) sees it; `userId` undefined = an
 * operator (every order, with who moved it). Errors: 404.
 */
export async function orderFor(deps: MoneyDeps, orderId: string, userId: string | undefined): Promise<OrderView> {
  const [view] = await orderViews(deps, [orderId], userId === undefined);
  if (!view || (userId !== undefined && view.userId !== userId)) throw notFound(OrderMessages.noOrder);
  return view;
}

async function orderView(deps: MoneyDeps, orderId: string): Promise<OrderView> {
  const [view] = await orderViews(deps, [orderId], false);
  if (!view) throw notFound(OrderMessages.noOrder);
  return view;
}

/** Views of `ids` in that order (batched: five queries). */
export async function orderViews(deps: MoneyDeps, ids: string[], operator: boolean): Promise<OrderView[]> {
  if (ids.length === 0) return [];
  const [os, items, pays, refunds, events] = await Promise.all([
    deps.db.select().from(orders).where(inArray(orders.id, ids)),
    deps.db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position)),
    deps.db.select().from(payments).where(inArray(payments.orderId, ids)),
    deps.db.select().from(paymentRefunds).where(inArray(paymentRefunds.orderId, ids)),
    deps.db
      .select({ e: orderEvents, actorName: users.nickname })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.seq)),
  ]);
  const byId = new Map(os.map((o) => [o.id, o]));
  return ids.flatMap((id) => {
    const o = byId.get(id);
    if (!o) return [];
    const status = o.status as OrderStatus;
    const p = pays.find((x) => x.orderId === id);
    const r = refunds.find((x) => x.orderId === id);
    const provider = p ? deps.payments.byKind(p.provider) : undefined;
    const payable = status === 'pending_payment' && p?.status === 'pending';
    const view: OrderView = {
      orderId: o.id,
      status,
      region: o.region as PriceRegion,
      currency: o.currency,
      preOrder: o.preOrder,
      createTime: o.createdAt.toISOString(),
      updateTime: o.updatedAt.toISOString(),
      amounts: {
        subtotal: o.subtotalMinor,
        discount: o.discountMinor,
        shipping: o.shippingMinor,
        total: o.totalMinor,
        paid: o.paidMinor,
        refunded: p?.refundedMinor ?? 0,
      },
      items: items
        .filter((i) => i.orderId === id)
        .map((i) => ({
          itemId: i.id,
          kind: i.kind,
          productId: i.productId,
          contentId: i.contentId,
          title: i.title,
          imageUrl: i.imageUrl,
          size: i.size,
          quantity: i.quantity,
          unitPrice: i.unitPriceMinor,
          discountedUnits: i.discountedUnits,
          discount: i.discount,
          discountTier: i.discountTier,
          lineTotal: i.lineTotalMinor,
          custom:
            i.kind === 'custom' && i.placement && i.printUrl && i.previewUrl
              ? {
                  imageId: i.sourceImageId,
                  placement: i.placement,
                  printUrl: i.printUrl,
                  previewUrl: i.previewUrl,
                  printWidth: i.printWidth ?? 0,
                  printHeight: i.printHeight ?? 0,
                }
              : null,
        })),
      shipping: o.shippingAddress,
      logistics: {
        carrier: o.carrier,
        trackingNumber: o.trackingNumber,
        shippedTime: o.shippedAt?.toISOString() ?? null,
        deliveredTime: o.deliveredAt?.toISOString() ?? null,
      },
      timeline: {
        placedTime: o.createdAt.toISOString(),
        shipBy: o.shipBy.toISOString(),
        deliverBy: o.deliverBy.toISOString(),
        events: events
          .filter((e) => e.e.orderId === id)
          .map(({ e, actorName }) => ({
            fromStatus: (e.fromStatus as OrderStatus | null) ?? null,
            toStatus: e.toStatus as OrderStatus,
            actorKind: e.actorKind,
            actorId: operator ? e.actorId : null,
            actorName: operator ? (actorName ?? null) : null,
            note: e.note,
            createTime: e.createdAt.toISOString(),
          })),
      },
      payment: p
        ? {
            paymentId: p.id,
            provider: p.provider as PaymentProviderKind,
            status: p.status as NonNullable<OrderView['payment']>['status'],
            testMode: provider?.testMode ?? p.provider === 'test',
            action: payable ? ((p.action as PaymentAction | null) ?? null) : null,
            expiresTime: payable ? (p.checkoutExpiresAt?.toISOString() ?? null) : null,
          }
        : null,
      refund: r
        ? {
            status: r.status as NonNullable<OrderView['refund']>['status'],
            amount: r.amountMinor,
            reason: r.reason,
            error: operator ? r.error : null,
            createTime: r.createdAt.toISOString(),
            succeededTime: r.succeededAt?.toISOString() ?? null,
          }
        : null,
      canCancel: buyerMayCancel(status),
      canPay: status === 'pending_payment' && Boolean(p) && p?.capturedMinor === 0,
      operatorMoves: operator ? [...operatorOrderMoves(status)] : [],
      userId: o.userId,
    };
    return [view];
  });
}

/**
 * The test provider's confirm button (`POST /api/pay/test/:paymentId/confirm`):
 * the buyer completes a TEST payment of their own order (no money moves).
 * Errors: 404 not the buyer's payment or not a test payment; 409 the order
 * was closed. A second confirm changes nothing.
 */
export async function testPaymentOf(deps: MoneyDeps, paymentId: string, userId: string) {
  const [row] = await deps.db
    .select({ p: payments, o: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!row || row.o.userId !== userId) throw notFound(OrderMessages.noPayment);
  if (row.p.provider !== 'test') throw notFound(OrderMessages.notTestPayment);
  return row;
}

/** Re-asks the provider for a failed refund of `orderId` (operators). Errors: 404 no refund; 409 not failed. */
export async function retryRefund(deps: MoneyDeps, orderId: string): Promise<void> {
  const [r] = await deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId)).limit(1);
  if (!r) throw notFound('This order has no refund');
  if (r.status !== 'failed') throw conflict(`This refund is ${r.status}, not failed`);
  await deps.db
    .update(paymentRefunds)
    .set({ status: 'pending', error: null, updatedAt: deps.now() })
    .where(and(eq(paymentRefunds.id, r.id), eq(paymentRefunds.status, 'failed')));
  await executeRefunds(deps, [r.id]);
}
