import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { contents, ticketLogs, users, wants } from '../../db/schema';
import { newId } from '../../lib/ids';
import { SESSION_COOKIE } from '../../lib/sessions';
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

async function makePost(wantCount = 0): Promise<string> {
  const id = newId();
  await t.db.insert(contents).values({ id, authorId, title: `Post ${id.slice(0, 4)}`, wantCount });
  return id;
}

/** POST /want through HTTP with an optional Idempotency-Key header. */
async function want(session: string, contentId: string, key?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/aigc/api/topic/content/want',
    payload: { contentId },
    cookies: { [SESSION_COOKIE]: session },
    headers: key ? { 'idempotency-key': key } : {},
  });
  return res.json() as { code: number; msg: string; data: { balance: number; wantCount: number } | null };
}

async function state(userId: string, contentId: string) {
  const [u] = await t.db.select({ tickets: users.tickets }).from(users).where(eq(users.id, userId));
  const spends = await t.db
    .select()
    .from(ticketLogs)
    .where(and(eq(ticketLogs.userId, userId), eq(ticketLogs.type, 2)));
  const [c] = await t.db.select({ n: contents.wantCount }).from(contents).where(eq(contents.id, contentId));
  const rows = await t.db.select().from(wants).where(and(eq(wants.userId, userId), eq(wants.contentId, contentId)));
  return { balance: u?.tickets, spends: spends.length, wantCount: c?.n, wantRows: rows.length };
}

describe('want retries never spend twice', () => {
  it('200 concurrent identical wants with one Idempotency-Key debit exactly one ticket and all succeed with the same result', async () => {
    const u = await t.createUser({ tickets: 5 });
    const post = await makePost();
    const results = await Promise.all(Array.from({ length: 200 }, () => want(u.session, post, 'retry-key-1')));
    expect(results.every((r) => r.code === 200)).toBe(true);
    expect(new Set(results.map((r) => JSON.stringify(r.data))).size).toBe(1);
    expect(results[0]?.data).toMatchObject({ balance: 4, wantCount: 1 });
    expect(await state(u.id, post)).toEqual({ balance: 4, spends: 1, wantCount: 1, wantRows: 1 });
  });

  it('200 concurrent identical wants without a key: one success, 199 × 409, one ticket spent', async () => {
    const u = await t.createUser({ tickets: 5 });
    const post = await makePost();
    const results = await Promise.all(Array.from({ length: 200 }, () => want(u.session, post)));
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code === 409 && r.msg === 'You have already wanted this post')).toHaveLength(199);
    expect(await state(u.id, post)).toEqual({ balance: 4, spends: 1, wantCount: 1, wantRows: 1 });
  });

  it('a retry after success replays the result; a key reused for another post is refused', async () => {
    const u = await t.createUser({ tickets: 5 });
    const [a, b] = [await makePost(), await makePost()];
    const first = await want(u.session, a, 'k-2');
    const again = await want(u.session, a, 'k-2');
    expect(again).toEqual(first);
    const other = await want(u.session, b, 'k-2');
    expect(other).toEqual({ code: 409, msg: 'This Idempotency-Key was already used for another post', data: null });
    expect((await state(u.id, b)).wantRows).toBe(0);
    expect((await state(u.id, a)).balance).toBe(4);
  });

  it('a failed attempt (no ticket) keeps nothing: the same key works after tickets arrive', async () => {
    const u = await t.createUser({ tickets: 0 });
    const post = await makePost();
    expect((await want(u.session, post, 'k-3')).code).toBe(4001);
    await t.db.transaction(async (tx) => {
      const { grant } = await import('../tickets');
      await grant(tx, u.id, 1, 'Test grant', t.clock.now());
    });
    const ok = await want(u.session, post, 'k-3');
    expect(ok.code).toBe(200);
    expect(await state(u.id, post)).toEqual({ balance: 0, spends: 1, wantCount: 1, wantRows: 1 });
  });

  it('refuses an over-long key with 400', async () => {
    const u = await t.createUser({ tickets: 1 });
    const post = await makePost();
    expect((await want(u.session, post, 'x'.repeat(129))).code).toBe(400);
  });
});
