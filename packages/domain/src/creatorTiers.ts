import { PRIORITY_CREATOR_MARKER } from './generation';

/**
 * Creator tiers (docs/product.md §1 'Creator tiers', §6), lowest first:
 * - `none`: every user;
 * - `rights`: a creator with rights — the priority generation queue
 *   (`accountLevel` carries {@link PRIORITY_CREATOR_MARKER});
 * - `verified`: a verified (signed) creator — everything of `rights`, plus the
 *   higher royalty rate, direct product launch, targeted sales channels and
 *   priority official support.
 * Only operators grant or revoke a tier (admin API / `admin creator-tier`).
 */
export const CREATOR_TIERS = ['none', 'rights', 'verified'] as const;

/** One of {@link CREATOR_TIERS}. */
export type CreatorTier = (typeof CREATOR_TIERS)[number];

/** True when `tier` is `at` or above it in {@link CREATOR_TIERS}. */
export function tierAtLeast(tier: CreatorTier, at: CreatorTier): boolean {
  return CREATOR_TIERS.indexOf(tier) >= CREATOR_TIERS.indexOf(at);
}

/**
 * A user's effective tier from the stored tier and the account level: an
 * account level with {@link PRIORITY_CREATOR_MARKER} but no stored tier
 * (older rows, set before tiers existed) counts as `rights`.
 */
export function creatorTierOf(user: { creatorTier: CreatorTier | string | null; accountLevel: string }): CreatorTier {
  const stored = (CREATOR_TIERS as readonly string[]).includes(user.creatorTier ?? '') ? (user.creatorTier as CreatorTier) : 'none';
  if (stored === 'none' && accountLevelHasMarker(user.accountLevel)) return 'rights';
  return stored;
}

/** The account level carries the creator-with-rights marker as one of its tokens. */
export function accountLevelHasMarker(accountLevel: string): boolean {
  return accountLevel.split(/[\s,;|]+/).includes(PRIORITY_CREATOR_MARKER);
}

/**
 * The account level after a tier change: the marker is added for `rights`
 * and `verified` and removed for `none`; other tokens are kept in order.
 */
export function accountLevelForTier(accountLevel: string, tier: CreatorTier): string {
  const tokens = accountLevel.split(/[\s,;|]+/).filter((t) => t && t !== PRIORITY_CREATOR_MARKER);
  if (tier !== 'none') tokens.push(PRIORITY_CREATOR_MARKER);
  return tokens.join(',');
}

/** Generation jobs of this tier take the priority queue (creators with rights and verified creators). */
export function hasPriorityQueue(tier: CreatorTier): boolean {
  return tierAtLeast(tier, 'rights');
}

/**
 * Whether a creator may launch a product directly (the designer area's
 * `/designer/product/release`, docs/product.md §1): verified creators only.
 * The one check the release page and its server route use.
 */
export function canLaunchProductDirectly(tier: CreatorTier): boolean {
  return tier === 'verified';
}

/**
 * Royalty rates in basis points (1/100 of a percent) of a sale line's paid
 * amount (docs/shop.md 'Royalties', **our rule**: the product promises
 * verified creators "higher royalty rates" without numbers): 5 % for every
 * creator, 10 % for verified creators.
 */
export const ROYALTY_RATE_BPS: Readonly<Record<CreatorTier, number>> = {
  none: 500,
  rights: 500,
  verified: 1000,
};

/**
 * The royalty of one sale line: `floor(lineMinor × rate / 10000)` in the
 * line's minor unit (cents, fen); never negative. `lineMinor` is what the
 * buyer pays for the line (after the want-ticket discount, without shipping).
 */
export function royaltyMinor(lineMinor: number, rateBps: number): number {
  if (lineMinor <= 0 || rateBps <= 0) return 0;
  return Math.floor((lineMinor * rateBps) / 10_000);
}
