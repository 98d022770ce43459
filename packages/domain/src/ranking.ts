/**
 * Published creator rankings (docs/product.md §7 'Messages', type 22): an
 * operator publishes the top creators of a finished ISO week, and each
 * ranked creator gets one ranking message with `info.rank` and
 * `info.period`. Weeks are counted in UTC.
 */

/** Creators in a published ranking unless the operator asks for another size. */
export const RANKING_SIZE = 10;

/** The most creators one published ranking may hold. */
export const RANKING_SIZE_MAX = 100;

/** An ISO week id as used for `info.period`: `YYYY-Www`, e.g. `2026-W03`. */
export const RANKING_PERIOD_PATTERN = /^(\d{4})-W(\d{2})$/;

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of ISO week 1 of `isoYear` (the week holding 4 January). */
function week1Monday(isoYear: number): number {
  const jan4 = Date.UTC(isoYear, 0, 4);
  const weekday = (new Date(jan4).getUTCDay() + 6) % 7; // Monday = 0
  return jan4 - weekday * DAY_MS;
}

/** The ISO week id (`YYYY-Www`, UTC) holding the instant `date`. */
export function rankingPeriodOf(date: Date): string {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const thursday = day + (3 - ((new Date(day).getUTCDay() + 6) % 7)) * DAY_MS;
  const isoYear = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - week1Monday(isoYear)) / (7 * DAY_MS)) + 1;
  return `${isoYear}-W${String(week).padStart(2, '0')}`;
}

/**
 * The instants an ISO week id covers: `start` (Monday 00:00 UTC, inclusive)
 * to `end` (the next Monday, exclusive). Null when `period` is not a
 * `YYYY-Www` id of a week that exists (week 53 only in long years).
 */
export function rankingPeriodRange(period: string): { start: Date; end: Date } | null {
  const match = RANKING_PERIOD_PATTERN.exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  if (week < 1 || week > 53) return null;
  const start = week1Monday(year) + (week - 1) * 7 * DAY_MS;
  if (rankingPeriodOf(new Date(start)) !== period) return null;
  return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
}

/** The last ISO week that has fully ended at `now` (the week before `now`'s week). */
export function lastEndedRankingPeriod(now: Date): string {
  return rankingPeriodOf(new Date(now.getTime() - 7 * DAY_MS));
}
