import {
  RELEASE_APPROVED_MESSAGE,
  RELEASE_REJECTED_MESSAGE,
  RELEASE_MESSAGES,
  RELEASE_PENDING_MAX,
  REGION_CURRENCY,
  canLaunchProductDirectly,
  creatorTierOf,
  orderedReleaseSizes,
  releaseSizePrices,
  validateRelease,
  type BaseProductKind,
  type PriceRegion,
  type ReleaseStatus,
} from '@aigc/domain';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contentImages, contents, images, productReleases, products, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { toAuthor, toImageAsset } from '../../shared';
import { isUniqueViolation } from '../auth';
import { launchProduct } from '../makeReal';
import { writeMessage } from '../messages';
import type { AdminProductReleaseDto, ProductReleaseDto } from './schemas';

type ReleaseRow = typeof productReleases.$inferSelect;

/** The release fields of a design and its poster, as one query answers them for many releases. */
async function toDtos(db: DbOrTx, rows: readonly ReleaseRow[]): Promise<AdminProductReleaseDto[]> {
  if (rows.length === 0) return [];
  const contentIds = [...new Set(rows.map((r) => r.contentId))];
  const creatorIds = [...new Set(rows.map((r) => r.creatorId))];
  const [posts, posters, creators] = await Promise.all([
    db.select({ id: contents.id, title: contents.title, deletedAt: contents.deletedAt }).from(contents).where(inArray(contents.id, contentIds)),
    db
      .select({ contentId: contentImages.contentId, img: images })
      .from(contentImages)
      .innerJoin(images, eq(images.id, contentImages.imageId))
      .where(and(inArray(contentImages.contentId, contentIds), eq(contentImages.position, 0))),
    db
      .select({ userId: users.id, nickName: users.nickname, avatar: users.avatar, creatorTier: users.creatorTier, accountLevel: users.accountLevel })
      .from(users)
      .where(inArray(users.id, creatorIds)),
  ]);
  const postOf = new Map(posts.map((p) => [p.id, p]));
  const posterOf = new Map(posters.map((p) => [p.contentId, p.img]));
  const creatorOf = new Map(creators.map((c) => [c.userId, toAuthor(c)]));
  return rows.map((r) => {
    const post = postOf.get(r.contentId);
    const poster = posterOf.get(r.contentId);
    const kind = r.kind as BaseProductKind;
    return {
      releaseId: r.id,
      contentId: r.contentId,
      title: post?.title ?? '',
      designDeleted: !post || post.deletedAt !== null,
      posterImage: poster ? toImageAsset(poster) : null,
      kind,
      region: r.region,
      currency: REGION_CURRENCY[r.region],
      priceMinor: r.priceMinor,
      sizes: releaseSizePrices({ kind, sizes: r.sizes, priceMinor: r.priceMinor, region: r.region }, r.region),
      description: r.description,
      status: r.status,
      reason: r.reason,
      shopProductId: r.status === 'approved' ? r.contentId : null,
      createTime: r.createdAt.toISOString(),
      reviewTime: r.reviewedAt?.toISOString() ?? null,
      creator: creatorOf.get(r.creatorId) ?? { userId: r.creatorId, nickName: '', avatar: null, creatorTier: 'none' },
    };
  });
}

/** A release as its creator sees it (the operator's view without the creator). */
function forCreator(dto: AdminProductReleaseDto): ProductReleaseDto {
  const { creator: _creator, ...rest } = dto;
  return rest;
}

async function releaseById(db: DbOrTx, releaseId: string): Promise<AdminProductReleaseDto> {
  const [row] = await db.select().from(productReleases).where(eq(productReleases.id, releaseId)).limit(1);
  if (!row) throw notFound(RELEASE_MESSAGES.noRelease);
  return (await toDtos(db, [row]))[0]!;
}

/** What a creator sends to release a design (`POST /api/designer/releases`). */
export interface SubmitReleaseInput {
  userId: string;
  /** The price region of the request (its edition): the currency of `priceMinor`. */
  region: PriceRegion;
  contentId: string;
  kind: string;
  sizes: string[];
  /** Price of the type's smallest size, minor units of the region's currency. */
  priceMinor: number;
  description: string;
  now: Date;
}

/**
 * A verified creator sends one of their own published designs to operator
 * review as a product (docs/shop.md 'Direct launch'), in one transaction under
 * a lock of the creator's row (so two requests cannot pass the limits
 * together). Checks, in order — each an error with the message of
 * `RELEASE_MESSAGES`:
 * - 403 `notVerified`: the caller's tier fails `canLaunchProductDirectly`;
 * - 400 the product choices (`validateRelease`: type, sizes, the price range
 *   of the type in the request's region, the description);
 * - 404 `noDesign` (unknown or deleted post), 403 `notYourDesign`;
 * - 409 `alreadyProduct` (the design has a product: Make It Real or launched),
 *   409 `underReview` (a release of it is pending),
 *   409 `tooManyPending` (the creator has `RELEASE_PENDING_MAX` under review).
 * Returns the new release, `pending`.
 */
export async function submitRelease(db: Db, input: SubmitReleaseInput): Promise<ProductReleaseDto> {
  const id = newId();
  try {
    await db.transaction(async (tx) => {
      const [me] = await tx
        .select({ creatorTier: users.creatorTier, accountLevel: users.accountLevel })
        .from(users)
        .where(eq(users.id, input.userId))
        .for('update');
      if (!me || !canLaunchProductDirectly(creatorTierOf(me))) throw forbidden(RELEASE_MESSAGES.notVerified);
      const problem = validateRelease(input, input.region);
      if (problem) throw badRequest(problem.message);
      const kind = input.kind as BaseProductKind;
      const [post] = await tx
        .select({ authorId: contents.authorId, deletedAt: contents.deletedAt })
        .from(contents)
        .where(eq(contents.id, input.contentId))
        .limit(1);
      if (!post || post.deletedAt !== null) throw notFound(RELEASE_MESSAGES.noDesign);
      if (post.authorId !== input.userId) throw forbidden(RELEASE_MESSAGES.notYourDesign);
      const [product] = await tx.select({ id: products.contentId }).from(products).where(eq(products.contentId, input.contentId)).limit(1);
      if (product) throw conflict(RELEASE_MESSAGES.alreadyProduct);
      const pending = await tx
        .select({ contentId: productReleases.contentId })
        .from(productReleases)
        .where(and(eq(productReleases.creatorId, input.userId), eq(productReleases.status, 'pending')));
      if (pending.some((p) => p.contentId === input.contentId)) throw conflict(RELEASE_MESSAGES.underReview);
      if (pending.length >= RELEASE_PENDING_MAX) throw conflict(RELEASE_MESSAGES.tooManyPending);
      await tx.insert(productReleases).values({
        id,
        creatorId: input.userId,
        contentId: input.contentId,
        kind,
        sizes: orderedReleaseSizes(kind, input.sizes),
        priceMinor: input.priceMinor,
        region: input.region,
        description: input.description.trim(),
        status: 'pending',
        createdAt: input.now,
        updatedAt: input.now,
      });
    });
  } catch (err) {
    // The one-pending-per-design index, should a request slip past the check above.
    if (isUniqueViolation(err)) throw conflict(RELEASE_MESSAGES.underReview);
    throw err;
  }
  return forCreator(await releaseById(db, id));
}

/**
 * The creator withdraws their release while it is under review (docs/shop.md
 * 'Direct launch'). Errors: 404 `noRelease` (unknown, or someone else's);
 * 409 `notWithdrawable` (already reviewed or withdrawn).
 */
export async function withdrawRelease(db: Db, input: { userId: string; releaseId: string; now: Date }): Promise<ProductReleaseDto> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(productReleases).where(eq(productReleases.id, input.releaseId)).for('update');
    if (!row || row.creatorId !== input.userId) throw notFound(RELEASE_MESSAGES.noRelease);
    if (row.status !== 'pending') throw conflict(RELEASE_MESSAGES.notWithdrawable);
    await tx.update(productReleases).set({ status: 'withdrawn', updatedAt: input.now }).where(eq(productReleases.id, row.id));
  });
  return forCreator(await releaseById(db, input.releaseId));
}

/** One page of `userId`'s releases, newest first (every status). */
export async function myReleases(db: DbOrTx, userId: string, page: number, pageSize: number): Promise<{ rows: ProductReleaseDto[]; total: number }> {
  const where = eq(productReleases.creatorId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(productReleases)
      .where(where)
      .orderBy(desc(productReleases.createdAt), desc(productReleases.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(productReleases).where(where),
  ]);
  return { rows: (await toDtos(db, rows)).map(forCreator), total: totals[0]?.n ?? 0 };
}

/**
 * One page of releases for operators (docs/shop.md 'Direct launch'), of one
 * `status` or all: pending ones oldest first (the review queue), others newest
 * first.
 */
export async function listReleases(
  db: DbOrTx,
  q: { status?: ReleaseStatus | undefined; page: number; pageSize: number },
): Promise<{ rows: AdminProductReleaseDto[]; total: number }> {
  const where: SQL | undefined = q.status ? eq(productReleases.status, q.status) : undefined;
  const order = q.status === 'pending' ? [asc(productReleases.createdAt), asc(productReleases.id)] : [desc(productReleases.createdAt), desc(productReleases.id)];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(productReleases)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(productReleases).where(where),
  ]);
  return { rows: await toDtos(db, rows), total: totals[0]?.n ?? 0 };
}

/**
 * Locks a release under review for an operator's decision in `tx`. Errors:
 * 404 `noRelease`; 409 `withdrawn` (the creator withdrew it) or `reviewed`
 * (approved or rejected before — a second approval changes nothing).
 */
async function lockPending(tx: DbOrTx, releaseId: string): Promise<ReleaseRow> {
  const [row] = await tx.select().from(productReleases).where(eq(productReleases.id, releaseId)).for('update');
  if (!row) throw notFound(RELEASE_MESSAGES.noRelease);
  if (row.status === 'withdrawn') throw conflict(RELEASE_MESSAGES.withdrawn);
  if (row.status !== 'pending') throw conflict(RELEASE_MESSAGES.reviewed);
  return row;
}

/**
 * An operator approves a release (docs/shop.md 'Direct launch'): in one
 * transaction the release becomes `approved`, its design's product is put on
 * sale in the shop with the release's type, sizes and price (makeReal
 * `launchProduct`: a normal made product — royalties credit on its sales as
 * on any other, docs/shop.md 'Royalties'), and the creator is told (type 24).
 * Errors: 404 `noRelease`; 409 `reviewed` / `withdrawn` (see lockPending),
 * `designDeleted` (the creator deleted the post meanwhile),
 * `creatorNotVerified` (the tier was revoked meanwhile), `alreadyProduct`
 * (the design passed 100 wants meanwhile and is a Make It Real product).
 */
export async function approveRelease(db: Db, input: { releaseId: string; actorId: string; now: Date }): Promise<AdminProductReleaseDto> {
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, input.releaseId);
    // Same lock order as a want and a product move: the post, then its product.
    const [post] = await tx
      .select({ title: contents.title, deletedAt: contents.deletedAt })
      .from(contents)
      .where(eq(contents.id, row.contentId))
      .for('update');
    if (!post || post.deletedAt !== null) throw conflict(RELEASE_MESSAGES.designDeleted);
    const [creator] = await tx
      .select({ creatorTier: users.creatorTier, accountLevel: users.accountLevel })
      .from(users)
      .where(eq(users.id, row.creatorId))
      .limit(1);
    if (!creator || !canLaunchProductDirectly(creatorTierOf(creator))) throw conflict(RELEASE_MESSAGES.creatorNotVerified);
    const launched = await launchProduct(tx, { contentId: row.contentId, releaseId: row.id, actorId: input.actorId, now: input.now });
    if (!launched) throw conflict(RELEASE_MESSAGES.alreadyProduct);
    await tx
      .update(productReleases)
      .set({ status: 'approved', reviewedBy: input.actorId, reviewedAt: input.now, updatedAt: input.now })
      .where(eq(productReleases.id, row.id));
    await writeMessage(tx, {
      recipientId: row.creatorId,
      type: RELEASE_APPROVED_MESSAGE,
      contentId: row.contentId,
      info: { productId: row.contentId, product_name: post.title },
      now: input.now,
    });
  });
  return releaseById(db, input.releaseId);
}

/**
 * An operator rejects a release with the reason its creator reads (docs/shop.md
 * 'Direct launch'): the release becomes `rejected` with the reason, and the
 * creator is told (type 25, `info.returnReason`). The design may be released
 * again. Errors: 400 `reasonRequired` (blank reason); 404 `noRelease`; 409
 * `reviewed` / `withdrawn`.
 */
export async function rejectRelease(db: Db, input: { releaseId: string; actorId: string; reason: string; now: Date }): Promise<AdminProductReleaseDto> {
  const reason = input.reason.trim();
  if (!reason) throw badRequest(RELEASE_MESSAGES.reasonRequired);
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, input.releaseId);
    const [post] = await tx.select({ title: contents.title }).from(contents).where(eq(contents.id, row.contentId)).limit(1);
    await tx
      .update(productReleases)
      .set({ status: 'rejected', reason, reviewedBy: input.actorId, reviewedAt: input.now, updatedAt: input.now })
      .where(eq(productReleases.id, row.id));
    await writeMessage(tx, {
      recipientId: row.creatorId,
      type: RELEASE_REJECTED_MESSAGE,
      contentId: row.contentId,
      info: { productId: row.contentId, product_name: post?.title ?? '', returnReason: reason },
      now: input.now,
    });
  });
  return releaseById(db, input.releaseId);
}
