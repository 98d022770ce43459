/**
 * Direct product launch by verified creators (docs/shop.md 'Direct launch',
 * docs/product.md §1 'Creator tiers', §2 `/designer/product/release`): a
 * verified creator puts one of their own published designs on sale without
 * waiting for 100 wants, as one of the products the shop already makes
 * ({@link BASE_PRODUCTS}: ID tags, jewelry, keychains, toys, posters), in the
 * sizes and at the price they choose; an operator reviews it first. The rules
 * here are the server's and the release page's.
 */
import { REGION_CURRENCY, BASE_PRODUCTS, BASE_PRODUCT_KINDS, isBaseProductKind, type BaseProductKind, type PriceRegion } from './shop';
import type { Currency } from './makeReal';
import { isBlankText } from './text';
import type { ValidationIssue } from './validation';

/**
 * Status of a release: `pending` (under review) → `approved` (on sale in the
 * shop) or `rejected` (with the operator's reason); the creator may
 * `withdrawn` it while it is pending. `approved`, `rejected` and `withdrawn`
 * are final (a rejected design may be released again as a new release).
 */
export const RELEASE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;

/** One of {@link RELEASE_STATUSES}. */
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/**
 * The product types a verified creator may launch: every base product the
 * shop makes (`id-tag`; jewelry: `pendant`; `keychain`; toys: `figurine`;
 * `poster`), with that product's sizes.
 */
export const RELEASE_PRODUCT_KINDS: readonly BaseProductKind[] = BASE_PRODUCT_KINDS;

/**
 * The allowed price of a release as multiples of the shop's own price of the
 * plain product's smallest size (**our rule**): from 1× (the creator never
 * sells below what the shop charges for the product with a customer's own
 * picture) to 5×.
 */
export const RELEASE_PRICE_FACTOR = { min: 1, max: 5 } as const;

/** Longest release description, in characters (after trimming). */
export const RELEASE_DESCRIPTION_MAX = 500;

/** Releases one creator may have under review at once (**our rule**, against flooding the operators). */
export const RELEASE_PENDING_MAX = 5;

/** Longest reason an operator gives when rejecting a release, in characters. */
export const RELEASE_REASON_MAX = 500;

/** A price range in one region: minor units of `currency` (cents, fen), both ends allowed. */
export interface ReleasePriceRange {
  minMinor: number;
  maxMinor: number;
  currency: Currency;
}

/**
 * The allowed price of a release of `kind` set in `region` — the price of the
 * type's smallest size, in the region's minor unit: {@link RELEASE_PRICE_FACTOR}
 * times the shop's price of that size of the plain product (`BASE_PRODUCTS`),
 * e.g. a pendant 19.00–95.00 USD or 129.00–645.00 CNY.
 */
export function releasePriceRange(kind: BaseProductKind, region: PriceRegion): ReleasePriceRange {
  const base = BASE_PRODUCTS[kind].sizes[0]!.price[region];
  return { minMinor: base * RELEASE_PRICE_FACTOR.min, maxMinor: base * RELEASE_PRICE_FACTOR.max, currency: REGION_CURRENCY[region] };
}

/** What prices a release: its type, the sizes it offers, and the creator's price with the region it was set in. */
export interface ReleasePricing {
  kind: BaseProductKind;
  /** Size ids of the type, in the type's order. */
  sizes: readonly string[];
  /** The price of the type's smallest size, minor units of `region`'s currency. */
  priceMinor: number;
  /** The price region of the creator's request (their edition), where `priceMinor` was set. */
  region: PriceRegion;
}

/** One size of a release with its price in one region (minor units). */
export interface ReleaseSizePrice {
  size: string;
  /** English label (clients translate). */
  label: string;
  priceMinor: number;
}

/**
 * The offered sizes of a release with their prices in `region`: every size and
 * the other region's shop keep the creator's price's ratio to the shop's own
 * price of the plain product — `round(priceMinor × base(size, region) /
 * base(smallest size, release.region))`. E.g. a pendant at 38.00 USD (2×)
 * sells M at 48.00 and L at 58.00 USD, and S at 258.00 CNY in the China shop.
 * Sizes the type does not have are left out.
 */
export function releaseSizePrices(release: ReleasePricing, region: PriceRegion): ReleaseSizePrice[] {
  const product = BASE_PRODUCTS[release.kind];
  const reference = product.sizes[0]!.price[release.region];
  return product.sizes
    .filter((s) => release.sizes.includes(s.size))
    .map((s) => ({ size: s.size, label: s.label, priceMinor: Math.round((release.priceMinor * s.price[region]) / reference) }));
}

/** `minor` units as `12.00` (the server's messages, which clients translate keeping the amounts). */
function plainAmount(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** Messages of {@link validateRelease} and the release rules (docs/shop.md 'Direct launch'); clients translate them. */
export const RELEASE_MESSAGES = {
  kind: 'Please choose a product type',
  noSizes: 'Please choose at least one size',
  badSize: 'Please choose a valid size',
  /** Followed by the range in brackets, e.g. `(19.00–95.00 USD)`. */
  price: 'The price is outside the allowed range for this product type',
  description: 'Please describe the product',
  descriptionTooLong: `The description must be at most ${RELEASE_DESCRIPTION_MAX} characters`,
  notVerified: 'Only verified creators can launch products directly',
  noDesign: 'This design does not exist',
  notYourDesign: 'You can only release your own designs',
  underReview: 'This design is already under review',
  alreadyProduct: 'This design is already a product in the shop',
  tooManyPending: `You can have at most ${RELEASE_PENDING_MAX} releases under review`,
  noRelease: 'This release does not exist',
  notWithdrawable: 'Only a release under review can be withdrawn',
  reviewed: 'This release was already reviewed',
  withdrawn: 'The creator withdrew this release',
  reasonRequired: 'Please give the reason, the creator will read it',
  designDeleted: 'The creator deleted this design',
  creatorNotVerified: 'The creator is no longer a verified creator',
} as const;

/** Codes of {@link validateRelease}. */
export type ReleaseIssueCode = 'release.kind' | 'release.sizes' | 'release.price' | 'release.description';

/** What a creator sends to release a design (the design itself is checked by the server). */
export interface ReleaseInput {
  kind: string;
  sizes: readonly string[];
  /** Price of the type's smallest size, minor units of the region's currency. */
  priceMinor: number;
  description: string;
}

/**
 * A release's product choices for a creator in `region`: a product type of
 * {@link RELEASE_PRODUCT_KINDS}; one or more of its sizes, each once; a whole
 * price within {@link releasePriceRange} (the message names the range, e.g.
 * "… (19.00–95.00 USD)"); a description of 1–{@link RELEASE_DESCRIPTION_MAX}
 * characters that is not blank. Returns the first issue or null.
 */
export function validateRelease(input: ReleaseInput, region: PriceRegion): ValidationIssue<ReleaseIssueCode> | null {
  if (!isBaseProductKind(input.kind) || !RELEASE_PRODUCT_KINDS.includes(input.kind))
    return { code: 'release.kind', message: RELEASE_MESSAGES.kind };
  const kind = input.kind;
  if (input.sizes.length === 0) return { code: 'release.sizes', message: RELEASE_MESSAGES.noSizes };
  const known = BASE_PRODUCTS[kind].sizes.map((s) => s.size);
  if (new Set(input.sizes).size !== input.sizes.length || input.sizes.some((s) => !known.includes(s)))
    return { code: 'release.sizes', message: RELEASE_MESSAGES.badSize };
  const range = releasePriceRange(kind, region);
  if (!Number.isInteger(input.priceMinor) || input.priceMinor < range.minMinor || input.priceMinor > range.maxMinor) {
    const detail = `${plainAmount(range.minMinor)}–${plainAmount(range.maxMinor)} ${range.currency}`;
    return { code: 'release.price', message: `${RELEASE_MESSAGES.price} (${detail})` };
  }
  const description = input.description.trim();
  if (description === '' || isBlankText(description)) return { code: 'release.description', message: RELEASE_MESSAGES.description };
  if ([...description].length > RELEASE_DESCRIPTION_MAX) return { code: 'release.description', message: RELEASE_MESSAGES.descriptionTooLong };
  return null;
}

/** The sizes of `kind` in the type's order, keeping only those in `chosen`. */
export function orderedReleaseSizes(kind: BaseProductKind, chosen: readonly string[]): string[] {
  return BASE_PRODUCTS[kind].sizes.map((s) => s.size).filter((s) => chosen.includes(s));
}
