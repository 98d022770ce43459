import { and, count, eq, gte, isNull, lt, lte, max, or } from 'drizzle-orm';
import {
  ACTIVITY_REWARDS,
  DAILY_LOGIN_TICKETS,
  LEDGER_TITLES,
  REWARD_ACTIVITIES,
  TICKET_EVENT,
  localDay,
  nextLocalMidnight,
  canonicalTimeZone,
  DEFAULT_TIME_ZONE,
  type RewardActivity,
} from '@aigc/domain';
import type { Db, DbOrTx } from '../../db/client';
import { comments, contents, dailyRewards, generations, rewardZones, users } from '../../db/schema';
import { grant, recordTicketEvent } from './service';

/** Ledger titles of the rewards (shown in the ticket log). */
export const REWARD_TITLES: Record<'login' | RewardActivity, string> = {
  login: LEDGER_TITLES.login,
  publish: LEDGER_TITLES.publish,
  comment: LEDGER_TITLES.comment,
  generate: LEDGER_TITLES.generate,
};

/** One reward kind of a local day and whether it is earned (see {@link dailyRewardStatus}). */
export interface DailyRewardItem {
  kind: 'login' | RewardActivity;
  tickets: number;
  /** Granted for this local day. */
  claimed: boolean;
}

/** Result of {@link claimDailyRewards}. */
export interface DailyClaim {
  /** Local day `YYYY-MM-DD` in the resolved zone. */
  day: string;
  /** The account's reward zone after this call (see {@link rewardDay}). */
  tz: string;
  /** Rewards granted by THIS call (empty when nothing was due). */
  granted: { kind: 'login' | RewardActivity; tickets: number }[];
  /** Balance after the grants. */
  balance: number | null;
  /** When the rewards refresh: the next local midnight, ISO 8601. */
  nextRefreshAt: string;
}

/** `[start, end)` of the local day containing `now` in `tz`, as instants (23–25 h across DST). */
export function localDayBounds(now: Date, tz: string): { start: Date; end: Date } {
  const end = nextLocalMidnight(now, tz);
  const start = nextLocalMidnight(new Date(end.getTime() - 26 * 3600_000), tz);
  return { start, end };
}

/** How long after a counted zone change the next one is ignored, and the old zone still holds the day back, in ms. */
export const ZONE_CHANGE_INTERVAL_MS = 24 * 3600_000;

/** The day rewards count for (see {@link rewardDay}). */
interface RewardDay {
  /** The account's zone. */
  tz: string;
  /** Local day `YYYY-MM-DD` rewarded now. */
  day: string;
  /** The zone whose calendar gives `day` (the previous zone while it is behind). */
  dayZone: string;
}

function dayOf(row: { tz: string; prevTz: string | null; changedAt: Date | null }, now: Date): RewardDay {
  const day = localDay(now, row.tz);
  const recent = row.changedAt !== null && now.getTime() - row.changedAt.getTime() < ZONE_CHANGE_INTERVAL_MS;
  if (recent && row.prevTz) {
    const before = localDay(now, row.prevTz);
    if (before < day) return { tz: row.tz, day: before, dayZone: row.prevTz };
  }
  return { tz: row.tz, day, dayZone: row.tz };
}

/**
 * The local day the account's rewards count for now (docs/tickets.md 'Local
 * day'). The account keeps the zone it last used (`reward_zones`); a request's
 * `Tz` (an IANA zone, {@link canonicalTimeZone}; anything else is ignored)
 * changes it at most once per {@link ZONE_CHANGE_INTERVAL_MS}, and for that long
 * a day counts only once it has begun in the previous zone too — so moving
 * east never brings the next day early. `write` false only reads (status).
 */
async function rewardDay(tx: DbOrTx, userId: string, tzHeader: string | undefined, now: Date, write: boolean): Promise<RewardDay> {
  const requested = canonicalTimeZone(tzHeader);
  const read = async () =>
    (await tx.select().from(rewardZones).where(eq(rewardZones.userId, userId)).limit(1))[0];
  let row = await read();
  if (!row) {
    const tz = requested ?? DEFAULT_TIME_ZONE;
    if (!write) return dayOf({ tz, prevTz: null, changedAt: null }, now);
    await tx.insert(rewardZones).values({ userId, tz }).onConflictDoNothing();
    row = (await read())!;
  } else if (write && requested && requested !== row.tz) {
    const [changed] = await tx
      .update(rewardZones)
      .set({ tz: requested, prevTz: row.tz, changedAt: now })
      .where(
        and(
          eq(rewardZones.userId, userId),
          eq(rewardZones.tz, row.tz),
          or(isNull(rewardZones.changedAt), lte(rewardZones.changedAt, new Date(now.getTime() - ZONE_CHANGE_INTERVAL_MS))),
        ),
      )
      .returning();
    row = changed ?? (await read())!;
  }
  return dayOf(row, now);
}

async function didActivity(tx: DbOrTx, userId: string, activity: RewardActivity, start: Date, end: Date): Promise<boolean> {
  const table = activity === 'publish' ? contents : activity === 'comment' ? comments : generations;
  const owner = activity === 'generate' ? generations.userId : activity === 'publish' ? contents.authorId : comments.authorId;
  const rows = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(owner, userId), gte(table.createdAt, start), lt(table.createdAt, end)));
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Grants `kind`'s reward for `day` at most once, and only when `day` is later
 * than the last day that kind was granted: switching the `Tz` header to a zone
 * already in "tomorrow" (or back to "yesterday") never yields a second reward
 * for one stretch of time. Returns the new balance, or null when not granted.
 */
async function grantOnce(
  tx: DbOrTx,
  input: { userId: string; kind: 'login' | RewardActivity; day: string; tz: string; tickets: number; now: Date },
): Promise<number | null> {
  const [last] = await tx
    .select({ day: max(dailyRewards.day) })
    .from(dailyRewards)
    .where(and(eq(dailyRewards.userId, input.userId), eq(dailyRewards.kind, input.kind)));
  if (last?.day && last.day >= input.day) return null;
  const inserted = await tx
    .insert(dailyRewards)
    .values({
      userId: input.userId,
      kind: input.kind,
      day: input.day,
      tz: input.tz,
      tickets: input.tickets,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ day: dailyRewards.day });
  if (inserted.length === 0) return null;
  return grant(tx, input.userId, input.tickets, REWARD_TITLES[input.kind], input.now);
}

/**
 * Grants the rewards due to `userId` for the local day of `now` in the account's reward zone ({@link rewardDay}: the `Tz` header counted at most one change a day)
 * (docs/product.md §1 'Tickets are also earned by logging in, daily activity'; rules in
 * docs/tickets.md): the daily login reward ({@link DAILY_LOGIN_TICKETS}; not
 * on the local day of sign-up, which has the sign-up reward) and
 * each daily-activity reward whose activity the user did during that local
 * day ({@link ACTIVITY_REWARDS}: publish, comment, generate, +1 each, once a
 * day). Everything refreshes at 24:00 local time. One transaction per grant,
 * each with its ledger row and a live ticket event (type 2 'welcome back'
 * for the login reward, 3 'reward' for an activity). Safe to call on every
 * request: concurrent calls grant each reward once (primary key).
 */
export async function claimDailyRewards(db: Db, userId: string, tzHeader: string | undefined, now: Date): Promise<DailyClaim> {
  const { tz, day, dayZone } = await rewardDay(db, userId, tzHeader, now, true);
  const { start, end } = localDayBounds(now, dayZone);
  const granted: DailyClaim['granted'] = [];
  let balance: number | null = null;
  // The sign-up reward stands for the login reward of the sign-up day: the daily one starts the next local day.
  const [account] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)).limit(1);
  const signUpDay = account ? localDay(account.createdAt, dayZone) === day : false;
  const kinds: ('login' | RewardActivity)[] = signUpDay ? [...REWARD_ACTIVITIES] : ['login', ...REWARD_ACTIVITIES];
  for (const kind of kinds) {
    const tickets = kind === 'login' ? DAILY_LOGIN_TICKETS : ACTIVITY_REWARDS[kind].tickets;
    const result = await db.transaction(async (tx) => {
      if (kind !== 'login' && !(await didActivity(tx, userId, kind, start, end))) return null;
      const after = await grantOnce(tx, { userId, kind, day, tz, tickets, now });
      if (after === null) return null;
      await recordTicketEvent(tx, {
        userId,
        type: kind === 'login' ? TICKET_EVENT.welcomeBack : TICKET_EVENT.reward,
        num: tickets,
        balance: after,
        now,
      });
      return after;
    });
    if (result !== null) {
      granted.push({ kind, tickets });
      balance = result;
    }
  }
  return { day, tz, granted, balance, nextRefreshAt: end.toISOString() };
}

/** Which of today's rewards `userId` has (for the ticket drawer's "earn more" list). */
export async function dailyRewardStatus(
  db: DbOrTx,
  userId: string,
  tzHeader: string | undefined,
  now: Date,
): Promise<{ day: string; tz: string; nextRefreshAt: string; items: DailyRewardItem[] }> {
  const { tz, day, dayZone } = await rewardDay(db, userId, tzHeader, now, false);
  const rows = await db
    .select({ kind: dailyRewards.kind })
    .from(dailyRewards)
    .where(and(eq(dailyRewards.userId, userId), eq(dailyRewards.day, day)));
  const claimed = new Set(rows.map((r) => r.kind));
  const items: DailyRewardItem[] = [
    { kind: 'login', tickets: DAILY_LOGIN_TICKETS, claimed: claimed.has('login') },
    ...REWARD_ACTIVITIES.map((a) => ({ kind: a, tickets: ACTIVITY_REWARDS[a].tickets, claimed: claimed.has(a) })),
  ];
  return { day, tz, nextRefreshAt: nextLocalMidnight(now, dayZone).toISOString(), items };
}
