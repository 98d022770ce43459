/**
 * Preview images through HTTP (docs/product.md 'Preview images'): the offline
 * engine's pictures are flagged `preview`, carry no prompt in their pixels or
 * files, and a post whose prompt is hidden shows it nowhere to others.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationJobs } from '../../db/schema';
import { OfflineEngine } from '../../engine';
import { startTestApp, type TestApp } from '../../test/harness';
import type { GenerateJobDto, GenerationRecordDto } from '../generate';
import type { PostCardDto, PostDetailDto } from './schemas';

const SECRET = 'PLUM-KETTLE-42';
const PROMPT = `A pendant engraved with my secret word ${SECRET}`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Page<T> = { dataList: T[] };

describe('preview images', () => {
  let author: Awaited<ReturnType<TestApp['createUser']>>;
  let record: GenerationRecordDto;
  let seed: number;

  beforeAll(async () => {
    author = await t.createUser({ nickname: 'Secretive' });
    const job = await t.call<GenerateJobDto>('POST', '/aigc/api/generate', { session: author.session, body: { prompt: PROMPT } });
    await t.app.generationQueue.waitForIdle();
    const res = await t.call<GenerateJobDto>('GET', '/aigc/api/generate/result', {
      session: author.session,
      query: { jobId: job.body.data.jobId },
    });
    if (!res.body.data.record) throw new Error(`generation failed: ${res.body.data.error}`);
    record = res.body.data.record;
    const [row] = await t.db.select().from(generationJobs).where(eq(generationJobs.id, job.body.data.jobId));
    seed = (row?.payload as { seed: number }).seed;
  }, 60_000);

  it('flags the offline engine images as previews', () => {
    expect(record.images.length).toBeGreaterThan(0);
    for (const img of record.images) expect(img.preview).toBe(true);
  });

  it('serves files whose pixels are those of the same job without the prompt, and no prompt in the bytes', async () => {
    const engine = new OfflineEngine();
    for (const [i, img] of record.images.entries()) {
      const original = await t.app.inject(img.url);
      expect(original.statusCode).toBe(200);
      // The same job (seed + i, as the queue gives image i) with the prompt cut down to its motif word.
      const bare = await engine.generate({ prompt: 'pendant', seed: seed + i });
      const served = await sharp(original.rawPayload).raw().toBuffer();
      const expected = await sharp(bare.bytes).raw().toBuffer();
      expect(served.equals(expected)).toBe(true);
      for (const url of [img.url, img.imageResize512Url, img.imageResize200Url]) {
        const file = await t.app.inject(url);
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.includes(SECRET)).toBe(false);
      }
    }
  });

  it('shows a hidden prompt to nobody else: detail, feed card and files say preview, never the prompt', async () => {
    const publish = await t.call<{ createId: string }>('POST', '/aigc/api/topic/content/general', {
      session: author.session,
      body: {
        title: 'My secret pendant',
        description: '',
        posterImage: record.images[0]?.uniqueImageId,
        contentImage: record.images.slice(1).map((i) => i.uniqueImageId),
        hiddenPrompt: 1,
        type: 1,
        mentionUser: [],
      },
    });
    expect(publish.body.code).toBe(200);
    const contentId = publish.body.data.createId;

    const viewer = await t.createUser({ nickname: 'Curious' });
    for (const session of [undefined, viewer.session]) {
      const detail = await t.call<PostDetailDto>('GET', '/aigc/api/topic/content/detail', {
        ...(session ? { session } : {}),
        query: { contentId },
      });
      expect(detail.body.data).toMatchObject({ prompt: null, hiddenPrompt: 1 });
      expect(detail.body.data.images.every((img) => img.preview)).toBe(true);
      expect(JSON.stringify(detail.body)).not.toContain(SECRET);
    }
    const feed = await t.call<Page<PostCardDto>>('GET', '/aigc/api/topic/content/list', { query: { sort: 'new' } });
    const card = feed.body.data.dataList.find((c) => c.contentId === contentId);
    expect(card?.posterImage.preview).toBe(true);
    expect(JSON.stringify(feed.body)).not.toContain(SECRET);

    const asAuthor = await t.call<PostDetailDto>('GET', '/aigc/api/topic/content/detail', {
      session: author.session,
      query: { contentId },
    });
    expect(asAuthor.body.data.prompt).toBe(PROMPT);
  });
});
