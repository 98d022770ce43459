import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { contents, messages, streamEvents, ticketLogs, users, wants } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let authorId: string;
beforeAll(async () => {
  t = await startTestApp();
  authorId = (await t.createUser({ nickname: 'Author' })).id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function makePosts(count: number, wantCount = 0): Promise<string[]> {
  const ids = Array.from({ length: count }, () => newId());
  await t.db.insert(contents).values(ids.map((id, i) => ({ id, authorId, title: `Post ${i}`, wantCount })));
  return ids;
}

type WantBody = { contentId: string; wantCount: number; wantState: string; balance: number };
const want = (session: string | undefined, contentId: string) =>
  t.call<WantBody>('POST', '/aigc/api/topic/content/want', { body: { contentId }, ...(session ? { session } : {}) });

async function balance(userId: string) {
  const [u] = await t.db.select({ tickets: users.tickets }).from(users).where(eq(users.id, userId));
  return u?.tickets;
}

describe('POST /api/topic/content/want', () => {
  it('spends one ticket, counts the want, and writes a spend ledger row', async () => {
    const u = await t.register();
    const [post] = await makePosts(1);
    const r = await want(u.session, post!);
    expect(r.body).toEqual({
      code: 200,
      msg: 'success',
      data: { contentId: post, wantCount: 1, wantState: 'collecting', balance: 4 },
    });
    expect(await balance(u.id)).toBe(4);
    const spends = await t.db
      .select()
      .from(ticketLogs)
      .where(and(eq(ticketLogs.userId, u.id), eq(ticketLogs.type, 2)));
    expect(spends).toHaveLength(1);
    expect(spends[0]).toMatchObject({ nums: 1, title: 'Want it: Post 0' });
    const log = await t.call<{ dataList: { type: number }[] }>('GET', '/aigc/api/ticket/log', { session: u.session });
    expect(log.body.data.dataList.map((e) => e.type)).toEqual([2, 1]);
  });

  it('cuts the ledger title as JavaScript slices it: 120 UTF-16 units, a split emoji as U+FFFD', async () => {
    const titles = ['a'.repeat(110) + '😀😀', 'a'.repeat(109) + '😀x', '😀'.repeat(70), 'é'.repeat(130), 'short 😀'];
    await t.db.insert(contents).values(titles.map((title, i) => ({ id: `cut-${i}-${newId()}`, authorId, title })));
    const rows = await t.db.select({ id: contents.id, title: contents.title }).from(contents).where(inArray(contents.title, titles));
    const u = await t.createUser({ tickets: titles.length });
    for (const row of rows) expect((await want(u.session, row.id)).body.code).toBe(200);
    const spends = await t.db.select({ title: ticketLogs.title }).from(ticketLogs).where(and(eq(ticketLogs.userId, u.id), eq(ticketLogs.type, 2)));
    // What the driver stores for `slice`'s result (a lone surrogate is sent as U+FFFD).
    const expected = rows.map((r) => Buffer.from(`Want it: ${r.title}`.slice(0, 120)).toString());
    expect(spends.map((l) => l.title).sort()).toEqual(expected.sort());
  });

  it("messages the author, with the message's live event written before the answer", async () => {
    const u = await t.createUser({ tickets: 1 });
    const [post] = await makePosts(1);
    expect((await want(u.session, post!)).body.code).toBe(200);
    const [msg] = await t.db.select().from(messages).where(and(eq(messages.recipientId, authorId), eq(messages.actorId, u.id)));
    expect(msg).toMatchObject({ type: 4, contentId: post });
    const events = await t.db.select().from(streamEvents).where(and(eq(streamEvents.userId, authorId), eq(streamEvents.kind, 'message')));
    expect(events.map((e) => e.data)).toContainEqual({ type: 4, content: { msgId: msg!.id, posterImage: null, contentId: post } });
  });

  it('reports full past 100 wants', async () => {
    const u = await t.createUser({ tickets: 1 });
    const [post] = await makePosts(1, 100);
    const r = await want(u.session, post!);
    expect(r.body.data).toMatchObject({ wantCount: 101, wantState: 'full', balance: 0 });
  });

  it('refuses a second want on the same post with 409 and spends nothing', async () => {
    const u = await t.createUser({ tickets: 3 });
    const [post] = await makePosts(1);
    expect((await want(u.session, post!)).body.code).toBe(200);
    const again = await want(u.session, post!);
    expect(again.body).toEqual({ code: 409, msg: 'You have already wanted this post', data: null });
    expect(await balance(u.id)).toBe(2);
  });

  it('fails with 4001 at 0 tickets and rolls the want back', async () => {
    const u = await t.createUser({ tickets: 0 });
    const [post] = await makePosts(1);
    const r = await want(u.session, post!);
    expect(r.body).toEqual({
      code: 4001,
      msg: 'No want-ticket left, return tomorrow for the daily reward',
      data: null,
    });
    expect(await t.db.select().from(wants).where(eq(wants.contentId, post!))).toHaveLength(0);
    const [c] = await t.db.select().from(contents).where(eq(contents.id, post!));
    expect(c?.wantCount).toBe(0);
  });

  it('answers 404 for missing or deleted posts and 401 for visitors', async () => {
    const u = await t.createUser({ tickets: 2 });
    expect((await want(u.session, 'nope')).body.code).toBe(404);
    const [post] = await makePosts(1);
    await t.db.update(contents).set({ deletedAt: t.clock.now() }).where(eq(contents.id, post!));
    expect((await want(u.session, post!)).body).toEqual({ code: 404, msg: 'This post does not exist', data: null });
    expect(await balance(u.id)).toBe(2);
    expect((await want(undefined, post!)).body.code).toBe(401);
  });

  it('50 concurrent wants to 50 posts with 5 tickets: exactly 5 succeed, balance 0', async () => {
    const u = await t.register();
    expect(await balance(u.id)).toBe(5);
    const posts = await makePosts(50);
    const results = await Promise.all(posts.map((p) => want(u.session, p)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 4001)).toHaveLength(45);
    expect(await balance(u.id)).toBe(0);
    const spends = await t.db
      .select()
      .from(ticketLogs)
      .where(and(eq(ticketLogs.userId, u.id), eq(ticketLogs.type, 2)));
    expect(spends).toHaveLength(5);
    expect(await t.db.select().from(wants).where(eq(wants.userId, u.id))).toHaveLength(5);
    const counted = await t.db.select({ id: contents.id, n: contents.wantCount }).from(contents);
    const wantedIds = new Set(results.filter((r) => r.body.code === 200).map((r) => r.body.data.contentId));
    for (const c of counted.filter((c) => posts.includes(c.id))) expect(c.n).toBe(wantedIds.has(c.id) ? 1 : 0);
  });

  it('the same post wanted twice concurrently: one success, one 409', async () => {
    const u = await t.createUser({ tickets: 5 });
    const [post] = await makePosts(1);
    const [a, b] = await Promise.all([want(u.session, post!), want(u.session, post!)]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 409]);
    expect(await balance(u.id)).toBe(4);
    const [c] = await t.db.select().from(contents).where(eq(contents.id, post!));
    expect(c?.wantCount).toBe(1);
  });
});
