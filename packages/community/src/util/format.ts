/**
 * Formats an ISO-8601 time as a medium date in `locale` (e.g. 'Mar 4, 2026'
 * for en-US); an unparsable input is returned as is.
 */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(locale || 'en-US', { dateStyle: 'medium' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
  }
}

/** Below this age a time is shown relative ('3 hours ago'); from it on, as {@link formatDate}. */
export const RELATIVE_TIME_MAX_MS = 7 * 24 * 3_600_000;

const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60_000],
  ['minute', 3_600_000],
  ['hour', 24 * 3_600_000],
  ['day', RELATIVE_TIME_MAX_MS],
];
const UNIT_MS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3_600_000, day: 24 * 3_600_000 };

/**
 * How long ago `iso` was, in `locale` by `Intl.RelativeTimeFormat`
 * (docs/product.md §2 'Times'): under a minute 'now' (zh-Hans '现在'), then
 * whole minutes, hours and days ('3 hours ago', '3小时前'); from
 * {@link RELATIVE_TIME_MAX_MS} (7 days) on, or for a time in the future
 * (a clock ahead), the medium date of {@link formatDate}. `now` is in ms
 * since the epoch; an unparsable input is returned as is.
 */
export function formatRelativeTime(iso: string, locale: string, now: number = Date.now()): string {
  const date = new Date(iso);
  const age = now - date.getTime();
  if (Number.isNaN(age)) return iso;
  if (age < 0 || age >= RELATIVE_TIME_MAX_MS) return formatDate(iso, locale);
  let format: Intl.RelativeTimeFormat;
  try {
    format = new Intl.RelativeTimeFormat(locale || 'en-US', { numeric: 'auto' });
  } catch {
    format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  }
  const [unit] = RELATIVE_STEPS.find(([, below]) => age < below)!;
  const count = unit === 'second' ? 0 : Math.floor(age / UNIT_MS[unit]!);
  return format.format(-count, unit);
}
