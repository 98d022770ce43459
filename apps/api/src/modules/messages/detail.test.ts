import { MESSAGE_TYPE } from '@aigc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import type { MessageDto } from './schemas';
import { sendOfficialMessage, writeMessage, writeOrderMessage } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type User = { id: string; session: string };

const detail = (u: User | null, msgId: string, query: Record<string, string> = {}) =>
  t.call<MessageDto | null>('GET', '/aigc/api/message/detail', {
    ...(u ? { session: u.session } : {}),
    query: { msgId, ...query },
  });
const unread = async (u: User) =>
  (await t.call<number>('GET', '/aigc/api/message/unRead/count', { session: u.session })).body
    .data;

describe('GET /api/message/detail (the /information/:msgId page, docs/product.md §2)', () => {
  it('answers one of the caller’s own official messages with its payload, in tz, and marks nothing', async () => {
    const u = await t.createUser({ nickname: 'Reader' });
    const now = new Date('2026-06-10T20:05:09Z');
    await sendOfficialMessage(t.db, {
      type: MESSAGE_TYPE.CUSTOM,
      recipientIds: [u.id],
      title: 'Summer challenge',
      content: 'Design a lantern for the summer night.',
      landingUrl: 'https://makeable.app/challenge/7',
      attachments: [{ web_text: 'Rules', type: 1, image_url: '/aigc/files/rules.png' }],
      popupImage: '/aigc/files/popup.png',
      now,
    });
    const list = await t.call<{ dataList: MessageDto[] }>('GET', '/aigc/api/message/official/list', {
      session: u.session,
      query: { page: '1', pageSize: '10' },
    });
    const msgId = list.body.data.dataList[0]!.msgId;

    const res = await detail(u, msgId, { tz: 'Asia/Tokyo' });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({
      msgId,
      type: MESSAGE_TYPE.CUSTOM,
      readFlag: 0,
      contentId: null,
      entrance: 0,
      userInfo: null,
      info: { commentId: null },
      payloadJson: {
        title: 'Summer challenge',
        content: 'Design a lantern for the summer night.',
        landing_url: 'https://makeable.app/challenge/7',
        attachments: [{ web_text: 'Rules', type: 1, image_url: '/aigc/files/rules.png' }],
        web_popup_image: '/aigc/files/popup.png',
      },
      posterImage: [],
      localDateTime: '2026-06-11 05:05:09',
    });
    // the same shape as the list item (which is in UTC here)
    expect({ ...list.body.data.dataList[0], localDateTime: '2026-06-11 05:05:09' }).toEqual(res.body.data);
    expect(await unread(u)).toBe(1);
  });

  it('takes the zone from the Tz header when the query has none, else UTC', async () => {
    const u = await t.createUser({ nickname: 'Zone' });
    const msgId = await writeMessage(t.db, {
      recipientId: u.id,
      type: MESSAGE_TYPE.SYSTEM,
      now: new Date('2026-01-01T00:00:00Z'),
    });
    expect((await detail(u, msgId!)).body.data?.localDateTime).toBe('2026-01-01 00:00:00');
    const viaHeader = await t.call<MessageDto>('GET', '/aigc/api/message/detail', {
      session: u.session,
      query: { msgId: msgId! },
      headers: { tz: 'America/New_York' },
    });
    expect(viaHeader.body.data.localDateTime).toBe('2025-12-31 19:00:00');
  });

  it('says entrance 1 for an order message', async () => {
    const u = await t.createUser({ nickname: 'Buyer' });
    const msgId = await t.db.transaction((tx) =>
      writeOrderMessage(tx, {
        recipientId: u.id,
        type: 14,
        orderId: 'o-1',
        productId: 'p-1',
        productName: 'Fox pendant',
        productImage: '/aigc/files/fox.png',
        payAmount: 2900,
        now: t.clock.now(),
      }),
    );
    expect((await detail(u, msgId)).body.data).toMatchObject({
      type: 14,
      entrance: 1,
      info: { orderId: 'o-1', product_name: 'Fox pendant' },
      posterImage: ['/aigc/files/fox.png'],
    });
  });

  it('answers 404 for another user’s message and for an unknown id, 401 without a login, 400 without msgId', async () => {
    const owner = await t.createUser({ nickname: 'Owner' });
    const other = await t.createUser({ nickname: 'Other' });
    const msgId = await writeMessage(t.db, {
      recipientId: owner.id,
      type: MESSAGE_TYPE.SYSTEM,
      now: t.clock.now(),
    });
    expect((await detail(other, msgId!)).body).toEqual({
      code: 404,
      msg: 'This message does not exist',
      data: null,
    });
    expect((await detail(owner, 'no-such-message')).body.code).toBe(404);
    expect((await detail(null, msgId!)).body.code).toBe(401);
    expect(
      (await t.call('GET', '/aigc/api/message/detail', { session: owner.session })).body.code,
    ).toBe(400);
    expect(await unread(owner)).toBe(1);
  });
});
