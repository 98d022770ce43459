/**
 * Make It Real rules (docs/product.md §1, §3, §4, §9): the product lifecycle of a post
 * that passed the want threshold, and the pricing every client and the server
 * share — the post page's price estimate, the shop and
 * `GET /aigc/trade/product/discount` all compute from these functions.
 * The rules are written out in docs/tickets.md.
 */
import { TOP_WANTER_DISCOUNT_MAX_PERCENT, WANTER_DISCOUNT_MIN_PERCENT } from './limits';

// ---- Lifecycle (docs/product.md §3, §4) ----------------------------------------------

/**
 * Status of a product made from a post (docs/product.md §4 'Product lifecycle'):
 * `wanted` (past 100 wants, under evaluation) → `modelling` (3D modelling) →
 * `production` → `delivering` → `on_sale`; or `evaluation_failed`, which
 * refunds every want-ticket and offers a free alternative.
 */
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Every {@link ProductStatus}, lifecycle order, the failure last. */
export const PRODUCT_STATUSES = ['wanted', 'modelling', 'production', 'delivering', 'on_sale', 'evaluation_failed'] as const;

/** The happy path of the lifecycle, in order (docs/product.md §4). */
export const PRODUCT_FLOW: readonly ProductStatus[] = ['wanted', 'modelling', 'production', 'delivering', 'on_sale'];

const NEXT: Record<ProductStatus, readonly ProductStatus[]> = {
  wanted: ['modelling', 'evaluation_failed'],
  modelling: ['production', 'evaluation_failed'],
  production: ['delivering'],
  delivering: ['on_sale'],
  on_sale: [],
  evaluation_failed: [],
};

/**
 * The statuses an operator may move a product to from `from`: the next step
 * of {@link PRODUCT_FLOW}, or `evaluation_failed` while the product is still
 * evaluated or modelled (once production started it can no longer fail
 * evaluation). `on_sale` and `evaluation_failed` are final.
 */
export function nextProductStatuses(from: ProductStatus): readonly ProductStatus[] {
  return NEXT[from];
}

/** True when an operator may move a product from `from` to `to` (see {@link nextProductStatuses}). */
export function canMoveProduct(from: ProductStatus, to: ProductStatus): boolean {
  return NEXT[from].includes(to);
}

/**
 * Whether the author may delete the post of a product in `status` (docs/product.md §4:
 * blocked "while the product is under evaluation or its product page is being
 * configured"). We read that as every status from `wanted` up to, not
 * including, `on_sale`: evaluation, modelling, production and delivering are
 * the phases in which the product page is prepared. `null` (no product:
 * still collecting) and `evaluation_failed` allow deletion; so does
 * `on_sale` (the product page is finished and stays in the shop).
 */
export function postDeletionBlocked(status: ProductStatus | null | undefined): boolean {
  return status === 'wanted' || status === 'modelling' || status === 'production' || status === 'delivering';
}

/** Message when a deletion is refused by {@link postDeletionBlocked} (docs/product.md §8). */
export const POST_DELETION_BLOCKED_MESSAGE = 'Deletion is not allowed during goods evaluation or product-page configuration';

/**
 * The status label group shown to users (docs/product.md §3 'Product statuses shown to
 * users'): `in_production` covers wanted/modelling/production/delivering for
 * the account's "in production" tab; `on_sale` the "on sale" tab.
 */
export function productTab(status: ProductStatus): 'in_production' | 'on_sale' | null {
  if (status === 'on_sale') return 'on_sale';
  if (status === 'evaluation_failed') return null;
  return 'in_production';
}

// ---- Pricing (docs/product.md §1, §9) ------------------------------------------------

/**
 * Who is buying, for pricing: the post's creator, a top wanter (the earliest
 * {@link TOP_WANTER_SHARE} of the wanters), any other wanter, or the public.
 */
export type DiscountTier = (typeof DISCOUNT_TIERS)[number];
/** Every {@link DiscountTier}, best price first. */
export const DISCOUNT_TIERS = ['creator', 'topWanter', 'wanter', 'public'] as const;

/** Share of the wanters, by want time, who are top wanters: the first 10 % (docs/product.md §1 'top 10%'). */
export const TOP_WANTER_SHARE = 0.1;

/**
 * The discount of each tier as the FRACTION OF THE FULL PRICE PAID (the
 * server's `discount` field; docs/product.md §9 shows it as `(1 − discount) × 100 %`
 * off, see `discountDisplay`): creator 0 (free), top wanter 0.1 (90 % off),
 * wanter 0.7 (30 % off), public 1 (full price).
 */
export const TIER_DISCOUNT: Readonly<Record<DiscountTier, number>> = {
  creator: 0,
  topWanter: (100 - TOP_WANTER_DISCOUNT_MAX_PERCENT) / 100,
  wanter: (100 - WANTER_DISCOUNT_MIN_PERCENT) / 100,
  public: 1,
};

/**
 * How many of `wanters` are top wanters: `ceil(wanters × 10 %)`, so there is
 * at least one as soon as anyone wanted the post (101 wanters → 11).
 */
export function topWanterCount(wanters: number): number {
  if (!Number.isFinite(wanters) || wanters <= 0) return 0;
  return Math.ceil(Math.floor(wanters) * TOP_WANTER_SHARE);
}

/**
 * The pricing tier of one buyer of a post.
 * @param input.isCreator the buyer is the post's author (free, docs/product.md §1)
 * @param input.wantRank 1-based place of the buyer's want by want time
 *   (earliest first, ties by user id), or null when the buyer did not want it
 * @param input.wanters number of wants the post has (all of them, refunded ones excluded)
 */
export function discountTier(input: { isCreator: boolean; wantRank: number | null; wanters: number }): DiscountTier {
  if (input.isCreator) return 'creator';
  if (input.wantRank === null || input.wantRank < 1) return 'public';
  return input.wantRank <= topWanterCount(input.wanters) ? 'topWanter' : 'wanter';
}

/** Kinds of product a post can be made into, for pricing (`modelType` of the discount endpoint). */
export type ProductModelType = (typeof PRODUCT_MODEL_TYPES)[number];
/** Every {@link ProductModelType}. */
export const PRODUCT_MODEL_TYPES = ['image', 'model3d'] as const;

/** The currencies prices are shown in: US dollars (international site) and yuan (China site, docs/product.md §1). */
export const CURRENCIES = ['USD', 'CNY'] as const;
/** One of {@link CURRENCIES}. */
export type Currency = (typeof CURRENCIES)[number];

/**
 * Full (undiscounted) base price of the smallest size of a product, in US
 * cents: a printed/engraved item from an image 29.00, a 3D-printed figure
 * 59.00. The shop multiplies by its size factor; discounts apply to the result.
 */
export const PRODUCT_BASE_PRICE_CENTS: Readonly<Record<ProductModelType, number>> = {
  image: 2900,
  model3d: 5900,
};

/**
 * The base prices of {@link PRODUCT_BASE_PRICE_CENTS} per currency, in the
 * currency's minor unit (cents, fen). **Our rule** (docs/product.md §1): the
 * China site prices in yuan at shop prices of its own — 199.00 CNY from an
 * image, 399.00 CNY 3D-printed — not a daily exchange rate.
 */
export const PRODUCT_BASE_PRICES: Readonly<Record<Currency, Readonly<Record<ProductModelType, number>>>> = {
  USD: PRODUCT_BASE_PRICE_CENTS,
  CNY: { image: 19900, model3d: 39900 },
};

/**
 * Price after a discount, in cents, rounded to the nearest cent.
 * @param fullCents the full price, in cents (≥ 0)
 * @param discount fraction of the full price paid, 0..1 (clamped)
 */
export function discountedPriceCents(fullCents: number, discount: number): number {
  const paid = Number.isFinite(discount) ? Math.min(1, Math.max(0, discount)) : 1;
  return Math.round(Math.max(0, fullCents) * paid);
}
