import { and, count, eq, sql } from 'drizzle-orm';
import { TERMS_VERSION } from '@aigc/domain';
import type { Db, Tx } from '../db/client';
import {
  comments,
  contentImages,
  contents,
  generations,
  images,
  series,
  seriesContents,
  showcasePosts,
  ticketLogs,
  topicRealPictures,
  topics,
  topicShortcuts,
  users,
  wants,
} from '../db/schema';
import { OfflineEngine } from '../engine';
import { hashPassword } from '../modules/auth';
import { seedMakeReal } from '../modules/makeReal';
import type { Storage } from '../storage';
import { planComments, planTicketGains, planWants } from './activity';
import { DEMO_PASSWORD, SEED_TOPICS_ZH } from './data';
import { planRealPictures, planTopics, planUsers, type UserRow } from './plan';
import { planDemoHistory, planPosts, planSeries, planShowcase } from './posts';
import { insertChunked, prng } from './random';
import { renderAvatar, renderAvatars, renderImages, type RenderedImages } from './render';

export { DAILY_REWARD_TITLE, DEMO_EMAIL, DEMO_PASSWORD } from './data';

/** Sizes of a seed run. */
export interface SeedOptions {
  /** Creators with avatars and posts, besides the demo account (default 24). */
  creators?: number;
  /** Community members who only want and comment (default 150; > 100 lets some posts become 'full'). */
  members?: number;
  /** Posts (default 320). */
  posts?: number;
  /** Posts given more than 100 wants, when there are enough users (default 5). */
  fullPosts?: number;
  /** Images rendered at the same time (default 2, the machine's cores). */
  concurrency?: number;
  /** Reference "now" (default: the real time). */
  now?: Date;
  /** Progress output (default: none). */
  log?: (line: string) => void;
}

/** What a seed run made. */
export interface SeedReport {
  topics: number;
  users: number;
  posts: number;
  images: number;
  wants: number;
  comments: number;
  /** Wall time in ms. */
  ms: number;
}

/** Options for a quick seed in tests: 4 creators, 8 members, 12 posts, no 'full' posts. */
export const SMALL_SEED: SeedOptions = { creators: 4, members: 8, posts: 12, fullPosts: 0 };

/** The seed of the PRNG every planner draws from. */
const PRNG_SEED = 20261122;

/**
 * Plans every row of a seed run. The order of the planners is the order of
 * their draws from the PRNG and `newId`: changing it changes the seed data.
 */
async function plan(options: SeedOptions, now: Date, storage: Storage) {
  const r = prng(PRNG_SEED);
  const people = planUsers(r, now, {
    demoPasswordHash: await hashPassword(DEMO_PASSWORD),
    creators: options.creators ?? 24,
    members: options.members ?? 150,
  });
  const { demo, creators, members } = people;
  const everyone = [demo, ...creators, ...members];
  const challenges = planTopics(now, storage);
  const posts = planPosts(r, now, { count: options.posts ?? 320, demo, posters: [demo, ...creators], topics: challenges.topics });
  const realPictures = planRealPictures(challenges.topics, posts.posts);
  const seriesAuthors = [demo, creators[1]].filter((u): u is UserRow => u !== undefined);
  const series = planSeries(now, seriesAuthors, posts.posts);
  const history = planDemoHistory(r, now, demo);
  const fullPosts = members.length + creators.length >= 110 ? (options.fullPosts ?? 5) : 0;
  const wanted = planWants(r, now, { posts: posts.posts, everyone, demo, fullPosts });
  const gains = planTicketGains(r, now, { everyone, demo, wantsBy: wanted.wantsBy });
  const commentRows = planComments(r, now, { posts: posts.posts, everyone });
  // Draws nothing from the PRNG: the rest of the seed is the same with or without it.
  const showcase = planShowcase(now, { posts: posts.posts, wants: wanted.wants, demo });
  return {
    everyone,
    challenges,
    posts,
    series,
    images: [...challenges.banners, ...posts.images, ...realPictures, ...history.images],
    generations: [...posts.generations, ...history.generations],
    wants: wanted.wants,
    ticketLogs: [...gains, ...wanted.spends],
    comments: commentRows,
    showcase,
  };
}

type SeedPlan = Awaited<ReturnType<typeof plan>>;

/** Writes a planned and rendered seed run in `tx` (plus the Make It Real demo data, whose operator avatar it renders). */
async function write(tx: Tx, storage: Storage, p: SeedPlan, rendered: RenderedImages, now: Date): Promise<void> {
  await insertChunked(p.everyone, 500, (chunk) => tx.insert(users).values(chunk));
  await tx.insert(topics).values(p.challenges.topics);
  await insertChunked(p.generations, 500, (chunk) => tx.insert(generations).values(chunk));
  await insertChunked(rendered.images, 500, (chunk) => tx.insert(images).values(chunk));
  await insertChunked(p.posts.posts, 500, (chunk) => tx.insert(contents).values(chunk));
  await insertChunked(p.posts.contentImages, 1000, (chunk) => tx.insert(contentImages).values(chunk));
  await insertChunked(p.wants, 2000, (chunk) => tx.insert(wants).values(chunk));
  await insertChunked(p.ticketLogs, 1000, (chunk) => tx.insert(ticketLogs).values(chunk));
  await insertChunked(p.comments, 1000, (chunk) => tx.insert(comments).values(chunk));
  const opsAvatar = 'avatars/ops/operator.webp';
  await storage.put(opsAvatar, await renderAvatar('Make It Real Ops', 200), 'image/webp');
  await seedMakeReal(tx, { posts: p.posts.posts, now, avatar: storage.url(opsAvatar) });
  if (rendered.realPictures.length) await tx.insert(topicRealPictures).values(rendered.realPictures);
  if (p.challenges.shortcuts.length) await tx.insert(topicShortcuts).values(p.challenges.shortcuts);
  if (p.series.series.length) await tx.insert(series).values(p.series.series);
  if (p.series.seriesContents.length) await tx.insert(seriesContents).values(p.series.seriesContents);
  if (p.showcase.length) await tx.insert(showcasePosts).values(p.showcase);
  // The seeded accounts (the demo and operator ones too) accepted the terms in force (docs/auth.md 'Terms').
  await tx.update(users).set({ termsVersion: TERMS_VERSION, termsAcceptedAt: now });
}

/**
 * Seeds a demo community: challenges with engine-made banners, creators with
 * avatars (plus the demo account {@link DEMO_EMAIL} / {@link DEMO_PASSWORD}),
 * members, posts whose images are real files from the offline engine
 * (original + 512 px + 200 px), generations behind every post image, comments
 * with replies, and wants. Counters agree with rows (`want_count` = wants,
 * `comment_count` = comments), and every user's ticket balance equals its
 * ledger: +5 sign-up, +1 daily rewards, −1 per want. The data is the same on
 * every run with the same `now` (one PRNG, see {@link plan}). All rows are
 * planned first, then images are rendered (`concurrency` at a time), then all
 * rows are written in ONE transaction, so a failed run leaves the database
 * empty. Not idempotent on its own: call {@link seedIfEmpty}.
 */
export async function seed(db: Db, storage: Storage, options: SeedOptions = {}): Promise<SeedReport> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const concurrency = options.concurrency ?? 2;
  const p = await plan(options, now, storage);

  log(`seed: rendering ${p.images.length} images and ${p.everyone.length} avatars…`);
  const renderStarted = Date.now();
  const rendered = await renderImages(p.images, { engine: new OfflineEngine(), storage, concurrency });
  await renderAvatars(p.everyone, storage, concurrency);
  log(`seed: images rendered in ${((Date.now() - renderStarted) / 1000).toFixed(1)} s`);

  await db.transaction((tx: Tx) => write(tx, storage, p, rendered, now));
  const report: SeedReport = {
    topics: p.challenges.topics.length,
    users: p.everyone.length,
    posts: p.posts.posts.length,
    images: rendered.images.length,
    wants: p.wants.length,
    comments: p.comments.length,
    ms: Date.now() - started,
  };
  log(
    `seed: ${report.topics} challenges, ${report.users} users, ${report.posts} posts, ${report.images} images, ` +
      `${report.wants} wants, ${report.comments} comments in ${(report.ms / 1000).toFixed(1)} s`,
  );
  return report;
}

/**
 * Seeds only an empty database (no users and no challenges), so start-up
 * and `pnpm --filter @aigc/api seed` can call it every time. Returns the
 * report, or null when the database already had data — then it only gives
 * the seeded challenges their Chinese text ({@link translateSeededTopics}).
 */
export async function seedIfEmpty(db: Db, storage: Storage, options: SeedOptions = {}): Promise<SeedReport | null> {
  const [u] = await db.select({ n: count() }).from(users);
  const [t] = await db.select({ n: count() }).from(topics);
  if ((u?.n ?? 0) > 0 || (t?.n ?? 0) > 0) {
    await translateSeededTopics(db);
    return null;
  }
  return seed(db, storage, options);
}

/**
 * Gives the seeded challenges of a database seeded before they had Chinese
 * text their {@link SEED_TOPICS_ZH} translation: every challenge whose title
 * is a seeded English title and whose `translations` are still empty (an
 * operator's own translation is never overwritten). Returns how many rows
 * changed; running it again changes none.
 */
export async function translateSeededTopics(db: Db | Tx): Promise<number> {
  let changed = 0;
  for (const [title, zh] of Object.entries(SEED_TOPICS_ZH)) {
    const rows = await db
      .update(topics)
      .set({ translations: { 'zh-Hans': zh } })
      .where(and(eq(topics.title, title), sql`${topics.translations} = '{}'::jsonb`))
      .returning({ id: topics.id });
    changed += rows.length;
  }
  return changed;
}
