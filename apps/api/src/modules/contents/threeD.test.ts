import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../lib/sessions';
import { startTestApp, type TestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import type { GenerateJobDto, GenerationRecordDto } from '../generate';
import type { FeedPageSchema, PostDetailDto, PublishResultSchema } from './schemas';
import type { z } from 'zod';

type FeedPage = z.infer<typeof FeedPageSchema>;
type UserCard = { contentId: string; isModel: boolean; modelUrl: string | null };

let t: TestApp;
let me: { id: string; session: string };
let other: { id: string; session: string };

/** Waits for the queue and returns the job's record. */
async function settle(session: string, jobId: string): Promise<GenerationRecordDto> {
  await t.app.generationQueue.waitForIdle();
  const res = await t.call<GenerateJobDto>('GET', '/aigc/api/generate/result', { session, query: { jobId } });
  if (!res.body.data.record) throw new Error(`generation failed: ${res.body.data.error}`);
  return res.body.data.record;
}

/** A text → image result, then its image → 3D result (through the HTTP tools). */
async function makeModel(session: string): Promise<{ image: GenerationRecordDto; model: GenerationRecordDto }> {
  const r = await t.call<GenerateJobDto>('POST', '/aigc/api/generate', { session, body: { prompt: 'a small fox' } });
  const image = await settle(session, r.body.data.jobId);
  const res = await t.app.inject({
    method: 'POST',
    url: '/aigc/api/generate/img2model3d',
    ...multipartBody({ sourceImageId: image.images[0]!.uniqueImageId, voxelResolution: '64' }),
    cookies: { [SESSION_COOKIE]: session },
  });
  const job = res.json() as { data: GenerateJobDto };
  return { image, model: await settle(session, job.data.jobId) };
}

function publish(session: string, body: Record<string, unknown>) {
  return t.call<z.infer<typeof PublishResultSchema>>('POST', '/aigc/api/topic/content', { session, body: { title: 'Fox', ...body } });
}

beforeAll(async () => {
  t = await startTestApp();
  me = await t.createUser({ nickname: 'Modeller' });
  other = await t.createUser({ nickname: 'Other' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('3D posts (docs/api-contract.md "3D posts")', () => {
  it('publishes a model: list, detail, account filter and download carry it', async () => {
    const { model } = await makeModel(me.session);
    expect(model.model3d).not.toBeNull();
    const res = await publish(me.session, { posterImage: model.images[0]!.uniqueImageId, modelGenerateId: model.id });
    expect(res.body.code).toBe(200);
    const id = res.body.data.createId;

    const detail = await t.call<PostDetailDto>('GET', '/aigc/api/topic/content/detail', { query: { contentId: id } });
    expect(detail.body.data.isModel).toBe(true);
    const m = detail.body.data.model!;
    // Content-addressed copy, not the generation's own file.
    expect(m.glbUrl).toMatch(/^\/aigc\/files\/models\/[0-9a-f]{64}\.glb$/);
    expect(m.stlUrl).toMatch(/^\/aigc\/files\/models\/[0-9a-f]{64}\.stl$/);
    expect(m.glbUrl).not.toBe(model.model3d!.glbUrl);
    const glb = await t.app.inject({ method: 'GET', url: m.glbUrl });
    expect(glb.statusCode).toBe(200);
    expect(glb.rawPayload.subarray(0, 4).toString('ascii')).toBe('glTF');
    expect(m.sizeBytes).toBe(glb.rawPayload.length);

    const feed = await t.call<FeedPage>('GET', '/aigc/api/topic/content/list', { query: { sort: 'new', pageSize: '50' } });
    expect(feed.body.data.dataList.find((c) => c.contentId === id)?.isModel).toBe(true);

    const models = await t.call<{ dataList: UserCard[] }>('GET', '/aigc/api/topic/content/user/list', {
      query: { userId: me.id, kind: 'model' },
    });
    expect(models.body.data.dataList.map((c) => c.contentId)).toEqual([id]);
    expect(models.body.data.dataList[0]).toMatchObject({ isModel: true, modelUrl: m.glbUrl });
    const imagesOnly = await t.call<{ dataList: UserCard[] }>('GET', '/aigc/api/topic/content/user/list', {
      query: { userId: me.id, kind: 'image' },
    });
    expect(imagesOnly.body.data.dataList.map((c) => c.contentId)).not.toContain(id);

    // One model per download (docs/product.md §5), as an attachment; anyone may download.
    const dl = await t.app.inject({ method: 'GET', url: m.downloadUrl });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toContain('Fox.glb');
    expect(dl.rawPayload.equals(glb.rawPayload)).toBe(true);
    const stl = await t.app.inject({ method: 'GET', url: `${m.downloadUrl}&format=stl` });
    expect(stl.statusCode).toBe(200);
    expect(stl.headers['content-disposition']).toContain('Fox.stl');
    const two = await t.app.inject({ method: 'GET', url: `/aigc/api/download/model?contentId=${id}&contentId=${id}` });
    expect(two.json()).toMatchObject({ code: 400, msg: 'Only 1 model file can be downloaded at a time' });

    // Deleting the generation leaves the post's model whole.
    const del = await t.call('POST', '/aigc/api/generate/delete/item', { session: me.session, body: { itemIds: [model.id] } });
    expect(del.status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: m.glbUrl })).statusCode).toBe(200);

    // Deleting the post removes its model files (docs/security.md 'Input hygiene, deletion and rewards').
    const gone = await t.call('POST', '/aigc/api/topic/content/batch/delete', { session: me.session, body: { contentIds: [id] } });
    expect(gone.body.code).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: m.glbUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: m.stlUrl! })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: m.downloadUrl })).statusCode).toBe(404);
  });

  it("refuses someone else's model, a non-3D generation and a poster that is not the model's preview", async () => {
    const { image, model } = await makeModel(other.session);
    const theirs = await publish(me.session, { posterImage: model.images[0]!.uniqueImageId, modelGenerateId: model.id, type: 1 });
    expect(theirs.body.code).toBe(403);
    const mine = await makeModel(me.session);
    // My poster with their model: still their model.
    const mixed = await publish(me.session, { posterImage: mine.model.images[0]!.uniqueImageId, modelGenerateId: model.id });
    expect(mixed.body.code).toBe(403);
    expect(mixed.body.msg).toBe('You can only publish your own models');
    const unknown = await publish(me.session, { posterImage: mine.model.images[0]!.uniqueImageId, modelGenerateId: 'nope' });
    expect(unknown.body.code).toBe(403);
    const notModel = await publish(me.session, { posterImage: mine.image.images[0]!.uniqueImageId, modelGenerateId: mine.image.id });
    expect(notModel.body.code).toBe(400);
    expect(notModel.body.msg).toBe('The model is temporarily unavailable for posting');
    const wrongPoster = await publish(me.session, { posterImage: mine.image.images[0]!.uniqueImageId, modelGenerateId: mine.model.id });
    expect(wrongPoster.body.code).toBe(400);
    // An image post stays an image post.
    const plain = await publish(me.session, { posterImage: mine.image.images[0]!.uniqueImageId });
    const detail = await t.call<PostDetailDto>('GET', '/aigc/api/topic/content/detail', { query: { contentId: plain.body.data.createId } });
    expect(detail.body.data).toMatchObject({ isModel: false, model: null });
    expect(image.model3d).toBeNull();
    const none = await t.app.inject({ method: 'GET', url: `/aigc/api/download/model?contentId=${plain.body.data.createId}` });
    expect(none.statusCode).toBe(404);
  });
});
