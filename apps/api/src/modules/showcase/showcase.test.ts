/**
 * The official showcase through HTTP (docs/product.md §2 'About us'):
 * operators pick posts in an order (API and CLI), the public list shows only
 * those, and a removed or deleted post leaves it (the seed's picks: seed.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../../cli/admin';
import { showcasePosts, userRoles } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import { insertPost } from '../../test/posts';
import { createAdminToken } from '../admin';
import { SHOWCASE_MAX, type ShowcaseEntryDto } from './service';

let t: TestApp;
let ops: { id: string; session: string };
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  ops = await t.createUser({ nickname: 'Ops' });
  await t.db.insert(userRoles).values({ userId: ops.id, role: 'admin' });
  adminToken = await createAdminToken(t.db, ops.id, 'test', t.clock.now());
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Env<T> = { code: number; msg: string; data: T };

async function admin<T>(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, auth: { token?: string; session?: string } = { token: adminToken }) {
  const res = await t.app.inject({
    method,
    url: `/aigc${url}`,
    ...(payload === undefined ? {} : { payload }),
    ...(auth.token ? { headers: { authorization: `Bearer ${auth.token}` } } : {}),
    ...(auth.session ? { cookies: { aigc_session: auth.session } } : {}),
  });
  return res.json() as Env<T>;
}
const add = (contentId: string, position?: number) =>
  admin<{ dataList: ShowcaseEntryDto[] }>('POST', '/admin/showcase', { contentId, ...(position ? { position } : {}) });
const remove = (contentId: string) => admin<{ dataList: ShowcaseEntryDto[] }>('POST', '/admin/showcase/remove', { contentId });
async function shown(session?: string) {
  const r = await t.call<{ dataList: { contentId: string; title: string; liked: boolean }[] }>('GET', '/aigc/api/showcase', {
    ...(session ? { session } : {}),
  });
  expect(r.body.code).toBe(200);
  return r.body.data.dataList;
}
async function clear() {
  await t.db.delete(showcasePosts);
}

describe('the official showcase', () => {
  it('shows nothing until operators pick posts, then only those, in their order', async () => {
    await clear();
    const author = await t.createUser({ nickname: 'Mira' });
    const [a, b, c] = await Promise.all(
      ['Moon ring', 'Fox pendant', 'Test post please ignore'].map((title) => insertPost(t.db, { authorId: author.id, title })),
    );
    expect(await shown()).toEqual([]);

    expect((await add(a!.contentId)).data.dataList.map((e) => e.contentId)).toEqual([a!.contentId]);
    const both = await add(b!.contentId, 1);
    expect(both.data.dataList.map((e) => [e.position, e.contentId, e.title, e.authorName, e.addedBy])).toEqual([
      [1, b!.contentId, 'Fox pendant', 'Mira', ops.id],
      [2, a!.contentId, 'Moon ring', 'Mira', ops.id],
    ]);
    // The newest post (the test post) is not shown: only what was picked.
    expect((await shown()).map((p) => p.title)).toEqual(['Fox pendant', 'Moon ring']);
    expect((await admin<{ dataList: ShowcaseEntryDto[] }>('GET', '/admin/showcase')).data.dataList).toHaveLength(2);

    // Moving: adding a post that is in already puts it at the new place.
    expect((await add(a!.contentId, 1)).data.dataList.map((e) => e.contentId)).toEqual([a!.contentId, b!.contentId]);
    // A position past the end puts it last.
    expect((await add(c!.contentId, 99)).data.dataList.map((e) => e.position)).toEqual([1, 2, 3]);

    // Removing closes the gap.
    const after = await remove(a!.contentId);
    expect(after.data.dataList.map((e) => [e.position, e.contentId])).toEqual([
      [1, b!.contentId],
      [2, c!.contentId],
    ]);
    expect(await remove(a!.contentId)).toEqual({ code: 404, msg: 'This post is not in the showcase', data: null });
    expect((await shown()).map((p) => p.title)).toEqual(['Fox pendant', 'Test post please ignore']);
  });

  it('carries the viewer’s likes like any card list', async () => {
    await clear();
    const author = await t.createUser();
    const viewer = await t.createUser();
    const { contentId } = await insertPost(t.db, { authorId: author.id, title: 'Liked one' });
    await add(contentId);
    expect((await t.call('POST', '/aigc/api/topic/content/like', { body: { contentId }, session: viewer.session })).body.code).toBe(200);
    expect((await shown(viewer.session))[0]).toMatchObject({ contentId, liked: true });
    expect((await shown())[0]).toMatchObject({ contentId, liked: false });
  });

  it('takes a post off when its author deletes it, and never takes a deleted or unknown post', async () => {
    await clear();
    const author = await t.createUser();
    const [first, second] = await Promise.all([insertPost(t.db, { authorId: author.id }), insertPost(t.db, { authorId: author.id })]);
    await add(first!.contentId);
    await add(second!.contentId);
    const del = await t.call('POST', '/aigc/api/topic/content/batch/delete', {
      body: { contentIds: [first!.contentId] },
      session: author.session,
    });
    expect(del.body.code).toBe(200);
    expect((await shown()).map((p) => p.contentId)).toEqual([second!.contentId]);
    expect((await admin<{ dataList: ShowcaseEntryDto[] }>('GET', '/admin/showcase')).data.dataList.map((e) => [e.position, e.contentId])).toEqual([
      [1, second!.contentId],
    ]);
    const missing = { code: 404, msg: 'This post does not exist or was deleted', data: null };
    expect(await add(first!.contentId)).toEqual(missing);
    expect(await add('no-such-post')).toEqual(missing);
  });

  it(`holds at most ${SHOWCASE_MAX} posts`, async () => {
    await clear();
    const author = await t.createUser();
    const posts = await Promise.all(Array.from({ length: SHOWCASE_MAX + 1 }, () => insertPost(t.db, { authorId: author.id })));
    for (const p of posts.slice(0, SHOWCASE_MAX)) expect((await add(p.contentId)).code).toBe(200);
    expect(await add(posts[SHOWCASE_MAX]!.contentId)).toEqual({
      code: 409,
      msg: `The showcase is full (at most ${SHOWCASE_MAX} posts): remove one first`,
      data: null,
    });
    // Moving one that is in is still fine.
    expect((await add(posts[3]!.contentId, 1)).data.dataList[0]!.contentId).toBe(posts[3]!.contentId);
    expect(await shown()).toHaveLength(SHOWCASE_MAX);
  });

  it('is for operators only; the public list is open to everyone', async () => {
    const someone = await t.createUser();
    expect((await admin('GET', '/admin/showcase', undefined, {})).code).toBe(401);
    expect((await admin('GET', '/admin/showcase', undefined, { session: someone.session })).code).toBe(403);
    expect((await admin('POST', '/admin/showcase', { contentId: 'x' }, { session: someone.session })).code).toBe(403);
    expect((await admin('POST', '/admin/showcase', { contentId: 'x', position: 0 })).code).toBe(400);
    // An operator's session works as well as a token.
    expect((await admin('GET', '/admin/showcase', undefined, { session: ops.session })).code).toBe(200);
  });

  it('the admin CLI lists, adds at a position and removes', async () => {
    await clear();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const author = await t.createUser({ nickname: 'Cli Author' });
    const [one, two] = await Promise.all([
      insertPost(t.db, { authorId: author.id, title: 'First pick' }),
      insertPost(t.db, { authorId: author.id, title: 'Second pick' }),
    ]);
    const out: string[] = [];
    const err: string[] = [];
    const run = (args: string[]) =>
      runAdminCli([...args, '--url', base, '--token', adminToken], { out: (l) => out.push(l), err: (l) => err.push(l), env: {} });

    expect(await run(['showcase'])).toBe(0);
    expect(out).toEqual(['the showcase is empty: the About page hides it']);
    out.length = 0;
    expect(await run(['showcase-add', one!.contentId])).toBe(0);
    expect(await run(['showcase-add', two!.contentId, '--position', '1'])).toBe(0);
    out.length = 0;
    expect(await run(['showcase'])).toBe(0);
    expect(out[0]).toMatch(new RegExp(`^1\\t${two!.contentId}\\tSecond pick\\tby Cli Author\\t0 wants\\tadded `));
    expect(out[1]).toMatch(new RegExp(`^2\\t${one!.contentId}\\tFirst pick\\t`));
    expect(out[2]).toBe('2 post(s) in the showcase');
    expect(await run(['showcase-add', one!.contentId, '--position', 'first'])).toBe(1);
    expect(err.pop()).toBe('--position must be a whole number from 1');
    expect(await run(['showcase-remove', two!.contentId])).toBe(0);
    expect(await run(['showcase-remove', two!.contentId])).toBe(1);
    expect(err.pop()).toContain('This post is not in the showcase');
    expect(await run(['showcase-add'])).toBe(1);
    expect(err.pop()).toBe('showcase-add needs a contentId');
    expect((await shown()).map((p) => p.title)).toEqual(['First pick']);
  });
});

