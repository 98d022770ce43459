import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, imageDownloads, images } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../test/harness';
import { insertPost } from '../../test/posts';
import { attachmentDisposition } from './service';

let t: TestApp;
let author: { id: string; session: string };

beforeAll(async () => {
  t = await startTestApp();
  author = await t.createUser({ nickname: 'Author' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const download = (query: Record<string, string>, session?: string) =>
  t.app.inject({ method: 'GET', url: '/aigc/api/download/image', query, ...(session ? { cookies: { aigc_session: session } } : {}) });

async function downloadsOf(imageId: string): Promise<number> {
  const [r] = await t.db.select({ n: count() }).from(imageDownloads).where(eq(imageDownloads.imageId, imageId));
  return r?.n ?? -1;
}

describe('GET /api/download/image', () => {
  it('sends the original file as an attachment named after the post and counts the download', async () => {
    const { imageIds } = await insertPost(t.db, { authorId: author.id, title: '月光 ring', imageCount: 2, storage: t.app.storage });
    const res = await download({ uniqueImageId: imageIds[1]! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body).toBe('file-2');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="__ ring-2.png"; filename*=UTF-8''${encodeURIComponent('月光 ring-2.png')}`,
    );
    expect(await downloadsOf(imageIds[1]!)).toBe(1);
    await download({ uniqueImageId: imageIds[1]!, topicId: 'any' }, author.session);
    expect(await downloadsOf(imageIds[1]!)).toBe(2);
  });

  it('refuses unknown images, images of deleted posts and other people’s unpublished images with a 404 envelope', async () => {
    expect((await download({ uniqueImageId: 'nope' })).json()).toEqual({
      code: 404,
      msg: 'This image does not exist or was deleted',
      data: null,
    });
    const { contentId, imageIds } = await insertPost(t.db, { authorId: author.id, storage: t.app.storage });
    await t.db.update(contents).set({ deletedAt: new Date() }).where(eq(contents.id, contentId));
    const gone = await download({ uniqueImageId: imageIds[0]! });
    expect(gone.statusCode).toBe(404);
    expect(await downloadsOf(imageIds[0]!)).toBe(0);

    // An unpublished image: only its owner may download it.
    const id = newId();
    await t.app.storage.put(`test/${id}.png`, Buffer.from('mine'), 'image/png');
    await t.db.insert(images).values({
      id,
      ownerId: author.id,
      key: `test/${id}.png`,
      url: `/aigc/files/test/${id}.png`,
      url512: '',
      url200: '',
      width: 1,
      height: 1,
    });
    const stranger = await t.createUser();
    expect((await download({ uniqueImageId: id }, stranger.session)).statusCode).toBe(404);
    const own = await download({ uniqueImageId: id }, author.session);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain(`filename="aigc-${id}.png"`);
  });

  it('escapes characters that are unsafe in file names', () => {
    expect(attachmentDisposition('a/b"c.png')).toBe(`attachment; filename="a_b_c.png"; filename*=UTF-8''a_b_c.png`);
  });
});
