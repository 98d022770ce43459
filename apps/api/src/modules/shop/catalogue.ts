import { and, asc, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import {
  BASE_PRODUCTS,
  BASE_PRODUCT_KINDS,
  MADE_PRODUCT_SIZES,
  ORDER_QUANTITY_MAX,
  REGION_CURRENCY,
  SHOP_PRODUCT_STATUSES,
  isBaseProductKind,
  madeProductPrice,
  madeProductSale,
  orderTimeline,
  printPixels,
  releaseSizePrices,
  type BaseProductKind,
  type Currency,
  type DiscountTier,
  type PriceRegion,
  type ProductModelType,
  type ProductStatus,
  type Locale,
  type ReleasePricing,
} from '@aigc/domain';
import type { DbOrTx } from '../../db/client';
import { contentImages, contents, images, orderDiscounts, productReleases, products, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { cardPage, toAuthor, toImageAsset, type AuthorDto, type ImageAssetDto, type PostCardDto } from '../../shared';
import { viewerPricing } from '../makeReal';

/** Messages of the catalogue (docs/shop.md). */
export const CatalogueMessages = {
  noProduct: 'This product does not exist',
  notForSale: 'This product is not for sale',
  badSize: 'Please choose a valid size',
} as const;

/** Related community works shown on a product page. */
export const RELATED_WORKS = 6;

/** A product in the shop's list (docs/shop.md 'Catalogue'). */
export interface ProductSummary {
  productId: string;
  kind: 'made' | 'custom';
  title: string;
  /** Picture of the product (the post's poster, 512 px) — null for base products, which the client illustrates. */
  imageUrl: string | null;
  /** `buy` now or `pre_order` (a Make It Real product still in production). */
  sale: 'buy' | 'pre_order';
  currency: Currency;
  /** Full price of the smallest size, minor units. */
  fromPriceMinor: number;
  contentId: string | null;
  modelType: ProductModelType | null;
  /** A made product its verified creator launched directly: its product type (docs/shop.md 'Direct launch'); else null. */
  productType: BaseProductKind | null;
  productStatus: ProductStatus | null;
  author: AuthorDto | null;
  wantCount: number | null;
}

/** One size of a product for the caller's region. */
export interface ProductSizeView {
  size: string;
  label: string;
  priceMinor: number;
  /** Base products: the print area and the print file's pixel size. */
  printArea: { widthMm: number; heightMm: number; dpi: number; widthPx: number; heightPx: number } | null;
}

/** The caller's want-ticket discount on a Make It Real product (docs/tickets.md 'Pricing'). */
export interface ProductDiscountView {
  tier: DiscountTier;
  /** Fraction of the full price paid (0.7 = 30 % off). */
  discount: number;
  /** Units the discount covers (one). */
  units: number;
  /** False once an order of the caller uses it (until that order is cancelled or refunded). */
  available: boolean;
  usedByOrderId: string | null;
}

/** A product page (docs/product.md §2 'Shop product page'). */
export interface ProductDetail extends ProductSummary {
  description: string;
  images: ImageAssetDto[];
  sizes: ProductSizeView[];
  /** Null for visitors, base products, and buyers without a discount. */
  yourDiscount: ProductDiscountView | null;
  quantityMax: number;
  /** Planned dates of an order placed now (docs/product.md §2, §9). */
  timeline: { placedAt: string; shipBy: string; deliverBy: string };
  related: PostCardDto[];
}

/** Everything the order pricing needs about a Make It Real product. */
export interface MadeProductRow {
  contentId: string;
  title: string;
  authorId: string;
  status: ProductStatus;
  modelType: ProductModelType;
  /** The approved release it is sold by (type, sizes, price), or null for a Make It Real product. */
  release: ReleasePricing | null;
  posterUrl: string | null;
}

/** The base product summaries for `region`, catalogue order. */
function baseSummaries(region: PriceRegion): ProductSummary[] {
  return BASE_PRODUCT_KINDS.map((kind) => {
    const p = BASE_PRODUCTS[kind];
    return {
      productId: kind,
      kind: 'custom',
      title: p.title,
      imageUrl: null,
      sale: 'buy',
      currency: REGION_CURRENCY[region],
      fromPriceMinor: Math.min(...p.sizes.map((s) => s.price[region])),
      contentId: null,
      modelType: null,
      productType: null,
      productStatus: null,
      author: null,
      wantCount: null,
    };
  });
}

const madeColumns = {
  contentId: products.contentId,
  status: products.status,
  modelType: products.modelType,
  title: contents.title,
  wantCount: contents.wantCount,
  authorId: users.id,
  nickName: users.nickname,
  avatar: users.avatar,
  creatorTier: users.creatorTier,
  accountLevel: users.accountLevel,
  releaseKind: productReleases.kind,
  releaseSizes: productReleases.sizes,
  releasePriceMinor: productReleases.priceMinor,
  releaseRegion: productReleases.region,
};

/** A made product's row as {@link madeColumns} selects it (products ⋈ posts ⋈ authors, left-joined with the approved release of a directly launched product). */
type MadeRow = {
  contentId: string;
  status: string;
  modelType: string;
  title: string;
  wantCount: number;
  authorId: string;
  nickName: string;
  avatar: string | null;
  creatorTier: string;
  accountLevel: string;
  releaseKind: string | null;
  releaseSizes: string[] | null;
  releasePriceMinor: number | null;
  releaseRegion: PriceRegion | null;
};

/** The release pricing of a made row, or null for a Make It Real product. */
function releaseOf(r: MadeRow): ReleasePricing | null {
  if (!r.releaseKind || !isBaseProductKind(r.releaseKind) || !r.releaseSizes || r.releasePriceMinor === null || !r.releaseRegion) return null;
  return { kind: r.releaseKind, sizes: r.releaseSizes, priceMinor: r.releasePriceMinor, region: r.releaseRegion };
}

/**
 * The sizes of a made product with their full prices in `region` (minor
 * units), smallest first — the one place the catalogue, the product page and
 * the order pricing take them from: a directly launched product's offered
 * sizes at its creator's price (`releaseSizePrices`, docs/shop.md 'Direct
 * launch'), else the Make It Real sizes at base price × factor.
 */
export function madeSizePrices(
  made: { modelType: ProductModelType; release: ReleasePricing | null },
  region: PriceRegion,
): { size: string; label: string; priceMinor: number }[] {
  if (made.release) return releaseSizePrices(made.release, region);
  return MADE_PRODUCT_SIZES[made.modelType].map((s) => ({
    size: s.size,
    label: s.label,
    priceMinor: madeProductPrice(region, made.modelType, s.size) ?? 0,
  }));
}

function madeWhere(contentId?: string) {
  const conds = [inArray(products.status, [...SHOP_PRODUCT_STATUSES]), isNull(contents.deletedAt)];
  if (contentId) conds.push(eq(products.contentId, contentId));
  return and(...conds);
}

async function posters(db: DbOrTx, contentIds: string[]): Promise<Map<string, typeof images.$inferSelect>> {
  if (contentIds.length === 0) return new Map();
  const rows = await db
    .select({ contentId: contentImages.contentId, img: images })
    .from(contentImages)
    .innerJoin(images, eq(images.id, contentImages.imageId))
    .where(and(inArray(contentImages.contentId, contentIds), eq(contentImages.position, 0)));
  return new Map(rows.map((r) => [r.contentId, r.img]));
}

function madeSummary(r: MadeRow, region: PriceRegion, poster: string | null): ProductSummary {
  const modelType = r.modelType as ProductModelType;
  const status = r.status as ProductStatus;
  const release = releaseOf(r);
  return {
    productId: r.contentId,
    kind: 'made',
    title: r.title,
    imageUrl: poster,
    sale: madeProductSale(status) ?? 'buy',
    currency: REGION_CURRENCY[region],
    fromPriceMinor: madeSizePrices({ modelType, release }, region)[0]?.priceMinor ?? 0,
    contentId: r.contentId,
    modelType,
    productType: release?.kind ?? null,
    productStatus: status,
    author: toAuthor({ userId: r.authorId, nickName: r.nickName, avatar: r.avatar, creatorTier: r.creatorTier, accountLevel: r.accountLevel }),
    wantCount: r.wantCount,
  };
}

/**
 * One page of the shop: the base products first (`kind` all or custom),
 * then the Make It Real products for sale or pre-order (`kind` all or made),
 * most recently changed first. Prices are those of `region`.
 */
export async function listShopProducts(
  db: DbOrTx,
  q: { region: PriceRegion; kind: 'all' | 'made' | 'custom'; page: number; pageSize: number },
): Promise<{ rows: ProductSummary[]; total: number }> {
  const bases = q.kind === 'made' ? [] : baseSummaries(q.region);
  const offset = (q.page - 1) * q.pageSize;
  const fromBase = bases.slice(offset, offset + q.pageSize);
  if (q.kind === 'custom') return { rows: fromBase, total: bases.length };
  const madeOffset = Math.max(0, offset - bases.length);
  const madeLimit = q.pageSize - fromBase.length;
  const [rows, totals] = await Promise.all([
    madeLimit > 0
      ? db
          .select(madeColumns)
          .from(products)
          .innerJoin(contents, eq(contents.id, products.contentId))
          .innerJoin(users, eq(users.id, contents.authorId))
          .leftJoin(productReleases, eq(productReleases.id, products.releaseId))
          .where(madeWhere())
          .orderBy(desc(products.updatedAt), asc(products.contentId))
          .limit(madeLimit)
          .offset(madeOffset)
      : Promise.resolve([]),
    db.select({ n: count() }).from(products).innerJoin(contents, eq(contents.id, products.contentId)).where(madeWhere()),
  ]);
  const posterOf = await posters(db, rows.map((r) => r.contentId));
  return {
    rows: [...fromBase, ...rows.map((r) => madeSummary(r, q.region, posterOf.get(r.contentId)?.url512 ?? null))],
    total: bases.length + (totals[0]?.n ?? 0),
  };
}

/** A Make It Real product the shop sells (status production, delivering or on sale; post not deleted), or null. */
export async function madeProduct(db: DbOrTx, contentId: string): Promise<MadeProductRow | null> {
  const [r] = await db
    .select(madeColumns)
    .from(products)
    .innerJoin(contents, eq(contents.id, products.contentId))
    .innerJoin(users, eq(users.id, contents.authorId))
    .leftJoin(productReleases, eq(productReleases.id, products.releaseId))
    .where(madeWhere(contentId))
    .limit(1);
  if (!r) return null;
  const poster = (await posters(db, [contentId])).get(contentId);
  return {
    contentId,
    title: r.title,
    authorId: r.authorId,
    status: r.status as ProductStatus,
    modelType: r.modelType as ProductModelType,
    release: releaseOf(r),
    posterUrl: poster?.url512 ?? null,
  };
}

/**
 * The caller's want-ticket discount on `contentId` (docs/tickets.md): the tier
 * of `viewerPricing` (makeReal, the one home of that rule) and whether an
 * order already uses it. Null when the caller pays full price.
 */
export async function discountFor(db: DbOrTx, contentId: string, authorId: string, userId: string): Promise<ProductDiscountView | null> {
  const pricing = await viewerPricing(db, contentId, authorId, userId);
  if (pricing.discount >= 1) return null;
  const [used] = await db
    .select({ orderId: orderDiscounts.orderId })
    .from(orderDiscounts)
    .where(and(eq(orderDiscounts.userId, userId), eq(orderDiscounts.contentId, contentId), isNull(orderDiscounts.releasedAt)))
    .limit(1);
  return { tier: pricing.tier, discount: pricing.discount, units: 1, available: !used, usedByOrderId: used?.orderId ?? null };
}

/**
 * A product page for the caller (`viewerId`, null for visitors) in `region`:
 * sizes with prices, the pre-order flag, the planned timeline of an order
 * placed `now`, the caller's discount and related community works (the
 * author's other posts for a made product; the hottest purchasable posts for
 * a base product; their challenge titles in `locale`). Errors: 404 unknown
 * product or not for sale.
 */
export async function productDetail(
  db: DbOrTx,
  productId: string,
  o: { region: PriceRegion; viewerId: string | null; now: Date; locale?: Locale },
): Promise<ProductDetail> {
  const plan = orderTimeline(o.now);
  const timeline = { placedAt: plan.placedAt.toISOString(), shipBy: plan.shipBy.toISOString(), deliverBy: plan.deliverBy.toISOString() };
  if (isBaseProductKind(productId)) {
    const p = BASE_PRODUCTS[productId as BaseProductKind];
    const summary = baseSummaries(o.region).find((s) => s.productId === productId)!;
    const { cards } = await cardPage(db, {
      where: and(isNull(contents.deletedAt), eq(contents.showCustomizeBuyButton, true)),
      sort: 'hot',
      page: 1,
      pageSize: RELATED_WORKS,
      viewerId: o.viewerId,
      locale: o.locale,
    });
    return {
      ...summary,
      description: p.description,
      images: [],
      sizes: p.sizes.map((s) => {
        const px = printPixels(s.printArea, p.dpi);
        return {
          size: s.size,
          label: s.label,
          priceMinor: s.price[o.region],
          printArea: { ...s.printArea, dpi: p.dpi, widthPx: px.width, heightPx: px.height },
        };
      }),
      yourDiscount: null,
      quantityMax: ORDER_QUANTITY_MAX,
      timeline,
      related: cards,
    };
  }
  const [r] = await db
    .select({ ...madeColumns, description: contents.description, releaseDescription: productReleases.description })
    .from(products)
    .innerJoin(contents, eq(contents.id, products.contentId))
    .innerJoin(users, eq(users.id, contents.authorId))
    .leftJoin(productReleases, eq(productReleases.id, products.releaseId))
    .where(madeWhere(productId))
    .limit(1);
  if (!r) throw notFound(CatalogueMessages.noProduct);
  const pictures = await db
    .select({ img: images })
    .from(contentImages)
    .innerJoin(images, eq(images.id, contentImages.imageId))
    .where(eq(contentImages.contentId, productId))
    .orderBy(asc(contentImages.position));
  const modelType = r.modelType as ProductModelType;
  const { cards } = await cardPage(db, {
    where: and(isNull(contents.deletedAt), eq(contents.authorId, r.authorId), ne(contents.id, productId)),
    sort: 'new',
    page: 1,
    pageSize: RELATED_WORKS,
    viewerId: o.viewerId,
    locale: o.locale,
  });
  return {
    ...madeSummary(r, o.region, pictures[0]?.img.url512 ?? null),
    description: r.releaseDescription ?? r.description,
    images: pictures.map((p) => toImageAsset(p.img)),
    sizes: madeSizePrices({ modelType, release: releaseOf(r) }, o.region).map((s) => ({ ...s, printArea: null })),
    yourDiscount: o.viewerId ? await discountFor(db, productId, r.authorId, o.viewerId) : null,
    quantityMax: ORDER_QUANTITY_MAX,
    timeline,
    related: cards,
  };
}
