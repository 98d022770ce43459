/**
 * Campaigns and the `ht_source` tracking parameter (docs/product.md §2
 * 'Campaigns', §3 'Browser storage'): the one home of their rules, shared by
 * the server and the clients.
 */

/** Session-storage key (and URL query parameter) of the campaign source (docs/product.md §3). */
export const HT_SOURCE_KEY = 'ht_source' as const;

/** Longest accepted `ht_source`, in characters. */
export const HT_SOURCE_MAX = 64;

/** An `ht_source`: letters, digits, `_`, `-`, `.`; starts with a letter or digit; 1–{@link HT_SOURCE_MAX} characters. */
export const HT_SOURCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** The server's message for a malformed `htSource` (400). */
export const HT_SOURCE_INVALID = `ht_source: letters, digits, _ - . only, at most ${HT_SOURCE_MAX} characters`;

/** True when `value` is a well-formed `ht_source` ({@link HT_SOURCE_PATTERN}). */
export function isHtSource(value: unknown): value is string {
  return typeof value === 'string' && HT_SOURCE_PATTERN.test(value);
}

/** The channels a campaign page lives under: `/activities/<channel>/:code` (docs/product.md §2). */
export const CAMPAIGN_CHANNELS = ['xiaohongshu', 'yincangkuan'] as const;

/** One of {@link CAMPAIGN_CHANNELS}. */
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

/** A campaign code: lower-case letters, digits and `-`, 1–40 characters, as it appears in the URL. */
export const CAMPAIGN_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Where a campaign stands at `now`: before `startsAt`, inside its window, or at/after `endsAt` (or ended by an operator, even before it started). */
export type CampaignState = 'upcoming' | 'running' | 'ended';

/**
 * The state of a campaign whose window is [`startsAt`, `endsAt`) at `now`
 * (ISO strings or dates; `endedAt` — an operator ended it early — counts from then).
 */
export function campaignState(
  window: { startsAt: string | Date; endsAt: string | Date; endedAt?: string | Date | null },
  now: Date,
): CampaignState {
  const t = now.getTime();
  if (window.endedAt && t >= new Date(window.endedAt).getTime()) return 'ended';
  if (t < new Date(window.startsAt).getTime()) return 'upcoming';
  return t < new Date(window.endsAt).getTime() ? 'running' : 'ended';
}
