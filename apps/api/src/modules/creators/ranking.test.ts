import { MESSAGE_TYPE } from '@aigc/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contents,
  creatorRankings,
  likes,
  messages,
  rankingPublications,
  userRoles,
  wants,
} from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import { insertPost } from '../../test/posts';
import { createAdminToken } from '../admin';

type User = { id: string; session: string };
type Ranking = {
  period: string;
  start: string;
  end: string;
  created: boolean;
  sent: number;
  creators: {
    rank: number;
    userId: string;
    nickName: string;
    score: number;
    wants: number;
    likes: number;
  }[];
};
type Message = {
  type: number;
  info: Record<string, unknown>;
  userInfo: unknown;
  contentId: string | null;
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(new Date('2026-06-10T12:00:00Z'));
  const ops = await t.createUser({ nickname: 'RankOps' });
  await t.db.insert(userRoles).values({ userId: ops.id, role: 'admin' });
  token = await createAdminToken(t.db, ops.id, 'test', t.clock.now());
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const publish = async (body: Record<string, unknown>, auth = `Bearer ${token}`) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/aigc/admin/rankings',
      payload: body,
      headers: { authorization: auth },
    })
  ).json() as { code: number; msg: string; data: Ranking };

const messagesOf = async (u: User) =>
  (
    await t.call<{ dataList: Message[] }>('GET', '/aigc/api/message/list', {
      session: u.session,
      query: { page: '1', pageSize: '1000' },
    })
  ).body.data.dataList;

async function rankingMessages(userId: string): Promise<number> {
  const [r] = await t.db
    .select({ n: count() })
    .from(messages)
    .where(sql`${messages.recipientId} = ${userId} and ${messages.type} = ${MESSAGE_TYPE.RANKING}`);
  return r?.n ?? -1;
}

/** A day inside ISO week 2026-W`week` (its Wednesday noon UTC). */
const inWeek = (week: number) =>
  new Date(Date.UTC(2025, 11, 29) + ((week - 1) * 7 + 2) * 86_400_000 + 43_200_000);

async function fans(n: number, prefix: string): Promise<User[]> {
  return Promise.all(
    Array.from({ length: n }, (_, i) => t.createUser({ nickname: `${prefix}${i}` })),
  );
}

describe('POST /admin/rankings (type 22)', () => {
  it('ranks the week’s creators by wants (2) and likes (1) from others, messages each ranked creator once with rank and period', async () => {
    const week = inWeek(10);
    const [a, b, c, d] = await Promise.all(
      ['RA', 'RB', 'RC', 'RD'].map((n) => t.createUser({ nickname: n })),
    );
    const f = await fans(5, 'RF');
    const pa = await insertPost(t.db, { authorId: a!.id });
    const pb = await insertPost(t.db, { authorId: b!.id });
    const pc = await insertPost(t.db, { authorId: c!.id });
    const pd = await insertPost(t.db, { authorId: d!.id });
    const after = new Date(week.getTime() + 7 * 86_400_000);
    await t.db.insert(wants).values([
      { contentId: pa.contentId, userId: f[0]!.id, createdAt: week },
      { contentId: pa.contentId, userId: f[1]!.id, createdAt: week },
      { contentId: pa.contentId, userId: a!.id, createdAt: week }, // their own: not counted
      { contentId: pc.contentId, userId: f[0]!.id, createdAt: week }, // a deleted post: not counted
      { contentId: pd.contentId, userId: f[4]!.id, createdAt: after }, // next week: not counted
    ]);
    await t.db
      .insert(likes)
      .values([
        { contentId: pa.contentId, userId: f[2]!.id, createdAt: week },
        ...f.map((u) => ({ contentId: pb.contentId, userId: u.id, createdAt: week })),
        { contentId: pd.contentId, userId: f[0]!.id, createdAt: week },
      ]);
    await t.db.update(contents).set({ deletedAt: week }).where(eq(contents.id, pc.contentId));

    const r = await publish({ period: '2026-W10', size: 2, message: 'Well done!' });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({
      period: '2026-W10',
      start: '2026-03-02T00:00:00.000Z',
      end: '2026-03-09T00:00:00.000Z',
      created: true,
      sent: 2,
    });
    expect(r.data.creators).toEqual([
      { rank: 1, userId: a!.id, nickName: 'RA', score: 5, wants: 2, likes: 1 },
      { rank: 2, userId: b!.id, nickName: 'RB', score: 5, wants: 0, likes: 5 },
    ]);
    const [forA] = await messagesOf(a!);
    expect(forA).toMatchObject({
      type: MESSAGE_TYPE.RANKING,
      userInfo: null,
      contentId: null,
      info: { rank: 1, period: '2026-W10', score: 5, wants: 2, likes: 1, rankingMsg: 'Well done!' },
    });
    expect((await messagesOf(b!)).map((m) => [m.type, m.info.rank])).toEqual([
      [MESSAGE_TYPE.RANKING, 2],
    ]);
    for (const u of [c!, d!]) expect(await rankingMessages(u.id)).toBe(0);

    // A retry (or a second operator) gets the stored ranking back and writes nothing.
    const again = await publish({ period: '2026-W10', size: 5 });
    expect(again.data).toMatchObject({ created: false, sent: 0, period: '2026-W10' });
    expect(again.data.creators).toEqual(r.data.creators);
    for (const u of [a!, b!]) expect(await rankingMessages(u.id)).toBe(1);
    expect(await rankingMessages(d!.id)).toBe(0);
  });

  it('publishes a week once when operators publish it at the same moment', async () => {
    const week = inWeek(14);
    const creators = await fans(3, 'CC');
    const f = await fans(3, 'CF');
    for (const [i, c] of creators.entries()) {
      const p = await insertPost(t.db, { authorId: c.id });
      await t.db
        .insert(likes)
        .values(
          f.slice(0, i + 1).map((u) => ({ contentId: p.contentId, userId: u.id, createdAt: week })),
        );
    }
    const results = await Promise.all(
      Array.from({ length: 5 }, () => publish({ period: '2026-W14' })),
    );
    expect(results.every((r) => r.code === 200)).toBe(true);
    expect(results.filter((r) => r.data.created)).toHaveLength(1);
    expect(results.reduce((n, r) => n + r.data.sent, 0)).toBe(3);
    for (const r of results)
      expect(r.data.creators.map((c) => c.userId)).toEqual(
        [...creators].reverse().map((c) => c.id),
      );
    for (const c of creators) expect(await rankingMessages(c.id)).toBe(1);
  });

  it('defaults to the last ended week and refuses a week that has not ended or does not exist', async () => {
    const current = await publish({ period: '2026-W24' });
    expect(current).toMatchObject({
      code: 400,
      msg: 'This week has not ended yet; a ranking is published once its week is over',
    });
    expect((await publish({ period: '2025-W53' })).code).toBe(400);
    expect((await publish({ period: '2026-24' })).code).toBe(400);
    expect((await publish({ size: 0 })).code).toBe(400);
    const last = await publish({});
    expect(last).toMatchObject({ code: 200, data: { period: '2026-W23', created: true } });
  });

  it('is for operators only', async () => {
    const u = await t.createUser({ nickname: 'NotOps' });
    const asUser = await t.call('POST', '/aigc/admin/rankings', {
      session: u.session,
      body: { period: '2026-W01' },
    });
    expect(asUser.body.code).toBe(403);
    expect((await publish({ period: '2026-W01' }, '')).code).toBe(401);
  });

  it('leaves neither the ranking nor any message when a message fails, so a retry starts clean', async () => {
    const week = inWeek(15);
    const [first, second] = await fans(2, 'FC');
    const f = await fans(2, 'FF');
    const p1 = await insertPost(t.db, { authorId: first!.id });
    const p2 = await insertPost(t.db, { authorId: second!.id });
    await t.db.insert(wants).values({ contentId: p1.contentId, userId: f[0]!.id, createdAt: week });
    await t.db.insert(likes).values({ contentId: p2.contentId, userId: f[1]!.id, createdAt: week });
    await t.db.execute(
      sql.raw(
        `ALTER TABLE messages ADD CONSTRAINT messages_test_fail CHECK (recipient_id <> '${second!.id}') NOT VALID`,
      ),
    );
    try {
      expect((await publish({ period: '2026-W15' })).code).toBe(500);
    } finally {
      await t.db.execute(sql`ALTER TABLE messages DROP CONSTRAINT messages_test_fail`);
    }
    const [pub] = await t.db
      .select({ n: count() })
      .from(rankingPublications)
      .where(eq(rankingPublications.period, '2026-W15'));
    expect(pub?.n).toBe(0);
    const [rows] = await t.db
      .select({ n: count() })
      .from(creatorRankings)
      .where(eq(creatorRankings.period, '2026-W15'));
    expect(rows?.n).toBe(0);
    expect(await rankingMessages(first!.id)).toBe(0);

    const retry = await publish({ period: '2026-W15' });
    expect(retry.data).toMatchObject({ created: true, sent: 2 });
    expect(retry.data.creators.map((c) => [c.rank, c.userId])).toEqual([
      [1, first!.id],
      [2, second!.id],
    ]);
  });
});
