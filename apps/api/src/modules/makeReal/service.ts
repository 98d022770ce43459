import { and, asc, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import {
  MESSAGE_TYPE,
  PRODUCT_BASE_PRICES,
  TIER_DISCOUNT,
  TOP_WANTER_SHARE,
  WANT_THRESHOLD,
  canMoveProduct,
  currencyRegion,
  discountTier,
  discountedPriceCents,
  isBaseProductKind,
  nextProductStatuses,
  releaseSizePrices,
  type Currency,
  type DiscountTier,
  type ProductModelType,
  type ProductStatus,
} from '@aigc/domain';
import type { Db, DbOrTx } from '../../db/client';
import { contents, productEvents, productReleases, products, ticketRefunds, users, wants } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { writeMessage, writeWantersMessage, writeWantRefundMessages } from '../messages';
import { REFUND_TITLES, refundWants } from '../tickets';

/** Messages of the make-it-real rules. */
export const MakeRealMessages = {
  noPost: 'This post does not exist',
  noProduct: 'This post has not passed 100 wants yet',
  badMove: 'This product cannot move to that status',
  stale: 'The product status changed meanwhile, reload and try again',
} as const;

/** One recorded status change of a product (who: null = the system). */
export interface ProductEventView {
  fromStatus: ProductStatus | null;
  toStatus: ProductStatus;
  actorId: string | null;
  actorName: string | null;
  note: string;
  createTime: string;
}

/** The caller's place among a post's wanters and what they pay (docs/product.md §1, §9). */
export interface ViewerPricing {
  isCreator: boolean;
  wanted: boolean;
  /** 1-based rank by want time, null when the caller did not want it. */
  wantRank: number | null;
  tier: DiscountTier;
  /** Fraction of the full price paid (0.7 = 30 % off). */
  discount: number;
  /** True when the caller's want was refunded (evaluation failed or post deleted). */
  refunded: boolean;
}

/**
 * Opens the product of `contentId` (status `wanted`, docs/product.md §4) if it has none,
 * with an event by the system, and messages every wanter to fill in their
 * shipping information (type 5, `info.conditionNum`, docs/product.md §8). Called in the
 * want transaction that takes the post past 100 wants. Returns true when this call opened it.
 */
export async function openProduct(tx: DbOrTx, contentId: string, now: Date): Promise<boolean> {
  const opened = await tx
    .insert(products)
    .values({ contentId, status: 'wanted', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ contentId: products.contentId });
  if (opened.length === 0) return false;
  await tx.insert(productEvents).values({
    id: newId(),
    contentId,
    fromStatus: null,
    toStatus: 'wanted',
    actorId: null,
    note: 'Passed 100 wants',
    createdAt: now,
  });
  await writeWantersMessage(tx, contentId, MESSAGE_TYPE.THRESHOLD_PASSED, { conditionNum: WANT_THRESHOLD }, now);
  return true;
}

/**
 * Puts a verified creator's approved release on sale (docs/shop.md 'Direct
 * launch'), in the caller's transaction `tx` (the one that approves it): the
 * product of `contentId` is written straight in `on_sale` with `releaseId`
 * (the shop sells it in the release's type, sizes and price), its first event
 * by the operator `actorId`, and every user who wanted the design is told it
 * is on sale (type 6, as when a Make It Real product reaches the shop).
 * Returns false, writing nothing, when the design already has a product
 * (Make It Real, or launched before).
 */
export async function launchProduct(
  tx: DbOrTx,
  input: { contentId: string; releaseId: string; actorId: string; now: Date },
): Promise<boolean> {
  const opened = await tx
    .insert(products)
    .values({ contentId: input.contentId, status: 'on_sale', releaseId: input.releaseId, createdAt: input.now, updatedAt: input.now })
    .onConflictDoNothing()
    .returning({ contentId: products.contentId });
  if (opened.length === 0) return false;
  await tx.insert(productEvents).values({
    id: newId(),
    contentId: input.contentId,
    fromStatus: null,
    toStatus: 'on_sale',
    actorId: input.actorId,
    note: 'Launched by its verified creator',
    createdAt: input.now,
  });
  await writeWantersMessage(tx, input.contentId, MESSAGE_TYPE.GRAB_IT, { productId: input.contentId }, input.now);
  return true;
}

/**
 * Full price of the smallest size of `contentId`'s product in `currency`
 * (minor units): a directly launched product's creator price of its smallest
 * offered size (docs/shop.md 'Direct launch'), else the Make It Real base
 * price of `modelType`.
 */
async function fullPriceOf(db: DbOrTx, contentId: string | undefined, modelType: ProductModelType, currency: Currency): Promise<number> {
  if (contentId) {
    const [release] = await db
      .select({ kind: productReleases.kind, sizes: productReleases.sizes, priceMinor: productReleases.priceMinor, region: productReleases.region })
      .from(products)
      .innerJoin(productReleases, eq(productReleases.id, products.releaseId))
      .where(eq(products.contentId, contentId))
      .limit(1);
    if (release && isBaseProductKind(release.kind)) {
      const [smallest] = releaseSizePrices({ ...release, kind: release.kind }, currencyRegion(currency));
      if (smallest) return smallest.priceMinor;
    }
  }
  return PRODUCT_BASE_PRICES[currency][modelType];
}

/** The product status of `contentId`, or null when it has no product (still collecting). */
export async function productStatusOf(db: DbOrTx, contentId: string): Promise<ProductStatus | null> {
  const [row] = await db.select({ status: products.status }).from(products).where(eq(products.contentId, contentId)).limit(1);
  return (row?.status as ProductStatus | undefined) ?? null;
}

/**
 * Moves the product of `contentId` to `to`, by operator `actorId`, with an
 * optional `note` (every step is recorded with who and when). Allowed
 * moves: `nextProductStatuses` (domain). The notices of a move are written
 * in its transaction (docs/product.md §8, one per recipient):
 * - `evaluation_failed` refunds every wanter's ticket (docs/product.md §4),
 *   with a 'wants refunded' message (type 8) to each refunded wanter, and
 *   tells the post's author their design cannot be produced — contact
 *   support (type 7);
 * - `delivering` (production finished) tells every wanter the design was
 *   made (type 9);
 * - `on_sale` tells every wanter to grab it (type 6, `info.productId`: the
 *   product's id, which is its post's id).
 * `expectFrom`, when given, must equal the current status (optimistic check
 * for two operators at once). Errors: 404 no product; 409 not allowed or stale.
 */
export async function moveProduct(
  db: Db,
  input: { contentId: string; to: ProductStatus; actorId: string; note?: string; expectFrom?: ProductStatus; now: Date },
): Promise<{ status: ProductStatus; refunded: number }> {
  return db.transaction(async (tx) => {
    // Same lock order as a want (post, then product): no want commits between the move and its refunds.
    await tx.select({ id: contents.id }).from(contents).where(eq(contents.id, input.contentId)).for('update');
    const [row] = await tx
      .select({ status: products.status })
      .from(products)
      .where(eq(products.contentId, input.contentId))
      .for('update')
      .limit(1);
    if (!row) throw notFound(MakeRealMessages.noProduct);
    const from = row.status as ProductStatus;
    if (input.expectFrom && input.expectFrom !== from) throw conflict(MakeRealMessages.stale);
    if (!canMoveProduct(from, input.to)) throw conflict(`${MakeRealMessages.badMove} (${from} → ${input.to})`);
    await tx
      .update(products)
      .set({ status: input.to, updatedAt: input.now })
      .where(eq(products.contentId, input.contentId));
    await tx.insert(productEvents).values({
      id: newId(),
      contentId: input.contentId,
      fromStatus: from,
      toStatus: input.to,
      actorId: input.actorId,
      note: (input.note ?? '').slice(0, 500),
      createdAt: input.now,
    });
    let refunded = 0;
    if (input.to === 'evaluation_failed') {
      const [post] = await tx
        .select({ title: contents.title, authorId: contents.authorId })
        .from(contents)
        .where(eq(contents.id, input.contentId));
      const title = `${REFUND_TITLES.evaluation_failed}: ${post?.title ?? ''}`;
      const refunds = await refundWants(tx, [input.contentId], title, input.now, 'evaluation_failed');
      refunded = refunds.reduce((n, r) => n + r.nums, 0);
      await writeWantRefundMessages(tx, refunds, MESSAGE_TYPE.WANTS_REFUNDED, input.now);
      if (post) {
        await writeMessage(tx, {
          recipientId: post.authorId,
          type: MESSAGE_TYPE.CANNOT_PRODUCE,
          contentId: input.contentId,
          now: input.now,
        });
      }
    }
    if (input.to === 'delivering') await writeWantersMessage(tx, input.contentId, MESSAGE_TYPE.MADE, {}, input.now);
    if (input.to === 'on_sale') {
      await writeWantersMessage(tx, input.contentId, MESSAGE_TYPE.GRAB_IT, { productId: input.contentId }, input.now);
    }
    return { status: input.to, refunded };
  });
}

/** The status history of `contentId`'s product, oldest first. */
export async function productHistory(db: DbOrTx, contentId: string): Promise<ProductEventView[]> {
  const rows = await db
    .select({ e: productEvents, actorName: users.nickname })
    .from(productEvents)
    .leftJoin(users, eq(users.id, productEvents.actorId))
    .where(eq(productEvents.contentId, contentId))
    .orderBy(asc(productEvents.createdAt), asc(productEvents.id));
  return rows.map(({ e, actorName }) => ({
    fromStatus: (e.fromStatus as ProductStatus | null) ?? null,
    toStatus: e.toStatus as ProductStatus,
    actorId: e.actorId,
    actorName: actorName ?? null,
    note: e.note,
    createTime: e.createdAt.toISOString(),
  }));
}

/**
 * Where `userId` stands among the wanters of `contentId`: their 1-based rank
 * by want time (ties by user id) and the number of wanters; null rank when
 * they did not want it.
 */
export async function wantRank(db: DbOrTx, contentId: string, userId: string): Promise<{ rank: number | null; wanters: number }> {
  const [mine] = await db
    .select({ at: wants.createdAt })
    .from(wants)
    .where(and(eq(wants.contentId, contentId), eq(wants.userId, userId)))
    .limit(1);
  const [total] = await db.select({ n: count() }).from(wants).where(eq(wants.contentId, contentId));
  const wanters = total?.n ?? 0;
  if (!mine) return { rank: null, wanters };
  const [ahead] = await db
    .select({ n: count() })
    .from(wants)
    .where(
      and(
        eq(wants.contentId, contentId),
        or(lt(wants.createdAt, mine.at), and(eq(wants.createdAt, mine.at), lt(wants.userId, userId))),
      ),
    );
  return { rank: (ahead?.n ?? 0) + 1, wanters };
}

/**
 * What `viewerId` pays for the product of `contentId` (docs/product.md §1, §9; rules in
 * docs/tickets.md): free for the creator, 90 % off for the first 10 % of
 * wanters by want time, 30 % off for every other wanter, full price for the
 * rest (and for a wanter whose ticket was refunded). Null viewer = public.
 */
export async function viewerPricing(db: DbOrTx, contentId: string, authorId: string, viewerId: string | null): Promise<ViewerPricing> {
  if (!viewerId) return { isCreator: false, wanted: false, wantRank: null, tier: 'public', discount: TIER_DISCOUNT.public, refunded: false };
  const isCreator = viewerId === authorId;
  const { rank, wanters } = await wantRank(db, contentId, viewerId);
  const [refund] = await db
    .select({ key: ticketRefunds.refundKey })
    .from(ticketRefunds)
    .where(eq(ticketRefunds.refundKey, `want:${contentId}:${viewerId}`))
    .limit(1);
  const refunded = Boolean(refund);
  const tier = discountTier({ isCreator, wantRank: refunded ? null : rank, wanters });
  return { isCreator, wanted: rank !== null, wantRank: rank, tier, discount: TIER_DISCOUNT[tier], refunded };
}

/** The make-it-real view of a post (see the route `GET /api/make-real/product`), prices in `currency` (the request's edition). */
export async function productView(db: DbOrTx, contentId: string, viewerId: string | null, currency: Currency = 'USD') {
  const [post] = await db
    .select({ id: contents.id, authorId: contents.authorId, wantCount: contents.wantCount, title: contents.title })
    .from(contents)
    .where(eq(contents.id, contentId))
    .limit(1);
  if (!post) throw notFound(MakeRealMessages.noPost);
  const [product] = await db.select().from(products).where(eq(products.contentId, contentId)).limit(1);
  const status = (product?.status as ProductStatus | undefined) ?? null;
  const modelType = (product?.modelType as ProductModelType | undefined) ?? 'image';
  const you = await viewerPricing(db, contentId, post.authorId, viewerId);
  const fullPriceCents = await fullPriceOf(db, contentId, modelType, currency);
  return {
    contentId,
    title: post.title,
    wantCount: post.wantCount,
    status,
    modelType,
    nextStatuses: status ? [...nextProductStatuses(status)] : [],
    history: product ? await productHistory(db, contentId) : [],
    currency,
    fullPriceCents,
    you: { ...you, priceCents: discountedPriceCents(fullPriceCents, you.discount) },
  };
}

/**
 * Discount tiers and the caller's price for `modelType` (route `GET /trade/product/discount`),
 * in `currency` — the request's edition's (`editionRules(…).currency`: CNY on the China site).
 * For a directly launched product (`contentId`), the full price is its creator's price instead.
 */
export async function discountFor(
  db: DbOrTx,
  modelType: ProductModelType,
  contentId: string | undefined,
  viewerId: string | null,
  currency: Currency = 'USD',
) {
  const fullPriceCents = await fullPriceOf(db, contentId, modelType, currency);
  let you: ViewerPricing = { isCreator: false, wanted: false, wantRank: null, tier: 'public', discount: 1, refunded: false };
  if (contentId) {
    const [post] = await db.select({ authorId: contents.authorId }).from(contents).where(eq(contents.id, contentId)).limit(1);
    if (!post) throw notFound(MakeRealMessages.noPost);
    you = await viewerPricing(db, contentId, post.authorId, viewerId);
  }
  return {
    modelType,
    currency,
    fullPriceCents,
    topWanterShare: TOP_WANTER_SHARE,
    tiers: (['creator', 'topWanter', 'wanter', 'public'] as const).map((tier) => ({
      tier,
      discount: TIER_DISCOUNT[tier],
      priceCents: discountedPriceCents(fullPriceCents, TIER_DISCOUNT[tier]),
    })),
    tier: you.tier,
    discount: you.discount,
    priceCents: discountedPriceCents(fullPriceCents, you.discount),
    wantRank: you.wantRank,
  };
}

/** Product list rows: one page of products, optionally of one author and a status set, newest change first. */
export async function listProducts(
  db: DbOrTx,
  o: { authorId?: string; statuses?: readonly ProductStatus[]; page: number; pageSize: number },
) {
  const conds = [];
  if (o.authorId) conds.push(eq(contents.authorId, o.authorId));
  if (o.statuses && o.statuses.length > 0) conds.push(inArray(products.status, [...o.statuses]));
  const where = conds.length > 0 ? and(...conds) : sql`true`;
  const [rows, totals] = await Promise.all([
    db
      .select({
        contentId: products.contentId,
        status: products.status,
        updatedAt: products.updatedAt,
        title: contents.title,
        wantCount: contents.wantCount,
        authorId: contents.authorId,
        deleted: sql<boolean>`${contents.deletedAt} is not null`,
      })
      .from(products)
      .innerJoin(contents, eq(contents.id, products.contentId))
      .where(where)
      .orderBy(desc(products.updatedAt), asc(products.contentId))
      .limit(o.pageSize)
      .offset((o.page - 1) * o.pageSize),
    db.select({ n: count() }).from(products).innerJoin(contents, eq(contents.id, products.contentId)).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, status: r.status as ProductStatus, updateTime: r.updatedAt.toISOString() })),
    total: totals[0]?.n ?? 0,
  };
}
