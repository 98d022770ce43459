import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db, Tx } from '../db/client';
import {
  comments,
  contentImages,
  contents,
  generations,
  images,
  series,
  seriesContents,
  ticketLogs,
  topicRealPictures,
  topics,
  topicShortcuts,
  users,
  wants,
} from '../db/schema';
import { makeDerivatives, OFFLINE_MODEL_ID, OfflineEngine, type AspectRatio } from '../engine';
import { newId } from '../lib/ids';
import { hashPassword } from '../modules/auth/passwords';
import { SIGN_UP_TITLE } from '../modules/auth/service';
import { imageKeys } from '../modules/generate/queue';
import { PRIORITY_CREATOR_MARKER } from '../modules/generate/service';
import { TicketLogType } from '../modules/tickets/service';
import { seedMakeReal } from '../modules/makeReal/seed';
import type { Storage } from '../storage';
import {
  COMMENTS,
  CREATOR_NAMES,
  DESCRIPTIONS,
  MATERIALS,
  MEMBER_ADJECTIVES,
  MEMBER_ANIMALS,
  OBJECT_TOPIC,
  OBJECTS,
  REPLIES,
  SEED_CAMPAIGNS,
  SEED_SERIES,
  SEED_TOPICS,
  STYLES,
  THEMES,
} from './data';

/** The demo account (README): it can log in with this e-mail and password. */
export const DEMO_EMAIL = 'demo@example.com';
/** Password of {@link DEMO_EMAIL}. */
export const DEMO_PASSWORD = 'demo1234';

/** Ledger title of the seeded daily rewards. */
export const DAILY_REWARD_TITLE = 'Daily reward';

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

/** A deterministic PRNG (mulberry32): the seed data is the same on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const sample = <T>(list: readonly T[], k: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, k);
  };
  return { next, int, pick, sample };
}

/** Runs `tasks` with at most `limit` at a time; results in task order. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await (tasks[i] as () => Promise<T>)();
      }
    }),
  );
  return out;
}

/** Inserts rows in chunks (keeps statements under PostgreSQL's parameter limit). */
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 256 px WebP avatar: the initials on a gradient disc (hue from `hue`, degrees). */
async function renderAvatar(name: string, hue: number): Promise<Buffer> {
  const initials = name
    .split(/\s+/)
    .map((w) => [...w][0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,42%)"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#g)"/>
<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="104" font-weight="bold" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
}

interface PlannedImage {
  id: string;
  ownerId: string;
  generationId: string | null;
  prompt: string;
  seed: number;
  aspectRatio?: AspectRatio;
  /** For banners: store the original only, under this key. */
  bannerKey?: string;
  /** For a challenge's real picture: store the original only and add this row. */
  realPicture?: Omit<typeof topicRealPictures.$inferInsert, 'url' | 'width' | 'height'> & { key: string };
  createdAt: Date;
}

/**
 * Seeds a demo community: challenges with engine-made banners,
 * creators with avatars (plus the demo account {@link DEMO_EMAIL} /
 * {@link DEMO_PASSWORD}), members, posts whose images are real files from
 * the offline engine (original + 512 px + 200 px), generations behind every
 * post image, comments with replies, and wants. Counters agree with rows
 * (`want_count` = wants, `comment_count` = comments), and every user's ticket
 * balance equals its ledger: +5 sign-up, +1 daily rewards, −1 per want.
 * Images are rendered first (`concurrency` at a time); all rows are then
 * written in ONE transaction, so a failed run leaves the database empty.
 * Not idempotent on its own: call {@link seedIfEmpty}.
 */
export async function seed(db: Db, storage: Storage, options: SeedOptions = {}): Promise<SeedReport> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const DAY = 86_400_000;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const r = prng(20261122);
  const engine = new OfflineEngine();
  const creatorCount = options.creators ?? 24;
  const memberCount = options.members ?? 150;
  const postCount = options.posts ?? 320;

  // ---- Users ---------------------------------------------------------------
  type UserRow = typeof users.$inferInsert & { id: string; nickname: string; createdAt: Date };
  const creators: UserRow[] = [];
  const demo: UserRow = {
    id: newId(),
    email: DEMO_EMAIL,
    nickname: 'Demo Designer',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    accountLevel: '',
    needOnboarding: false,
    createdAt: ago(45 * DAY),
  };
  for (let i = 0; i < creatorCount; i += 1) {
    const name = CREATOR_NAMES[i % CREATOR_NAMES.length] ?? `Creator ${i}`;
    const nickname = i < CREATOR_NAMES.length ? name : `${name.split(' ')[0]} ${i}`;
    creators.push({
      id: newId(),
      email: `creator${String(i + 1).padStart(2, '0')}@creators.example.com`,
      nickname,
      passwordHash: '!', // cannot log in
      accountLevel: i % 5 === 0 ? PRIORITY_CREATOR_MARKER : '',
      needOnboarding: false,
      createdAt: ago(r.int(35, 90) * DAY),
    });
  }
  const members: UserRow[] = [];
  for (let i = 0; i < memberCount; i += 1) {
    members.push({
      id: newId(),
      email: `member${String(i + 1).padStart(3, '0')}@members.example.com`,
      nickname: `${r.pick(MEMBER_ADJECTIVES)}${r.pick(MEMBER_ANIMALS)}${r.int(1, 99)}`,
      passwordHash: '!',
      needOnboarding: false,
      createdAt: ago(r.int(1, 60) * DAY),
    });
  }
  const posters = [demo, ...creators];
  const everyone = [demo, ...creators, ...members];

  // ---- Topics ----------------------------------------------------------------
  const topicRows = SEED_TOPICS.map((t) => ({
    id: newId(),
    title: t.title,
    description: t.description,
    wantable: t.wantable,
    activityType: t.wantable ? 1 : 0,
    startTime: new Date(now.getTime() + t.start * DAY),
    endTime: new Date(now.getTime() + t.end * DAY),
    createdAt: new Date(now.getTime() + t.start * DAY),
    bannerImage: '',
    sidebarImage: '',
    campaignInfo: SEED_CAMPAIGNS[t.title]?.campaign ?? '',
    rules: SEED_CAMPAIGNS[t.title]?.rules ?? [],
    prizes: SEED_CAMPAIGNS[t.title]?.prizes ?? [],
  }));
  const shortcutRows = topicRows.flatMap((t) => {
    const label = SEED_CAMPAIGNS[t.title]?.shortcut;
    return label ? [{ label, topicId: t.id }] : [];
  });

  // ---- Posts, generations, planned images -------------------------------------
  const planned: PlannedImage[] = [];
  for (const [i, t] of topicRows.entries()) {
    const spec = SEED_TOPICS[i];
    if (!spec) continue;
    for (const [kind, ratio] of [
      ['banner', '4:3'],
      ['sidebar', '1:1'],
    ] as const) {
      const key = `seed/topics/${t.id}-${kind}.webp`;
      planned.push({
        id: newId(),
        ownerId: '',
        generationId: null,
        prompt: `${spec.banner} — ${spec.title} challenge`,
        seed: i,
        aspectRatio: ratio,
        bannerKey: key,
        createdAt: t.createdAt,
      });
      if (kind === 'banner') t.bannerImage = storage.url(key);
      else t.sidebarImage = storage.url(key);
    }
  }

  type ContentRow = typeof contents.$inferInsert & { id: string; title: string; createdAt: Date; authorId: string };
  const contentRows: ContentRow[] = [];
  const generationRows: (typeof generations.$inferInsert)[] = [];
  const contentImageRows: (typeof contentImages.$inferInsert)[] = [];
  const wantableTopic = topicRows.findIndex((t) => t.wantable);
  for (let i = 0; i < postCount; i += 1) {
    const [objectPhrase, objectTitle] = r.pick(OBJECTS);
    const theme = r.pick(THEMES);
    const material = r.pick(MATERIALS);
    const style = r.pick(STYLES);
    const prompt = `${style} ${theme} ${objectPhrase} in ${material}, studio product photo, soft light`;
    const author = i < 6 ? demo : r.pick(posters);
    const createdAt = ago(r.int(10, 30 * 24 * 60) * 60_000);
    const fit = OBJECT_TOPIC[objectPhrase] ?? -1;
    const topicIndex = fit >= 0 && r.next() < 0.75 ? fit : r.next() < 0.15 ? r.int(0, topicRows.length - 1) : -1;
    const topic = topicIndex >= 0 ? topicRows[topicIndex] : undefined;
    const live = topic && topic.startTime <= createdAt ? topic : undefined;
    const roll = r.next();
    const imageCount = live && topicIndex === wantableTopic ? 1 : roll < 0.65 ? 1 : roll < 0.9 ? 2 : 3;
    const generationId = newId();
    generationRows.push({ id: generationId, userId: author.id, prompt, modelId: OFFLINE_MODEL_ID, topicId: live?.id ?? null, createdAt: new Date(createdAt.getTime() - 5 * 60_000) });
    const id = newId();
    const description = r
      .pick(DESCRIPTIONS)
      .replaceAll('{style}', style)
      .replaceAll('{theme}', theme)
      .replaceAll('{object}', objectPhrase)
      .replaceAll('{material}', material)
      .replaceAll('{Material}', material[0]?.toUpperCase() + material.slice(1));
    const title = `${theme.replace(/\b\w/g, (c) => c.toUpperCase())} ${objectTitle}`.slice(0, 50);
    contentRows.push({
      id,
      authorId: author.id,
      topicId: live?.id ?? null,
      title,
      description,
      prompt,
      hiddenPrompt: r.next() < 0.2,
      showCustomizeBuyButton: r.next() < 0.5,
      type: 1,
      likeCount: 0,
      createdAt,
    });
    const seed = r.int(0, 2 ** 31 - 1);
    for (let k = 0; k < imageCount; k += 1) {
      const imageId = newId();
      planned.push({ id: imageId, ownerId: author.id, generationId, prompt, seed: seed + k, createdAt: new Date(createdAt.getTime() - 5 * 60_000 + k) });
      contentImageRows.push({ contentId: id, imageId, position: k });
    }
  }
  // Real pictures: photos of items made from a challenge's posts (original size only, like banners).
  for (const t of topicRows) {
    const captions = SEED_CAMPAIGNS[t.title]?.realPictures ?? [];
    const made = contentRows.filter((c) => c.topicId === t.id);
    for (const [position, caption] of captions.entries()) {
      const id = newId();
      planned.push({
        id,
        ownerId: '',
        generationId: null,
        prompt: `real photo of a finished physical product: ${caption.toLowerCase()}, on a wooden table, daylight`,
        seed: 1000 + position,
        aspectRatio: position % 2 === 0 ? '1:1' : '4:3',
        realPicture: { id, topicId: t.id, contentId: made[position]?.id ?? null, caption, position, key: `seed/topics/real/${id}.webp`, createdAt: t.createdAt },
        createdAt: t.createdAt,
      });
    }
  }
  // Series: the demo account's first posts, and one creator's posts.
  const seriesRows: (typeof series.$inferInsert)[] = [];
  const seriesContentRows: (typeof seriesContents.$inferInsert)[] = [];
  const seriesAuthors = [demo, creators[1]].filter((u): u is UserRow => u !== undefined);
  for (const [i, author] of seriesAuthors.entries()) {
    const spec = SEED_SERIES[i % SEED_SERIES.length];
    const own = contentRows.filter((c) => c.authorId === author.id).slice(0, 5);
    if (!spec || own.length < 2) continue;
    const id = newId();
    const at = own.reduce((max, c) => (c.createdAt > max ? c.createdAt : max), own[0]?.createdAt ?? now);
    seriesRows.push({ id, authorId: author.id, title: spec.title, description: spec.description, createdAt: at, updatedAt: at });
    own.forEach((c, position) => seriesContentRows.push({ seriesId: id, contentId: c.id, position }));
  }
  // A few unpublished generations in the demo account's history.
  for (let i = 0; i < 3; i += 1) {
    const prompt = `${r.pick(STYLES)} ${r.pick(THEMES)} ${r.pick(OBJECTS)[0]} in ${r.pick(MATERIALS)}`;
    const generationId = newId();
    const createdAt = ago((i + 1) * 3_600_000);
    generationRows.push({ id: generationId, userId: demo.id, prompt, modelId: OFFLINE_MODEL_ID, topicId: null, createdAt });
    const seed = r.int(0, 2 ** 31 - 1);
    for (let k = 0; k < 2; k += 1) {
      planned.push({ id: newId(), ownerId: demo.id, generationId, prompt, seed: seed + k, createdAt: new Date(createdAt.getTime() + k) });
    }
  }

  // ---- Render ----------------------------------------------------------------
  const realPictureRows: (typeof topicRealPictures.$inferInsert)[] = [];
  log(`seed: rendering ${planned.length} images and ${posters.length + members.length} avatars…`);
  const renderStarted = Date.now();
  const imageRows = (
    await pool(
      planned.map((p) => async () => {
        const made = await engine.generate({ prompt: p.prompt, seed: p.seed, ...(p.aspectRatio ? { aspectRatio: p.aspectRatio } : {}) });
        if (p.bannerKey) {
          await storage.put(p.bannerKey, made.bytes, made.contentType);
          return null;
        }
        if (p.realPicture) {
          const { key, ...row } = p.realPicture;
          await storage.put(key, made.bytes, made.contentType);
          realPictureRows.push({ ...row, url: storage.url(key), width: made.width, height: made.height });
          return null;
        }
        const d = await makeDerivatives(made.bytes);
        const keys = imageKeys(p.id, made.ext);
        await storage.put(keys.original, made.bytes, made.contentType);
        await storage.put(keys.w512, d.w512.bytes, 'image/webp');
        await storage.put(keys.w200, d.w200.bytes, 'image/webp');
        return {
          id: p.id,
          ownerId: p.ownerId,
          generationId: p.generationId,
          key: keys.original,
          url: storage.url(keys.original),
          url512: storage.url(keys.w512),
          url200: storage.url(keys.w200),
          width: made.width,
          height: made.height,
          createdAt: p.createdAt,
        };
      }),
      options.concurrency ?? 2,
    )
  ).filter((x): x is NonNullable<typeof x> => x !== null);
  await pool(
    everyone.map((u, i) => async () => {
      const key = `avatars/${u.id.slice(0, 2).toLowerCase()}/${u.id}.webp`;
      await storage.put(key, await renderAvatar(u.nickname, (i * 47) % 360), 'image/webp');
      u.avatar = storage.url(key);
    }),
    options.concurrency ?? 2,
  );
  log(`seed: images rendered in ${((Date.now() - renderStarted) / 1000).toFixed(1)} s`);

  // ---- Wants, tickets, comments ---------------------------------------------------
  const wantRows: (typeof wants.$inferInsert)[] = [];
  const spendRows: (typeof ticketLogs.$inferInsert)[] = [];
  const wantsBy = new Map<string, number>();
  const fullWanted = members.length + creators.length >= 110 ? (options.fullPosts ?? 5) : 0;
  // 'Full' posts are 1–4 days old, so the hot feed (time-decayed) shows some near the top.
  const ageOf = (c: ContentRow) => now.getTime() - c.createdAt.getTime();
  const fullIndexes = new Set(
    r.sample(
      [...contentRows.keys()].filter((i) => {
        const age = contentRows[i] ? ageOf(contentRows[i]) : 0;
        return age > DAY && age < 4 * DAY;
      }),
      fullWanted,
    ),
  );
  for (const [i, c] of contentRows.entries()) {
    const candidates = everyone.filter((u) => u.id !== c.authorId && u.id !== demo.id);
    const k = fullIndexes.has(i)
      ? r.int(101, Math.min(candidates.length, 135))
      : // Wants build up over the first three days of a post.
        Math.min(candidates.length, Math.floor(r.next() ** 2 * 60 * Math.min(1, ageOf(c) / (3 * DAY))));
    const age = ageOf(c);
    for (const u of r.sample(candidates, k)) {
      const at = new Date(c.createdAt.getTime() + Math.floor(r.next() * age));
      wantRows.push({ contentId: c.id, userId: u.id, createdAt: at });
      spendRows.push({ id: newId(), userId: u.id, type: TicketLogType.Spend, title: `Want it: ${c.title}`.slice(0, 120), nums: 1, createdAt: at });
      wantsBy.set(u.id, (wantsBy.get(u.id) ?? 0) + 1);
    }
    c.wantCount = k;
    c.likeCount = Math.floor(r.next() * (k * 2 + 30));
  }
  // The demo account wants two posts so its ledger shows a spend.
  for (const c of contentRows.filter((x) => x.authorId !== demo.id).slice(0, 2)) {
    wantRows.push({ contentId: c.id, userId: demo.id, createdAt: ago(2 * 3_600_000) });
    spendRows.push({ id: newId(), userId: demo.id, type: TicketLogType.Spend, title: `Want it: ${c.title}`.slice(0, 120), nums: 1, createdAt: ago(2 * 3_600_000) });
    c.wantCount = (c.wantCount ?? 0) + 1;
    wantsBy.set(demo.id, (wantsBy.get(demo.id) ?? 0) + 1);
  }
  const gainRows: (typeof ticketLogs.$inferInsert)[] = [];
  for (const u of everyone) {
    gainRows.push({ id: newId(), userId: u.id, type: TicketLogType.Gain, title: SIGN_UP_TITLE, nums: 5, createdAt: u.createdAt });
    const spent = wantsBy.get(u.id) ?? 0;
    const daily = Math.max(0, spent - 5) + r.int(0, 4) + (u === demo ? 5 : 0);
    const span = Math.max(1, now.getTime() - u.createdAt.getTime());
    for (let d = 0; d < daily; d += 1) {
      gainRows.push({
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
  const commentRows: (typeof comments.$inferInsert)[] = [];
  for (const c of contentRows) {
    const n = Math.floor(r.next() ** 1.5 * 7);
    const age = now.getTime() - c.createdAt.getTime();
    let total = 0;
    for (let k = 0; k < n; k += 1) {
      const id = newId();
      const at = new Date(c.createdAt.getTime() + Math.floor(r.next() * age * 0.9));
      commentRows.push({ id, contentId: c.id, authorId: r.pick(everyone).id, content: r.pick(COMMENTS), createdAt: at });
      total += 1;
      if (r.next() < 0.3) {
        commentRows.push({
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

  // ---- Write ------------------------------------------------------------------------
  await db.transaction(async (tx: Tx) => {
    await insertChunked(everyone, 500, (chunk) => tx.insert(users).values(chunk));
    await tx.insert(topics).values(topicRows);
    await insertChunked(generationRows, 500, (chunk) => tx.insert(generations).values(chunk));
    await insertChunked(imageRows, 500, (chunk) => tx.insert(images).values(chunk));
    await insertChunked(contentRows, 500, (chunk) => tx.insert(contents).values(chunk));
    await insertChunked(contentImageRows, 1000, (chunk) => tx.insert(contentImages).values(chunk));
    await insertChunked(wantRows, 2000, (chunk) => tx.insert(wants).values(chunk));
    await insertChunked([...gainRows, ...spendRows], 1000, (chunk) => tx.insert(ticketLogs).values(chunk));
    await insertChunked(commentRows, 1000, (chunk) => tx.insert(comments).values(chunk));
    const opsAvatar = 'avatars/ops/operator.webp';
    await storage.put(opsAvatar, await renderAvatar('Make It Real Ops', 200), 'image/webp');
    await seedMakeReal(tx, { posts: contentRows, now, avatar: storage.url(opsAvatar) });
    if (realPictureRows.length) await tx.insert(topicRealPictures).values(realPictureRows);
    if (shortcutRows.length) await tx.insert(topicShortcuts).values(shortcutRows);
    if (seriesRows.length) await tx.insert(series).values(seriesRows);
    if (seriesContentRows.length) await tx.insert(seriesContents).values(seriesContentRows);
  });
  const report: SeedReport = {
    topics: topicRows.length,
    users: everyone.length,
    posts: contentRows.length,
    images: imageRows.length,
    wants: wantRows.length,
    comments: commentRows.length,
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
 * report, or null when the database already had data.
 */
export async function seedIfEmpty(db: Db, storage: Storage, options: SeedOptions = {}): Promise<SeedReport | null> {
  const [u] = await db.select({ n: count() }).from(users);
  const [t] = await db.select({ n: count() }).from(topics);
  if ((u?.n ?? 0) > 0 || (t?.n ?? 0) > 0) return null;
  return seed(db, storage, options);
}
