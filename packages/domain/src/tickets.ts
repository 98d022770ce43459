/** Want-ticket rules (docs/product.md §1, §3, §4, §9). */
import { WANT_THRESHOLD } from './limits';

/** Collecting wants, or past the make-it-real threshold (docs/product.md §4). */
export type WantState = 'collecting' | 'full';

/**
 * Ticket counts below 0 are shown and stored as 0 (docs/product.md §3). Non-finite
 * input (NaN) is treated as 0; fractions are truncated toward zero.
 */
export function clampTickets(n: number): number {
  if (!Number.isFinite(n)) return n === Infinity ? Number.MAX_SAFE_INTEGER : 0;
  return Math.max(0, Math.trunc(n));
}

/**
 * A post is `full` once it has MORE than {@link WANT_THRESHOLD} (100) wants,
 * else `collecting` (docs/product.md §1, §4).
 */
export function wantState(wantCount: number): WantState {
  return wantCount > WANT_THRESHOLD ? 'full' : 'collecting';
}

/**
 * Percent off shown to users for a discount (docs/product.md §9: "100 minus discount,
 * times 100 percent").
 *
 * @param discount the fraction of the full price the buyer PAYS, in 0..1
 *   (0.7 = pays 70 %). Values outside 0..1 are clamped.
 * @returns the whole-number percentage off, 0..100 (0.7 → 30, 0.1 → 90).
 *   Callers format it ("30% off"); floating-point noise is rounded away.
 */
export function discountDisplay(discount: number): number {
  const paid = Number.isFinite(discount) ? Math.min(1, Math.max(0, discount)) : 1;
  return Math.round((1 - paid) * 100);
}
