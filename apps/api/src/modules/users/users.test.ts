import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('user routes', () => {
  it('info returns the User shape for the caller and 401 for visitors', async () => {
    const u = await t.register({ nickname: 'Grace' });
    const r = await t.call('GET', '/aigc/api/user/info', { session: u.session });
    expect(r.body).toEqual({
      code: 200,
      msg: 'success',
      data: {
        id: u.id,
        userId: u.id,
        nickName: 'Grace',
        avatar: null,
        email: u.email,
        phone: null,
        openId: null,
        hasPassword: true,
        accountLevel: '',
        creatorTier: 'none',
        balance: 5,
        showPostLocalUpload: false,
        needOnBoarding: true,
        eduIdentity: null,
      },
    });
    expect((await t.call('GET', '/aigc/api/user/info')).body).toEqual({
      code: 401,
      msg: 'Please log in',
      data: null,
    });
    expect((await t.call('GET', '/aigc/api/user/account')).body.code).toBe(401);
  });

  it('profile counts visible posts and wants received; 404 for unknown users', async () => {
    const author = await t.createUser({ nickname: 'Maker' });
    await t.db.insert(contents).values([
      { id: newId(), authorId: author.id, title: 'a', wantCount: 3 },
      { id: newId(), authorId: author.id, title: 'b', wantCount: 4 },
      { id: newId(), authorId: author.id, title: 'gone', wantCount: 50, deletedAt: t.clock.now() },
    ]);
    const visitor = await t.call('GET', '/aigc/api/user/profile', { query: { userId: author.id } });
    expect(visitor.body.data).toMatchObject({
      userId: author.id,
      nickName: 'Maker',
      postCount: 2,
      wantReceivedCount: 7,
      isSelf: false,
    });
    const self = await t.call<{ isSelf: boolean }>('GET', '/aigc/api/user/profile', {
      query: { userId: author.id },
      session: author.session,
    });
    expect(self.body.data.isSelf).toBe(true);
    expect(
      (await t.call('GET', '/aigc/api/user/profile', { query: { userId: 'nobody' } })).body.code,
    ).toBe(404);
  });
});
