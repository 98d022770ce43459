import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, contentShares } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import { insertPost } from '../../test/posts';
import type { ShareInfo } from './service';

let t: TestApp;
let author: { id: string; session: string };

beforeAll(async () => {
  t = await startTestApp();
  author = await t.createUser({ nickname: 'Author' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('POST /api/share/info and /api/topic/content/share', () => {
  it('gives the title, a clipped description, absolute image and page URLs', async () => {
    const { contentId, imageIds } = await insertPost(t.db, { authorId: author.id, title: 'Moon ring', description: 'd'.repeat(200) });
    const r = await t.call<ShareInfo>('POST', '/aigc/api/share/info', { body: { contentId } });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({
      contentId,
      title: 'Moon ring',
      image: `http://localhost/aigc/files/test/${imageIds[0]}_512.webp`,
      url: `http://localhost/content/${contentId}?pageSource=share`,
    });
    expect([...r.body.data.description]).toHaveLength(140);
    expect(r.body.data.description.endsWith('…')).toBe(true);
  });

  it('never uses a hidden prompt, and names the creator when there is no title', async () => {
    const hidden = await insertPost(t.db, { authorId: author.id, title: '', prompt: 'secret recipe', hiddenPrompt: true });
    const r = await t.call<ShareInfo>('POST', '/aigc/api/share/info', { body: { contentId: hidden.contentId } });
    expect(r.body.data).toMatchObject({ title: 'A design by Author', description: '' });
    const open = await insertPost(t.db, { authorId: author.id, prompt: 'open recipe' });
    const o = await t.call<ShareInfo>('POST', '/aigc/api/share/info', { body: { contentId: open.contentId } });
    expect(o.body.data.description).toBe('open recipe');
  });

  it('records shares (visitors too) and answers 404 for missing or deleted posts', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    expect((await t.call('POST', '/aigc/api/topic/content/share', { body: { contentId } })).body.code).toBe(200);
    expect(
      (await t.call('POST', '/aigc/api/topic/content/share', { session: author.session, body: { contentId, channel: 'copy_link' } })).body
        .code,
    ).toBe(200);
    const rows = await t.db.select().from(contentShares).where(eq(contentShares.contentId, contentId));
    expect(rows.map((r) => [r.userId, r.channel])).toEqual(
      expect.arrayContaining([
        [author.id, 'copy_link'],
        [null, 'link'],
      ]),
    );
    expect(rows).toHaveLength(2);
    expect((await t.call('POST', '/aigc/api/share/info', { body: { contentId: 'missing' } })).body.code).toBe(404);
    await t.db.update(contents).set({ deletedAt: new Date() }).where(eq(contents.id, contentId));
    expect((await t.call('POST', '/aigc/api/topic/content/share', { body: { contentId } })).body.code).toBe(404);
    const [n] = await t.db.select({ n: count() }).from(contentShares).where(eq(contentShares.contentId, contentId));
    expect(n?.n).toBe(2);
  });
});
