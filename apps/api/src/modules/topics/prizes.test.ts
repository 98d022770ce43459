import { MESSAGE_TYPE } from '@aigc/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, messages, prizeAwards, topics, userRoles } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../test/harness';
import { insertPost } from '../../test/posts';
import { createAdminToken } from '../admin';

type User = { id: string; session: string };
type Award = {
  contentId: string;
  prizeRank: string;
  prizeTitle: string;
  outcome: string;
  authorName: string;
};
type AwardAnswer = { award: Award; change: string; sent: number };
type Message = {
  type: number;
  contentId: string | null;
  info: Record<string, unknown>;
  userInfo: unknown;
};

let t: TestApp;
let token: string;
let topicId: string;
beforeAll(async () => {
  t = await startTestApp();
  const ops = await t.createUser({ nickname: 'PrizeOps' });
  await t.db.insert(userRoles).values({ userId: ops.id, role: 'admin' });
  token = await createAdminToken(t.db, ops.id, 'test', t.clock.now());
  topicId = newId();
  const now = t.clock.now().getTime();
  await t.db.insert(topics).values({
    id: topicId,
    title: 'Moon Charms',
    startTime: new Date(now - 10 * 86_400_000),
    endTime: new Date(now - 86_400_000),
    prizes: [
      { rank: '1st', title: 'Made for real', description: 'Produced and sold in the shop' },
      { rank: 'Top 10', title: 'Creator kit', description: 'A box of samples' },
    ],
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const award = async (body: Record<string, unknown>) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/aigc/admin/prizes',
      payload: body,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json() as { code: number; msg: string; data: AwardAnswer };

const official = async (u: User) =>
  (
    await t.call<{ dataList: Message[] }>('GET', '/aigc/api/message/official/list', {
      session: u.session,
      query: { page: '1', pageSize: '1000' },
    })
  ).body.data.dataList;

async function messageCount(userId: string): Promise<number> {
  const [r] = await t.db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.recipientId, userId));
  return r?.n ?? -1;
}

describe('POST /admin/prizes (types 19–21)', () => {
  it('awards a prize to a challenge post and tells its author once (19, with the challenge and the prize)', async () => {
    const author = await t.createUser({ nickname: 'Winner' });
    const { contentId } = await insertPost(t.db, { authorId: author.id, topicId });
    const r = await award({ contentId, prizeRank: '1st', outcome: 'free' });
    expect(r).toMatchObject({
      code: 200,
      data: {
        change: 'awarded',
        sent: 1,
        award: {
          contentId,
          prizeRank: '1st',
          prizeTitle: 'Made for real',
          outcome: 'free',
          authorName: 'Winner',
        },
      },
    });
    const [m] = await official(author);
    expect(m).toMatchObject({
      type: MESSAGE_TYPE.PRIZE_FREE,
      contentId,
      userInfo: null,
      info: {
        topicId,
        topicTitle: 'Moon Charms',
        prizeRank: '1st',
        prizeTitle: 'Made for real',
        prizeDescription: 'Produced and sold in the shop',
      },
    });
    // The same award again (a retry) changes nothing and messages nobody.
    expect((await award({ contentId, prizeRank: '1st', outcome: 'free' })).data).toMatchObject({
      change: 'unchanged',
      sent: 0,
    });
    expect(await messageCount(author.id)).toBe(1);
    // Another prize of the same challenge is another award.
    expect(
      (await award({ contentId, prizeRank: 'Top 10', outcome: 'contact' })).data,
    ).toMatchObject({
      change: 'awarded',
      sent: 1,
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/aigc/admin/prizes?topicId=${topicId}&pageSize=100`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      (listed.json() as { data: { dataList: Award[] } }).data.dataList
        .filter((a) => a.contentId === contentId)
        .map((a) => [a.prizeRank, a.outcome])
        .sort(),
    ).toEqual([
      ['1st', 'free'],
      ['Top 10', 'contact'],
    ]);
  });

  it('a prize may turn not producible once (21), never back; other changes are refused', async () => {
    const author = await t.createUser({ nickname: 'Unlucky' });
    const { contentId } = await insertPost(t.db, { authorId: author.id, topicId });
    expect((await award({ contentId, prizeRank: '1st', outcome: 'contact' })).data.change).toBe(
      'awarded',
    );
    expect(await award({ contentId, prizeRank: '1st', outcome: 'free' })).toMatchObject({
      code: 409,
    });
    t.clock.advance(1000);
    expect(
      (await award({ contentId, prizeRank: '1st', outcome: 'not_producible' })).data,
    ).toMatchObject({
      change: 'changed',
      sent: 1,
      award: { outcome: 'not_producible' },
    });
    expect(
      (await award({ contentId, prizeRank: '1st', outcome: 'not_producible' })).data.sent,
    ).toBe(0);
    expect(await award({ contentId, prizeRank: '1st', outcome: 'contact' })).toMatchObject({
      code: 409,
    });
    expect((await official(author)).map((m) => m.type)).toEqual([
      MESSAGE_TYPE.PRIZE_NOT_PRODUCIBLE,
      MESSAGE_TYPE.PRIZE_CONTACT,
    ]);
    const [row] = await t.db.select().from(prizeAwards).where(eq(prizeAwards.contentId, contentId));
    expect(row?.outcome).toBe(MESSAGE_TYPE.PRIZE_NOT_PRODUCIBLE);
  });

  it('gives each of many concurrent identical awards one row and one message', async () => {
    const author = await t.createUser({ nickname: 'Rushed' });
    const { contentId } = await insertPost(t.db, { authorId: author.id, topicId });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => award({ contentId, prizeRank: 'Top 10', outcome: 'free' })),
    );
    expect(results.every((r) => r.code === 200)).toBe(true);
    expect(results.filter((r) => r.data.change === 'awarded')).toHaveLength(1);
    expect(await messageCount(author.id)).toBe(1);
  });

  it('refuses posts outside a challenge, unknown prizes, deleted or missing posts', async () => {
    const author = await t.createUser({ nickname: 'Nobody' });
    const loose = await insertPost(t.db, { authorId: author.id });
    expect(
      await award({ contentId: loose.contentId, prizeRank: '1st', outcome: 'free' }),
    ).toMatchObject({
      code: 400,
      msg: 'This post was not published in a challenge',
    });
    const entry = await insertPost(t.db, { authorId: author.id, topicId });
    expect(
      await award({ contentId: entry.contentId, prizeRank: '2nd', outcome: 'free' }),
    ).toMatchObject({
      code: 400,
      msg: 'This challenge has no such prize (prizes: 1st, Top 10)',
    });
    expect(
      (await award({ contentId: entry.contentId, prizeRank: '1st', outcome: 'gold' })).code,
    ).toBe(400);
    await t.db
      .update(contents)
      .set({ deletedAt: t.clock.now() })
      .where(eq(contents.id, entry.contentId));
    expect(
      (await award({ contentId: entry.contentId, prizeRank: '1st', outcome: 'free' })).code,
    ).toBe(404);
    expect((await award({ contentId: 'missing', prizeRank: '1st', outcome: 'free' })).code).toBe(
      404,
    );
    expect(await messageCount(author.id)).toBe(0);
    const asUser = await t.call('POST', '/aigc/admin/prizes', {
      session: author.session,
      body: { contentId: entry.contentId, prizeRank: '1st', outcome: 'free' },
    });
    expect(asUser.body.code).toBe(403);
  });

  it('leaves neither the award nor the message when the message fails', async () => {
    const author = await t.createUser({ nickname: 'Rollback' });
    const { contentId } = await insertPost(t.db, { authorId: author.id, topicId });
    await t.db.execute(
      sql.raw(
        `ALTER TABLE messages ADD CONSTRAINT messages_test_fail CHECK (recipient_id <> '${author.id}') NOT VALID`,
      ),
    );
    try {
      expect((await award({ contentId, prizeRank: '1st', outcome: 'free' })).code).toBe(500);
    } finally {
      await t.db.execute(sql`ALTER TABLE messages DROP CONSTRAINT messages_test_fail`);
    }
    const [n] = await t.db
      .select({ n: count() })
      .from(prizeAwards)
      .where(eq(prizeAwards.contentId, contentId));
    expect(n?.n).toBe(0);
    expect(await messageCount(author.id)).toBe(0);
    expect((await award({ contentId, prizeRank: '1st', outcome: 'free' })).data.change).toBe(
      'awarded',
    );
  });
});
