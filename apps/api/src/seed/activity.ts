/**
 * Planning the seed's community activity on planned posts: wants (each with
 * its ticket spend), ticket gains that keep every balance equal to its ledger,
 * and comments with replies. These planners also set the counters of the rows
 * they are given (`wantCount`, `likeCount`, `commentCount`, `tickets`).
 */
import type { comments, ticketLogs, wants } from '../db/schema';
import { newId } from '../lib/ids';
import { SIGN_UP_TITLE } from '../modules/auth';
import { TicketLogType } from '../modules/tickets';
import { COMMENTS, DAILY_REWARD_TITLE, REPLIES } from './data';
import { ago, DAY, type ContentRow, type UserRow } from './plan';
import type { Prng } from './random';

type TicketLogRow = typeof ticketLogs.$inferInsert;

/** What {@link planWants} makes; `wantsBy` counts the wants of each user id. */
export interface PlannedWants {
  wants: (typeof wants.$inferInsert)[];
  spends: TicketLogRow[];
  wantsBy: Map<string, number>;
}

/** The ticket spend of `userId` wanting `post` at `at` (1 ticket). */
const spendRow = (userId: string, post: ContentRow, at: Date): TicketLogRow => ({
  id: newId(),
  userId,
  type: TicketLogType.Spend,
  title: `Want it: ${post.title}`.slice(0, 120),
  nums: 1,
  createdAt: at,
});

/**
 * Plans the wants of every post by users other than its author and the demo
 * account: `fullPosts` posts aged 1–4 days get 101–135 wants (if that many
 * users exist), the others a skewed 0–59 that builds up over a post's first
 * three days; each want is dated within the post's life and spends a ticket.
 * Then the demo account wants the first two posts not its own, 2 hours ago.
 * Sets each post's `wantCount` and a `likeCount` that grows with it.
 */
export function planWants(r: Prng, now: Date, input: { posts: ContentRow[]; everyone: UserRow[]; demo: UserRow; fullPosts: number }): PlannedWants {
  const { posts, demo } = input;
  const plan: PlannedWants = { wants: [], spends: [], wantsBy: new Map() };
  const wanted = (userId: string) => plan.wantsBy.set(userId, (plan.wantsBy.get(userId) ?? 0) + 1);
  // 'Full' posts are 1–4 days old, so the hot feed (time-decayed) shows some near the top.
  const ageOf = (c: ContentRow) => now.getTime() - c.createdAt.getTime();
  const fullIndexes = new Set(
    r.sample(
      [...posts.keys()].filter((i) => {
        const age = posts[i] ? ageOf(posts[i]) : 0;
        return age > DAY && age < 4 * DAY;
      }),
      input.fullPosts,
    ),
  );
  for (const [i, c] of posts.entries()) {
    const candidates = input.everyone.filter((u) => u.id !== c.authorId && u.id !== demo.id);
    const k = fullIndexes.has(i)
      ? r.int(101, Math.min(candidates.length, 135))
      : // Wants build up over the first three days of a post.
        Math.min(candidates.length, Math.floor(r.next() ** 2 * 60 * Math.min(1, ageOf(c) / (3 * DAY))));
    const age = ageOf(c);
    for (const u of r.sample(candidates, k)) {
      const at = new Date(c.createdAt.getTime() + Math.floor(r.next() * age));
      plan.wants.push({ contentId: c.id, userId: u.id, createdAt: at });
      plan.spends.push(spendRow(u.id, c, at));
      wanted(u.id);
    }
    c.wantCount = k;
    c.likeCount = Math.floor(r.next() * (k * 2 + 30));
  }
  // The demo account wants two posts so its ledger shows a spend.
  for (const c of posts.filter((x) => x.authorId !== demo.id).slice(0, 2)) {
    plan.wants.push({ contentId: c.id, userId: demo.id, createdAt: ago(now, 2 * 3_600_000) });
    plan.spends.push(spendRow(demo.id, c, ago(now, 2 * 3_600_000)));
    c.wantCount = (c.wantCount ?? 0) + 1;
    wanted(demo.id);
  }
  return plan;
}

/**
 * Plans every user's ticket gains: +5 {@link SIGN_UP_TITLE} at sign-up, then
 * {@link DAILY_REWARD_TITLE} rewards of +1 spread evenly up to `now` — enough
 * to cover the user's wants beyond 5, plus 0–4 (plus 5 for the demo account).
 * Sets each user's `tickets` to 5 + rewards − wants, which equals its ledger.
 * Throws when a balance would go negative.
 */
export function planTicketGains(r: Prng, now: Date, input: { everyone: UserRow[]; demo: UserRow; wantsBy: Map<string, number> }): TicketLogRow[] {
  const gains: TicketLogRow[] = [];
  for (const u of input.everyone) {
    gains.push({ id: newId(), userId: u.id, type: TicketLogType.Gain, title: SIGN_UP_TITLE, nums: 5, createdAt: u.createdAt });
    const spent = input.wantsBy.get(u.id) ?? 0;
    const daily = Math.max(0, spent - 5) + r.int(0, 4) + (u === input.demo ? 5 : 0);
    const span = Math.max(1, now.getTime() - u.createdAt.getTime());
    for (let d = 0; d < daily; d += 1) {
      gains.push({
        id: newId(),
        userId: u.id,
        type: TicketLogType.Gain,
        title: DAILY_REWARD_TITLE,
        nums: 1,
        createdAt: new Date(u.createdAt.getTime() + Math.floor((span * (d + 1)) / (daily + 1))),
      });
    }
    u.tickets = 5 + daily - spent;
    if (u.tickets < 0) throw new Error('seed ledger would go negative');
  }
  return gains;
}

/**
 * Plans 0–6 comments per post (skewed low) by random users, dated within the
 * first 90 % of the post's life; 30 % get a reply from the post's author
 * before `now`. Sets each post's `commentCount` to its comments and replies.
 */
export function planComments(r: Prng, now: Date, input: { posts: ContentRow[]; everyone: UserRow[] }): (typeof comments.$inferInsert)[] {
  const rows: (typeof comments.$inferInsert)[] = [];
  for (const c of input.posts) {
    const n = Math.floor(r.next() ** 1.5 * 7);
    const age = now.getTime() - c.createdAt.getTime();
    let total = 0;
    for (let k = 0; k < n; k += 1) {
      const id = newId();
      const at = new Date(c.createdAt.getTime() + Math.floor(r.next() * age * 0.9));
      rows.push({ id, contentId: c.id, authorId: r.pick(input.everyone).id, content: r.pick(COMMENTS), createdAt: at });
      total += 1;
      if (r.next() < 0.3) {
        rows.push({
          id: newId(),
          contentId: c.id,
          authorId: c.authorId,
          parentId: id,
          content: r.pick(REPLIES),
          createdAt: new Date(at.getTime() + Math.floor(r.next() * (now.getTime() - at.getTime()))),
        });
        total += 1;
      }
    }
    c.commentCount = total;
  }
  return rows;
}
