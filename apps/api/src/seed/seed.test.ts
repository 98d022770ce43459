import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@aigc/domain';
import { comments, contentImages, contents, generations, images, showcasePosts, ticketLogs, topics, users, wants } from '../db/schema';
import { verifyPassword } from '../modules/auth';
import { keyFromUrl } from '../storage';
import { startTestApp, type TestApp } from '../test/harness';
import { DEMO_EMAIL, DEMO_PASSWORD, SMALL_SEED, seedIfEmpty, type SeedReport } from './seed';

let t: TestApp;
let report: SeedReport | null;
beforeAll(async () => {
  t = await startTestApp();
  report = await seedIfEmpty(t.db, t.app.storage, SMALL_SEED);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('seed (small)', () => {
  it('seeds an empty database once', async () => {
    expect(report).toMatchObject({ topics: 7, posts: 12 });
    expect(await seedIfEmpty(t.db, t.app.storage, SMALL_SEED)).toBeNull();
    const [n] = await t.db.select({ n: sql<number>`count(*)::int` }).from(contents);
    expect(n?.n).toBe(12);
  });

  it('keeps want and comment counters equal to their rows', async () => {
    const rows = await t.db
      .select({
        id: contents.id,
        wantCount: contents.wantCount,
        commentCount: contents.commentCount,
        wants: sql<number>`(select count(*)::int from ${wants} w where w.content_id = "contents"."id")`,
        comments: sql<number>`(select count(*)::int from ${comments} c where c.content_id = "contents"."id")`,
      })
      .from(contents);
    for (const r of rows) {
      expect(r.wantCount).toBe(r.wants);
      expect(r.commentCount).toBe(r.comments);
    }
    expect(rows.some((r) => r.wantCount > 0)).toBe(true);
  });

  it('gives every user a balance equal to its ledger, never below 0', async () => {
    const rows = await t.db
      .select({
        tickets: users.tickets,
        ledger: sql<number>`(select coalesce(sum(case when l.type = 1 then l.nums else -l.nums end), 0)::int from ${ticketLogs} l where l.user_id = "users"."id")`,
        spends: sql<number>`(select count(*)::int from ${ticketLogs} l where l.user_id = "users"."id" and l.type = 2)`,
        wants: sql<number>`(select count(*)::int from ${wants} w where w.user_id = "users"."id")`,
      })
      .from(users);
    for (const r of rows) {
      expect(r.tickets).toBe(r.ledger);
      expect(r.spends).toBe(r.wants);
      expect(r.tickets).toBeGreaterThanOrEqual(0);
    }
  });

  it('uses real files for post images (with derivatives), banners and avatars', async () => {
    const imgs = await t.db.select().from(images);
    for (const img of imgs) {
      for (const url of [img.url, img.url512, img.url200]) {
        expect(await t.app.storage.exists(keyFromUrl(url) ?? '')).toBe(true);
      }
    }
    for (const topic of await t.db.select().from(topics)) {
      expect(await t.app.storage.exists(keyFromUrl(topic.bannerImage) ?? '')).toBe(true);
      expect(await t.app.storage.exists(keyFromUrl(topic.sidebarImage) ?? '')).toBe(true);
    }
    for (const u of await t.db.select().from(users)) {
      expect(await t.app.storage.exists(keyFromUrl(u.avatar ?? '') ?? '')).toBe(true);
    }
  });

  it('renders the seeded pictures as previews: flagged, labelled in EXIF, no prompt in the files (docs/product.md \'Preview images\')', async () => {
    const rows = await t.db
      .select({ img: images, prompt: generations.prompt })
      .from(images)
      .innerJoin(generations, eq(generations.id, images.generationId))
      .limit(12);
    expect(rows.length).toBeGreaterThan(0);
    for (const { img, prompt } of rows) {
      expect(img.preview).toBe(true);
      const original = await t.app.storage.get(img.key);
      const bytes = Buffer.from(original?.bytes ?? []);
      expect(bytes.includes('Offline preview engine')).toBe(true);
      expect(bytes.includes(prompt)).toBe(false);
    }
  });

  it("makes every post image come from one of its author's generations", async () => {
    const rows = await t.db
      .select({ author: contents.authorId, genUser: generations.userId })
      .from(contentImages)
      .innerJoin(contents, eq(contents.id, contentImages.contentId))
      .innerJoin(images, eq(images.id, contentImages.imageId))
      .leftJoin(generations, eq(generations.id, images.generationId));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const r of rows) expect(r.genUser).toBe(r.author);
  });

  it('creates the documented demo account', async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    expect(demo).toBeDefined();
    expect(await verifyPassword(demo?.passwordHash ?? null, DEMO_PASSWORD)).toBe(true);
    expect(demo?.tickets).toBeGreaterThan(0);
  });

  it('serves the seeded community over HTTP', async () => {
    const feed = await t.call<{ total: number; dataList: { posterImage: { url: string } }[] }>('GET', '/aigc/api/topic/content/list', {
      query: { sort: 'hot' },
    });
    expect(feed.body.data.total).toBe(12);
    const file = await t.app.inject(feed.body.data.dataList[0]?.posterImage.url ?? '');
    expect(file.statusCode).toBe(200);
    const sel = await t.call<{ total: number }>('GET', '/aigc/api/topic/selection');
    expect(sel.body.data.total).toBe(7);
    const notWantable = await t.call<{ total: number }>('GET', '/aigc/api/topic/selection', { query: { showWantable: '0' } });
    expect(notWantable.body.data.total).toBe(6);
  });

  it('gives the challenges campaign info, real pictures (real files) and sub-domain shortcuts, and the demo account a series', async () => {
    const moon = await t.call<{ uniqueTopicId: string }>('GET', '/aigc/api/topic/shortcut', { query: { label: 'moon' } });
    expect(moon.body.data?.uniqueTopicId).toBeTruthy();
    const detail = await t.call<{ title: string; campaignInfo: string; rules: string[]; prizes: unknown[]; realPictures: { url: string }[] }>(
      'GET',
      '/aigc/api/topic/detail',
      { query: { topicId: moon.body.data.uniqueTopicId } },
    );
    expect(detail.body.data.title).toBe('Moonlight Jewelry');
    expect(detail.body.data.campaignInfo).not.toBe('');
    expect(detail.body.data.rules.length).toBeGreaterThan(0);
    expect(detail.body.data.prizes.length).toBeGreaterThan(0);
    expect(detail.body.data.realPictures).toHaveLength(2);
    for (const p of detail.body.data.realPictures) expect(await t.app.storage.exists(keyFromUrl(p.url) ?? '')).toBe(true);
    const [demo] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
    const list = await t.call<{ total: number; dataList: { contentCount: number }[] }>('GET', '/aigc/api/topic/content/series/user/list', {
      query: { userId: demo?.id ?? '' },
    });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.dataList[0]?.contentCount).toBeGreaterThanOrEqual(2);
  });

  it('starts the official showcase with the most wanted creators’ posts, and every account has accepted the terms in force', async () => {
    const picks = await t.db.select().from(showcasePosts).orderBy(showcasePosts.position);
    const [demo] = await t.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const posts = await t.db.select().from(contents);
    const creatorsPosts = posts.filter((c) => c.authorId !== demo!.id).length;
    expect(picks.length).toBe(Math.min(6, creatorsPosts));
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.map((p) => p.position)).toEqual(picks.map((_, i) => i + 1));
    const byId = new Map(posts.map((c) => [c.id, c]));
    const wanted = picks.map((p) => byId.get(p.contentId)!);
    expect(wanted.every((c) => c.authorId !== demo!.id)).toBe(true);
    expect(wanted.map((c) => c.wantCount)).toEqual([...wanted.map((c) => c.wantCount)].sort((a, b) => b - a));
    const shown = await t.call<{ dataList: { contentId: string }[] }>('GET', '/aigc/api/showcase');
    expect(shown.body.data.dataList.map((c) => c.contentId)).toEqual(picks.map((p) => p.contentId));
    const terms = await t.db.select({ v: users.termsVersion, at: users.termsAcceptedAt }).from(users);
    expect(terms.every((u) => u.v === TERMS_VERSION && u.at !== null)).toBe(true);
  });
});
