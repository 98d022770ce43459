import { MESSAGE_TYPE } from '@aigc/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comments,
  contents,
  follows,
  likes,
  messages,
  products,
  userRoles,
  users,
  wants,
} from '../../db/schema';
import { createAdminToken } from '../admin';
import { startTestApp, type TestApp } from '../../test/harness';
import { insertPost, unlockLocalUpload } from '../../test/posts';
import type { MessageDto, UnreadDetailDto } from './schemas';
import { writeMessage, writeOrderMessage } from './service';

type Page<T> = { dataList: T[]; hasMore: boolean; page: number; total: number };
type User = { id: string; session: string };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const newUser = (nickname: string, tickets = 0) => t.createUser({ nickname, tickets });
const like = (u: User, contentId: string) =>
  t.call('POST', '/aigc/api/topic/content/like', { session: u.session, body: { contentId } });
const want = (u: User, contentId: string) =>
  t.call('POST', '/aigc/api/topic/content/want', { session: u.session, body: { contentId } });
const follow = (u: User, followedUserId: string) =>
  t.call('POST', '/aigc/api/follow/add', { session: u.session, body: { followedUserId } });
type Mention = { userId: string; startIndex: number; endIndex: number };
const comment = (
  u: User,
  contentId: string,
  content: string,
  parentId?: string,
  mentionUser?: Mention[],
) =>
  t.call<{ commentId: string }>('POST', '/aigc/api/comment/add', {
    session: u.session,
    body: { contentId, content, ...(parentId ? { parentId } : {}), ...(mentionUser ? { mentionUser } : {}) },
  });
/** `{userId, startIndex, endIndex}` of the first `@<nickname>` in `text`. */
const at = (text: string, u: User, nickname: string): Mention => {
  const startIndex = text.indexOf(`@${nickname}`);
  return { userId: u.id, startIndex, endIndex: startIndex + nickname.length + 1 };
};
const list = (u: User, path = '/aigc/api/message/list', query: Record<string, string> = {}) =>
  t.call<Page<MessageDto>>('GET', path, {
    session: u.session,
    query: { page: '1', pageSize: '1000', ...query },
  });
const unread = async (u: User) =>
  (await t.call<number>('GET', '/aigc/api/message/unRead/count', { session: u.session })).body.data;

async function messageCount(recipientId: string): Promise<number> {
  const [r] = await t.db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.recipientId, recipientId));
  return r?.n ?? -1;
}

describe('producers: one message to the right recipient, in the event transaction', () => {
  it('a like messages the post author once (type 1, with the liker and the poster), never yourself', async () => {
    const author = await newUser('Author');
    const fan = await newUser('Fan');
    const { contentId, imageIds } = await insertPost(t.db, { authorId: author.id });
    await like(fan, contentId);
    await like(fan, contentId);
    await like(author, contentId);
    const page = (await list(author, '/aigc/api/message/list', { tz: 'Asia/Tokyo' })).body.data;
    expect(page.total).toBe(1);
    const [m] = page.dataList;
    expect(m).toMatchObject({
      type: MESSAGE_TYPE.LIKE,
      readFlag: 0,
      contentId,
      entrance: 0,
      userInfo: { userId: fan.id, nickName: 'Fan', avatar: null, following: false },
      posterImage: [`/aigc/files/test/${imageIds[0]}_512.webp`],
    });
    expect(m?.localDateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await messageCount(fan.id)).toBe(0);
    expect(await unread(author)).toBe(1);
  });

  it('a want messages the post author (type 4), never yourself', async () => {
    const author = await newUser('WAuthor', 5);
    const fan = await newUser('WFan', 5);
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    expect((await want(fan, contentId)).body.code).toBe(200);
    expect((await want(author, contentId)).body.code).toBe(200);
    const page = (await list(author)).body.data;
    expect(page.dataList.map((m) => [m.type, m.userInfo?.userId, m.contentId])).toEqual([
      [MESSAGE_TYPE.WANT, fan.id, contentId],
    ]);
  });

  it('a follow messages the followed user (10), a follow back gives 11, repeats give nothing', async () => {
    const a = await newUser('A');
    const b = await newUser('B');
    await follow(a, b.id);
    await follow(a, b.id);
    await follow(b, a.id);
    expect(
      (await list(b)).body.data.dataList.map((m) => [
        m.type,
        m.userInfo?.userId,
        m.userInfo?.following,
      ]),
    ).toEqual([[MESSAGE_TYPE.FOLLOW, a.id, true]]);
    expect((await list(a)).body.data.dataList.map((m) => [m.type, m.userInfo?.userId])).toEqual([
      [MESSAGE_TYPE.FOLLOW_BACK, b.id],
    ]);
  });

  it('two users following each other at once get one follow (10) and one follow back (11)', async () => {
    for (let i = 0; i < 5; i++) {
      const a = await newUser(`PA${i}`);
      const b = await newUser(`PB${i}`);
      await Promise.all([follow(a, b.id), follow(b, a.id)]);
      const types = await t.db
        .select({ type: messages.type })
        .from(messages)
        .where(inArray(messages.recipientId, [a.id, b.id]));
      expect(types.map((m) => m.type).sort()).toEqual([
        MESSAGE_TYPE.FOLLOW,
        MESSAGE_TYPE.FOLLOW_BACK,
      ]);
    }
  });

  it('a comment messages the post author (12), a reply the answered comment author (13), never yourself', async () => {
    const author = await newUser('CAuthor');
    const c1 = await newUser('C1');
    const c2 = await newUser('C2');
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const top = (await comment(c1, contentId, 'Lovely ring')).body.data.commentId;
    const reply = (await comment(c2, contentId, 'Agreed', top)).body.data.commentId;
    await comment(c1, contentId, 'Thanks', reply);
    await comment(author, contentId, 'My own post');
    await comment(c1, contentId, 'Talking to myself', top);

    const forAuthor = (await list(author)).body.data.dataList;
    expect(
      forAuthor.map((m) => [m.type, m.userInfo?.userId, m.info.commentId, m.payloadJson]),
    ).toEqual([[MESSAGE_TYPE.COMMENT, c1.id, top, { content: 'Lovely ring' }]]);
    expect(
      (await list(c1)).body.data.dataList.map((m) => [
        m.type,
        m.userInfo?.userId,
        m.info.commentId,
      ]),
    ).toEqual([[MESSAGE_TYPE.REPLY, c2.id, reply]]);
    const forC2 = (await list(c2)).body.data.dataList;
    expect(forC2.map((m) => [m.type, m.userInfo?.userId, m.contentId])).toEqual([
      [MESSAGE_TYPE.REPLY, c1.id, contentId],
    ]);
  });

  it('gives 50 messages and an unread count of 50 after 50 users like at once', async () => {
    const author = await newUser('Popular');
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const fans = await Promise.all(Array.from({ length: 50 }, (_, i) => newUser(`F${i}`)));
    const results = await Promise.all(fans.map((f) => like(f, contentId)));
    expect(results.every((r) => r.body.code === 200)).toBe(true);
    expect(await messageCount(author.id)).toBe(50);
    expect(await unread(author)).toBe(50);
    const page = (await list(author)).body.data;
    expect(new Set(page.dataList.map((m) => m.userInfo?.userId))).toEqual(
      new Set(fans.map((f) => f.id)),
    );
  });

  it('leaves neither the event nor the message when the message write fails', async () => {
    const victim = await newUser('Victim');
    const other = await newUser('Other', 5);
    await unlockLocalUpload(t, other.session);
    const { contentId } = await insertPost(t.db, { authorId: victim.id });
    const { contentId: otherPost, imageIds } = await insertPost(t.db, { authorId: other.id });
    const top = (await comment(victim, otherPost, 'On your post')).body.data.commentId;
    // Every message to the victim now fails after its event was written.
    await t.db.execute(
      sql.raw(
        `ALTER TABLE messages ADD CONSTRAINT messages_test_fail CHECK (recipient_id <> '${victim.id}')`,
      ),
    );
    try {
      for (const r of [
        await like(other, contentId),
        await want(other, contentId),
        await follow(other, victim.id),
        await comment(other, contentId, 'Nice'),
        await comment(other, otherPost, 'Reply', top),
        await comment(other, otherPost, 'Hey @Victim', undefined, [
          { userId: victim.id, startIndex: 4, endIndex: 11 },
        ]),
        await t.call('POST', '/aigc/api/topic/content', {
          session: other.session,
          body: {
            topicId: null,
            title: 'Mention',
            description: '@Victim hi',
            posterImage: imageIds[0],
            contentImage: [],
            hiddenPrompt: 0,
            showCustomizeBuyButton: 0,
            type: 2,
            mentionUser: [{ userId: victim.id, startIndex: 0, endIndex: 7 }],
          },
        }),
      ]) {
        expect(r.body.code).toBe(500);
      }
      const rowsOf = async (
        table: typeof likes | typeof wants,
        col: typeof likes.contentId | typeof wants.contentId,
      ) => (await t.db.select({ n: count() }).from(table).where(eq(col, contentId)))[0]?.n;
      expect(await rowsOf(likes, likes.contentId)).toBe(0);
      expect(await rowsOf(wants, wants.contentId)).toBe(0);
      const [post] = await t.db.select().from(contents).where(eq(contents.id, contentId));
      expect(post).toMatchObject({ likeCount: 0, wantCount: 0, commentCount: 0 });
      const [f] = await t.db
        .select({ n: count() })
        .from(follows)
        .where(and(eq(follows.followerId, other.id), eq(follows.followedId, victim.id)));
      expect(f?.n).toBe(0);
      const [c] = await t.db
        .select({ n: count() })
        .from(comments)
        .where(eq(comments.authorId, other.id));
      expect(c?.n).toBe(0);
      const [p] = await t.db
        .select({ n: count() })
        .from(contents)
        .where(eq(contents.authorId, other.id));
      expect(p?.n).toBe(1);
      const [u] = await t.db
        .select({ tickets: users.tickets })
        .from(users)
        .where(eq(users.id, other.id));
      expect(u?.tickets).toBe(5);
      expect(await messageCount(victim.id)).toBe(0);
    } finally {
      await t.db.execute(sql`ALTER TABLE messages DROP CONSTRAINT messages_test_fail`);
    }
  });
});

describe('reading, counting and listing', () => {
  it('needs a login', async () => {
    for (const [method, url] of [
      ['GET', '/aigc/api/message/unRead/count'],
      ['GET', '/aigc/api/message/unRead/count/detail'],
      ['GET', '/aigc/api/message/list'],
      ['GET', '/aigc/api/message/official/list'],
      ['GET', '/aigc/api/message/trade/list'],
      ['PUT', '/aigc/api/message/readAll'],
    ] as const) {
      expect((await t.call(method, url)).body.code).toBe(401);
    }
    expect(
      (await t.call('PUT', '/aigc/api/message/read', { body: { msgIdList: [] } })).body.code,
    ).toBe(401);
  });

  it('counts per group and lists each group newest first, with localDateTime in tz', async () => {
    const u = await newUser('Groups');
    const base = new Date('2026-06-10T20:05:09Z');
    for (const [i, type] of [0, 5, 14, 17, 100, 1, 22].entries()) {
      await writeMessage(t.db, {
        recipientId: u.id,
        type,
        now: new Date(base.getTime() + i * 1000),
      });
    }
    const detail = await t.call<UnreadDetailDto>('GET', '/aigc/api/message/unRead/count/detail', {
      session: u.session,
    });
    expect(detail.body.data).toEqual({ systemCount: 3, normalCount: 2, tradeCount: 2 });
    expect(await unread(u)).toBe(7);
    expect((await list(u)).body.data.dataList.map((m) => m.type)).toEqual([22, 1]);
    expect(
      (await list(u, '/aigc/api/message/official/list')).body.data.dataList.map((m) => m.type),
    ).toEqual([100, 5, 0]);
    const trade = (await list(u, '/aigc/api/message/trade/list', { tz: 'Asia/Tokyo' })).body.data;
    expect(trade.dataList.map((m) => [m.type, m.entrance, m.localDateTime, m.userInfo])).toEqual([
      [17, 1, '2026-06-11 05:05:12', null],
      [14, 1, '2026-06-11 05:05:11', null],
    ]);
    const paged = (await list(u, '/aigc/api/message/official/list', { pageSize: '2', page: '2' }))
      .body.data;
    expect(paged).toMatchObject({ page: 2, total: 3, hasMore: false });
    expect(paged.dataList.map((m) => m.type)).toEqual([0]);
    expect((await list(u, '/aigc/api/message/list', { pageSize: '1001' })).body.code).toBe(400);
  });

  it('read and readAll change only the caller’s own messages', async () => {
    const a = await newUser('RA');
    const b = await newUser('RB');
    const now = t.clock.now();
    const aIds: (string | null)[] = [];
    for (let i = 0; i < 3; i++)
      aIds.push(await writeMessage(t.db, { recipientId: a.id, type: MESSAGE_TYPE.LIKE, now }));
    const bId = await writeMessage(t.db, { recipientId: b.id, type: MESSAGE_TYPE.LIKE, now });

    const read = (u: User, msgIdList: string[]) =>
      t.call('PUT', '/aigc/api/message/read', { session: u.session, body: { msgIdList } });
    expect((await read(b, [aIds[0]!, bId!])).body).toEqual({
      code: 200,
      msg: 'success',
      data: null,
    });
    expect(await unread(a)).toBe(3);
    expect(await unread(b)).toBe(0);

    await read(a, [aIds[0]!]);
    expect(await unread(a)).toBe(2);
    expect((await list(a)).body.data.dataList.find((m) => m.msgId === aIds[0])?.readFlag).toBe(1);

    await writeMessage(t.db, { recipientId: b.id, type: MESSAGE_TYPE.FOLLOW, now });
    expect(
      (await t.call('PUT', '/aigc/api/message/readAll', { session: a.session })).body.code,
    ).toBe(200);
    expect(await unread(a)).toBe(0);
    expect(await unread(b)).toBe(1);
  });
});

describe('mentions in a post', () => {
  it('message each mentioned user once (type 23, mentionType 2), never the author', async () => {
    const author = await newUser('Poster');
    const friend = await newUser('Friend');
    await unlockLocalUpload(t, author.session);
    const { imageIds } = await insertPost(t.db, { authorId: author.id });
    const description = '@Friend @Poster look';
    const r = await t.call<{ createId: string }>('POST', '/aigc/api/topic/content', {
      session: author.session,
      body: {
        topicId: null,
        title: 'Ring',
        description,
        posterImage: imageIds[0],
        contentImage: [],
        hiddenPrompt: 0,
        showCustomizeBuyButton: 0,
        type: 2,
        mentionUser: [
          { userId: friend.id, startIndex: 0, endIndex: 7 },
          { userId: author.id, startIndex: 8, endIndex: 15 },
        ],
      },
    });
    expect(r.body.code).toBe(200);
    const forFriend = (await list(friend)).body.data.dataList;
    expect(
      forFriend.map((m) => [m.type, m.userInfo?.userId, m.contentId, m.info.mentionType]),
    ).toEqual([[MESSAGE_TYPE.MENTION, author.id, r.body.data.createId, 2]]);
    expect(forFriend[0]?.posterImage).toEqual([`/aigc/files/test/${imageIds[0]}_512.webp`]);
    expect(await messageCount(author.id)).toBe(0);
  });
});

describe('mentions in a comment', () => {
  it('message each mentioned user once (type 23, mentionType 1, with the comment), never the commenter', async () => {
    const author = await newUser('MAuthor');
    const writer = await newUser('MWriter');
    const ann = await newUser('MAnn');
    const bo = await newUser('MBo');
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const text = '@MAnn @MBo @MWriter @MAnn look';
    const r = await comment(writer, contentId, text, undefined, [
      at(text, ann, 'MAnn'),
      at(text, bo, 'MBo'),
      at(text, writer, 'MWriter'),
      { userId: ann.id, startIndex: 20, endIndex: 25 },
    ]);
    expect(r.body.code).toBe(200);
    const commentId = r.body.data.commentId;
    for (const u of [ann, bo]) {
      const mine = (await list(u)).body.data.dataList;
      expect(
        mine.map((m) => [m.type, m.userInfo?.userId, m.contentId, m.info.mentionType, m.info.commentId, m.payloadJson]),
      ).toEqual([[MESSAGE_TYPE.MENTION, writer.id, contentId, 1, commentId, { content: text }]]);
    }
    expect(await messageCount(writer.id)).toBe(0);
    // The post's author still gets the comment (12), nothing more.
    expect((await list(author)).body.data.dataList.map((m) => m.type)).toEqual([MESSAGE_TYPE.COMMENT]);
  });

  it('a mentioned post author or answered commenter gets only their 12 / 13, never also a 23', async () => {
    const author = await newUser('NAuthor');
    const c1 = await newUser('NC1');
    const c2 = await newUser('NC2');
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const first = '@NAuthor is this for sale?';
    const top = (await comment(c1, contentId, first, undefined, [at(first, author, 'NAuthor')])).body.data
      .commentId;
    t.clock.advance(1000);
    const second = '@NC1 @NAuthor me too';
    const reply = (
      await comment(c2, contentId, second, top, [at(second, c1, 'NC1'), at(second, author, 'NAuthor')])
    ).body.data.commentId;
    expect(
      (await list(author)).body.data.dataList.map((m) => [m.type, m.info.commentId, m.info.mentionType ?? null]),
    ).toEqual([
      [MESSAGE_TYPE.MENTION, reply, 1],
      [MESSAGE_TYPE.COMMENT, top, null],
    ]);
    expect((await list(c1)).body.data.dataList.map((m) => [m.type, m.info.commentId])).toEqual([
      [MESSAGE_TYPE.REPLY, reply],
    ]);
  });
});

describe('want refunds', () => {
  it('message each wanter once: 8 when the design cannot be made, then nothing more when it is deleted; 18 on deletion', async () => {
    const author = await newUser('Maker', 5);
    const w1 = await newUser('W1', 5);
    const w2 = await newUser('W2', 5);
    const operator = await newUser('Ops');
    await t.db.insert(userRoles).values({ userId: operator.id, role: 'admin' });
    const token = await createAdminToken(t.db, operator.id, 'test', t.clock.now());
    const failing = await insertPost(t.db, { authorId: author.id });
    const deleted = await insertPost(t.db, { authorId: author.id });
    for (const contentId of [failing.contentId, deleted.contentId]) {
      for (const u of [w1, w2, author]) expect((await want(u, contentId)).body.code).toBe(200);
    }
    await t.db.insert(products).values({ contentId: failing.contentId, status: 'wanted' });
    const moved = await t.app.inject({
      method: 'POST',
      url: '/aigc/admin/product/status',
      payload: { contentId: failing.contentId, status: 'evaluation_failed' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(moved.json()).toMatchObject({ code: 200 });
    t.clock.advance(1000);
    const del = await t.call('POST', '/aigc/api/topic/content/batch/delete', {
      session: author.session,
      body: { contentIds: [failing.contentId, deleted.contentId] },
    });
    expect(del.body.code).toBe(200);

    for (const u of [w1, w2]) {
      const official = (await list(u, '/aigc/api/message/official/list')).body.data.dataList;
      expect(
        official.map((m) => [
          m.type,
          m.contentId,
          m.info.wantItTicketCount,
          m.userInfo?.userId ?? null,
        ]),
      ).toEqual([
        [MESSAGE_TYPE.WANTED_POST_DELETED, deleted.contentId, 1, author.id],
        [MESSAGE_TYPE.WANTS_REFUNDED, failing.contentId, 1, null],
      ]);
    }
    // The author wanted their own post: refunded (8) like any wanter, and told it cannot be produced (7).
    const own = (await list(author, '/aigc/api/message/official/list')).body.data.dataList;
    expect(own.map((m) => [m.type, m.contentId]).sort()).toEqual([
      [MESSAGE_TYPE.CANNOT_PRODUCE, failing.contentId],
      [MESSAGE_TYPE.WANTS_REFUNDED, failing.contentId],
    ]);
  });
});

describe('Make It Real', () => {
  it('tells every wanter when the post passes its threshold (5) and when it is made (9), not the author', async () => {
    const author = await newUser('Designer', 5);
    const last = await newUser('Last', 5);
    const operator = await newUser('Ops3');
    await t.db.insert(userRoles).values({ userId: operator.id, role: 'admin' });
    const token = await createAdminToken(t.db, operator.id, 'test', t.clock.now());
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const early = await Promise.all(Array.from({ length: 100 }, (_, i) => newUser(`E${i}`)));
    await t.db
      .insert(wants)
      .values(early.map((u) => ({ contentId, userId: u.id, createdAt: t.clock.now() })));
    await t.db.update(contents).set({ wantCount: 100 }).where(eq(contents.id, contentId));
    expect((await want(last, contentId)).body.code).toBe(200);
    const passed = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.contentId, contentId), eq(messages.type, 5)));
    expect(passed).toHaveLength(101);
    expect(new Set(passed.map((m) => m.recipientId))).toEqual(
      new Set([...early.map((u) => u.id), last.id]),
    );
    const [mine] = (await list(last, '/aigc/api/message/official/list')).body.data.dataList;
    expect(mine).toMatchObject({ type: 5, contentId, info: { conditionNum: 100 }, userInfo: null });

    const move = async (status: string) => {
      t.clock.advance(1000);
      return (
        await t.app.inject({
          method: 'POST',
          url: '/aigc/admin/product/status',
          payload: { contentId, status },
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
    };
    const ofType = async (type: number) =>
      (
        await t.db
          .select({ n: count() })
          .from(messages)
          .where(and(eq(messages.contentId, contentId), eq(messages.type, type)))
      )[0]?.n;
    for (const status of ['modelling', 'production']) expect(await move(status)).toMatchObject({ code: 200 });
    expect(await ofType(MESSAGE_TYPE.MADE)).toBe(0);
    expect(await move('delivering')).toMatchObject({ code: 200 });
    expect(await ofType(MESSAGE_TYPE.MADE)).toBe(101);
    expect(await ofType(MESSAGE_TYPE.GRAB_IT)).toBe(0);
    expect(await move('on_sale')).toMatchObject({ code: 200 });
    expect(await ofType(MESSAGE_TYPE.GRAB_IT)).toBe(101);
    expect(await ofType(MESSAGE_TYPE.MADE)).toBe(101);
    const official = (await list(last, '/aigc/api/message/official/list')).body.data.dataList;
    expect(official.map((m) => [m.type, m.contentId, m.info.productId ?? null, m.userInfo])).toEqual([
      [MESSAGE_TYPE.GRAB_IT, contentId, contentId, null],
      [MESSAGE_TYPE.MADE, contentId, null, null],
      [MESSAGE_TYPE.THRESHOLD_PASSED, contentId, null, null],
    ]);
    const toAuthor = await t.db
      .select({ type: messages.type })
      .from(messages)
      .where(eq(messages.recipientId, author.id));
    expect(toAuthor.map((m) => m.type)).toEqual([MESSAGE_TYPE.WANT]);
  });

  it('tells the author a design that failed evaluation cannot be produced (7), once, beside the wanters’ refunds (8)', async () => {
    const author = await newUser('Unmakeable', 5);
    const fan = await newUser('UFan', 5);
    const operator = await newUser('Ops4');
    await t.db.insert(userRoles).values({ userId: operator.id, role: 'admin' });
    const token = await createAdminToken(t.db, operator.id, 'test', t.clock.now());
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    expect((await want(fan, contentId)).body.code).toBe(200);
    await t.db.insert(products).values({ contentId, status: 'modelling' });
    const fail = () =>
      t.app.inject({
        method: 'POST',
        url: '/aigc/admin/product/status',
        payload: { contentId, status: 'evaluation_failed' },
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await fail()).json()).toMatchObject({ code: 200, data: { refunded: 1 } });
    expect((await fail()).json()).toMatchObject({ code: 409 });
    const own = (await list(author, '/aigc/api/message/official/list')).body.data.dataList;
    expect(own.map((m) => [m.type, m.contentId, m.userInfo])).toEqual([
      [MESSAGE_TYPE.CANNOT_PRODUCE, contentId, null],
    ]);
    const fans = (await list(fan, '/aigc/api/message/official/list')).body.data.dataList;
    expect(fans.map((m) => m.type)).toEqual([MESSAGE_TYPE.WANTS_REFUNDED]);
  });

  it('leaves neither the status change nor its notices when a notice fails', async () => {
    const author = await newUser('RollAuthor', 5);
    const fan = await newUser('RollFan', 5);
    const operator = await newUser('Ops5');
    await t.db.insert(userRoles).values({ userId: operator.id, role: 'admin' });
    const token = await createAdminToken(t.db, operator.id, 'test', t.clock.now());
    const sold = await insertPost(t.db, { authorId: author.id });
    const failed = await insertPost(t.db, { authorId: author.id });
    for (const p of [sold, failed]) expect((await want(fan, p.contentId)).body.code).toBe(200);
    await t.db.insert(products).values([
      { contentId: sold.contentId, status: 'delivering' },
      { contentId: failed.contentId, status: 'wanted' },
    ]);
    const move = (contentId: string, status: string) =>
      t.app.inject({
        method: 'POST',
        url: '/aigc/admin/product/status',
        payload: { contentId, status },
        headers: { authorization: `Bearer ${token}` },
      });
    // 6 to the fan fails after the status changed; 7 to the author fails after the refunds.
    await t.db.execute(
      sql.raw(
        `ALTER TABLE messages ADD CONSTRAINT messages_test_fail CHECK (NOT (type IN (6, 7) AND recipient_id IN ('${fan.id}', '${author.id}'))) NOT VALID`,
      ),
    );
    try {
      expect((await move(sold.contentId, 'on_sale')).json()).toMatchObject({ code: 500 });
      expect((await move(failed.contentId, 'evaluation_failed')).json()).toMatchObject({ code: 500 });
    } finally {
      await t.db.execute(sql`ALTER TABLE messages DROP CONSTRAINT messages_test_fail`);
    }
    const statuses = await t.db
      .select({ contentId: products.contentId, status: products.status })
      .from(products)
      .where(inArray(products.contentId, [sold.contentId, failed.contentId]));
    expect(new Map(statuses.map((r) => [r.contentId, r.status]))).toEqual(
      new Map([
        [sold.contentId, 'delivering'],
        [failed.contentId, 'wanted'],
      ]),
    );
    const [u] = await t.db.select({ tickets: users.tickets }).from(users).where(eq(users.id, fan.id));
    expect(u?.tickets).toBe(3);
    expect(await messageCount(fan.id)).toBe(0);
    expect((await list(author)).body.data.dataList.map((m) => m.type)).toEqual([
      MESSAGE_TYPE.WANT,
      MESSAGE_TYPE.WANT,
    ]);
  });
});

describe('order notices (producer interface for the shop)', () => {
  it('land in the trade list with the order fields and the product image, and roll back with their transaction', async () => {
    const buyer = await newUser('Buyer');
    const order = {
      recipientId: buyer.id,
      orderId: 'o-1',
      productId: 'p-1',
      productName: 'Moon lamp',
      productImage: '/aigc/files/p-1.webp',
      payAmount: 4900,
      now: t.clock.now(),
    };
    await writeOrderMessage(t.db, { ...order, type: 16, returnReason: 'cannot be produced' });
    await expect(
      t.db.transaction(async (tx) => {
        await writeOrderMessage(tx, { ...order, type: MESSAGE_TYPE.ORDER_LOGISTICS });
        throw new Error('order write failed');
      }),
    ).rejects.toThrow('order write failed');
    const trade = (await list(buyer, '/aigc/api/message/trade/list')).body.data.dataList;
    expect(trade).toHaveLength(1);
    expect(trade[0]).toMatchObject({
      type: 16,
      entrance: 1,
      posterImage: ['/aigc/files/p-1.webp'],
      info: {
        orderId: 'o-1',
        productId: 'p-1',
        product_name: 'Moon lamp',
        payAmount: 4900,
        returnReason: 'cannot be produced',
      },
    });
    expect(
      (
        await t.call<UnreadDetailDto>('GET', '/aigc/api/message/unRead/count/detail', {
          session: buyer.session,
        })
      ).body.data,
    ).toEqual({ systemCount: 0, normalCount: 0, tradeCount: 1 });
  });
});
