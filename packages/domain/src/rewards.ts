/**
 * Want-ticket rewards (docs/product.md §1 'Tickets are also earned by logging in, daily
 * activity and other rewards. Tickets refresh daily at 24:00 local time'),
 * and the local-day arithmetic they need. The exact rules are in
 * docs/tickets.md.
 */

/** Tickets of the daily login reward, once per local day (docs/product.md §1). */
export const DAILY_LOGIN_TICKETS = 2;

/** Activities that earn a daily-activity reward. */
export type RewardActivity = 'publish' | 'comment' | 'generate';

/**
 * Daily-activity rewards: tickets per activity and the cap — how many times
 * a day it pays. Each pays once per local day, so a day's maximum is
 * {@link DAILY_LOGIN_TICKETS} + 3 = 5 tickets.
 * - `publish`: the user published a post today (+1)
 * - `comment`: the user commented or replied today (+1)
 * - `generate`: the user ran a generation today (+1)
 */
export const ACTIVITY_REWARDS: Readonly<Record<RewardActivity, { tickets: number; perDay: number }>> = {
  publish: { tickets: 1, perDay: 1 },
  comment: { tickets: 1, perDay: 1 },
  generate: { tickets: 1, perDay: 1 },
};

/** Every {@link RewardActivity}. */
export const REWARD_ACTIVITIES: readonly RewardActivity[] = ['publish', 'comment', 'generate'];

/** Live ticket event types (docs/product.md §9 'Live event types 2 (welcome back) and 3 (reward)'). */
export const TICKET_EVENT = { welcomeBack: 2, reward: 3 } as const;

/** The zone used when a client sends no `Tz` or an unknown one. */
export const DEFAULT_TIME_ZONE = 'UTC';

const zoneCache = new Map<string, Intl.DateTimeFormat | null>();
function formatter(tz: string): Intl.DateTimeFormat | null {
  if (!zoneCache.has(tz)) {
    let f: Intl.DateTimeFormat | null;
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: tz,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      f = null;
    }
    if (zoneCache.size > 500) zoneCache.clear();
    zoneCache.set(tz, f);
  }
  return zoneCache.get(tz) ?? null;
}

let ianaZones: Set<string> | null = null;

/**
 * The canonical IANA name of `tz` (docs/tickets.md 'Local day'), or null: a
 * zone is accepted when this runtime resolves it (case and old aliases such as
 * `US/Eastern` fold to their canonical name) to one of
 * `Intl.supportedValuesOf('timeZone')` or to `UTC`. Fixed offsets (`+14:00`,
 * `Etc/GMT-14`) and unknown names give null. At most 64 characters.
 */
export function canonicalTimeZone(tz: string | null | undefined): string | null {
  if (typeof tz !== 'string' || tz.length === 0 || tz.length > 64) return null;
  const resolved = formatter(tz)?.resolvedOptions().timeZone;
  if (!resolved) return null;
  ianaZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  return resolved === DEFAULT_TIME_ZONE || ianaZones.has(resolved) ? resolved : null;
}

/** True when `tz` is an IANA time zone this runtime knows (e.g. `America/New_York`; see {@link canonicalTimeZone}). */
export function isTimeZone(tz: string | null | undefined): tz is string {
  return canonicalTimeZone(tz) !== null;
}

/** The canonical name of `tz` when it is a known IANA zone ({@link canonicalTimeZone}), else {@link DEFAULT_TIME_ZONE}. */
export function resolveTimeZone(tz: string | null | undefined): string {
  return canonicalTimeZone(tz) ?? DEFAULT_TIME_ZONE;
}

function parts(instant: Date, tz: string) {
  const f = formatter(resolveTimeZone(tz))!;
  const p: Record<string, number> = {};
  for (const { type, value } of f.formatToParts(instant)) if (type !== 'literal') p[type] = Number(value);
  return { y: p.year!, m: p.month!, d: p.day!, h: p.hour!, min: p.minute!, s: p.second! };
}

/**
 * The calendar day of `instant` in zone `tz`, as `YYYY-MM-DD` (unknown zones
 * fall back to UTC). A daily reward is keyed by this: it can be claimed again
 * once the local clock passes 24:00.
 */
export function localDay(instant: Date, tz: string): string {
  const { y, m, d } = parts(instant, tz);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * The wall-clock time of `instant` in zone `tz` as `YYYY-MM-DD HH:mm:ss`
 * (unknown zones fall back to UTC): a message's `localDateTime` (docs/product.md §3).
 */
export function localDateTime(instant: Date, tz: string): string {
  const { y, m, d, h, min, s } = parts(instant, tz);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(y).padStart(4, '0')}-${two(m)}-${two(d)} ${two(h)}:${two(min)}:${two(s)}`;
}

/** Offset of zone `tz` from UTC at `instant`, in ms (New York in winter → −18 000 000). */
export function zoneOffsetMs(instant: Date, tz: string): number {
  const { y, m, d, h, min, s } = parts(instant, tz);
  const asUtc = Date.UTC(y, m - 1, d, h, min, s);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant of the next local midnight (24:00) after `instant` in zone
 * `tz`: when the daily rewards refresh. Correct across DST changes (a 23- or
 * 25-hour day). Where a zone skips midnight itself, the first instant of the
 * next local day is returned.
 */
export function nextLocalMidnight(instant: Date, tz: string): Date {
  const { y, m, d } = parts(instant, tz);
  const targetUtc = Date.UTC(y, m - 1, d + 1, 0, 0, 0);
  // First guess with the current offset, then correct with the offset there.
  let guess = targetUtc - zoneOffsetMs(instant, tz);
  for (let i = 0; i < 3; i++) {
    const corrected = targetUtc - zoneOffsetMs(new Date(guess), tz);
    if (corrected === guess) break;
    guess = corrected;
  }
  // A zone whose midnight does not exist (DST at 00:00): step to the first instant of the new day.
  const today = localDay(instant, tz);
  while (localDay(new Date(guess), tz) === today) guess += 15 * 60 * 1000;
  while (localDay(new Date(guess - 60_000), tz) !== today && guess - 60_000 > instant.getTime()) guess -= 60_000;
  return new Date(guess);
}
