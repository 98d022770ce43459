import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationJobs, users } from '../../db/schema';
import { createDefaultRegistry } from '../../engine';
import { keyFromUrl } from '../../storage';
import { startTestApp, type TestApp } from '../../test/harness';
import { GenerationQueue } from './queue/queue';
import type { GenerateJobDto, GenerationRecordDto } from './schemas';
import { PRIORITY_CREATOR_MARKER } from '@aigc/domain';
import { MAX_UNFINISHED_JOBS_PER_USER } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Page<T> = { dataList: T[]; hasMore: boolean; page: number; total: number };

describe('models and settings', () => {
  it('lists only the offline engine, named honestly', async () => {
    const r = await t.call<Page<{ modelId: string; offline: boolean; description: string }>>(
      'GET',
      '/aigc/api/model/selection',
      {
        query: { page: '1', pageSize: '1000' },
      },
    );
    expect(r.body.code).toBe(200);
    expect(r.body.data.dataList).toHaveLength(1);
    expect(r.body.data.dataList[0]).toMatchObject({ modelId: 'offline-preview', offline: true });
    expect(r.body.data.dataList[0]?.description).toContain('placeholder');
  });

  it('serves the front-end settings and the feature config', async () => {
    const s = await t.call('GET', '/aigc/api/fe-settings/pc');
    expect(s.body.data).toEqual({ cardDisplayCount: 3 });
    const c = await t.call<{
      imgToImg: boolean;
      imgTo3D: boolean;
      imgToVideo: boolean;
      modelIds: string[];
    }>('GET', '/aigc/api/new/config');
    expect(c.body.data).toMatchObject({ imgToImg: true, imgTo3D: true, imgToVideo: true });
    expect(c.body.data.modelIds).toEqual(['offline-preview']);
  });
});

describe('POST /api/generate', () => {
  it('needs a login and a prompt', async () => {
    const anon = await t.call('POST', '/aigc/api/generate', {
      body: { prompt: 'ring', modelId: 'offline-preview' },
    });
    expect(anon.body.code).toBe(401);
    const u = await t.createUser();
    const empty = await t.call('POST', '/aigc/api/generate', {
      session: u.session,
      body: { prompt: '   ', modelId: 'offline-preview' },
    });
    expect(empty.body).toMatchObject({ code: 400, msg: 'Please enter a prompt' });
    const badModel = await t.call('POST', '/aigc/api/generate', {
      session: u.session,
      body: { prompt: 'x', modelId: 'nope' },
    });
    expect(badModel.body.code).toBe(400);
    const badTopic = await t.call('POST', '/aigc/api/generate', {
      session: u.session,
      body: { prompt: 'x', topicId: 'nope' },
    });
    expect(badTopic.body.code).toBe(400);
  });

  it('runs a job end to end: result succeeded, files with right sizes, listed in history', async () => {
    const u = await t.createUser();
    const post = await t.call<GenerateJobDto>('POST', '/aigc/api/generate', {
      session: u.session,
      body: { prompt: 'Engraved silver ID tag for a cat', modelId: 'offline-preview' },
    });
    expect(post.body.code).toBe(200);
    expect(['queued', 'running']).toContain(post.body.data.status);
    const jobId = post.body.data.jobId;

    await t.app.generationQueue.waitForIdle();
    const result = await t.call<GenerateJobDto>('GET', '/aigc/api/generate/result', {
      session: u.session,
      query: { jobId },
    });
    expect(result.body.data.status).toBe('succeeded');
    expect(result.body.data.queuePosition).toBe(0);
    const record = result.body.data.record;
    expect(record?.prompt).toBe('Engraved silver ID tag for a cat');
    expect(record?.images.length).toBeGreaterThan(0);

    for (const img of record?.images ?? []) {
      expect(Math.max(img.width, img.height)).toBe(1024);
      const sizes: [string, number][] = [
        [img.url, 1024],
        [img.imageResize512Url, 512],
        [img.imageResize200Url, 200],
      ];
      for (const [url, longSide] of sizes) {
        expect(keyFromUrl(url)).not.toBeNull();
        const res = await t.app.inject(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        const meta = await sharp(res.rawPayload).metadata();
        expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(longSide);
      }
    }

    const other = await t.createUser();
    const foreign = await t.call('GET', '/aigc/api/generate/result', {
      session: other.session,
      query: { jobId },
    });
    expect(foreign.body.code).toBe(404);

    const list = await t.call<Page<GenerationRecordDto>>('GET', '/aigc/api/generate/user/list', {
      session: u.session,
      query: { page: '1', pageSize: '20' },
    });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.dataList[0]?.id).toBe(record?.id);
    const none = await t.call<Page<GenerationRecordDto>>('GET', '/aigc/api/generate/user/list', {
      session: other.session,
    });
    expect(none.body.data.total).toBe(0);
  });

  it('lists history newest first', async () => {
    const u = await t.createUser();
    for (const prompt of ['first pendant', 'second pendant']) {
      await t.call('POST', '/aigc/api/generate', { session: u.session, body: { prompt } });
      await t.app.generationQueue.waitForIdle();
      t.clock.advance(1000);
    }
    const list = await t.call<Page<GenerationRecordDto>>('GET', '/aigc/api/generate/user/list', {
      session: u.session,
    });
    expect(list.body.data.dataList.map((r) => r.prompt)).toEqual([
      'second pendant',
      'first pendant',
    ]);
  });
});

describe('queue', () => {
  it('refuses a sixth unfinished job, reports priority-aware positions and pending jobs', async () => {
    const q = t.app.generationQueue;
    await q.pause();
    try {
      const a = await t.createUser();
      const b = await t.createUser();
      await t.db
        .update(users)
        .set({ accountLevel: PRIORITY_CREATOR_MARKER })
        .where(eq(users.id, b.id));

      const aJobs: string[] = [];
      for (let i = 0; i < MAX_UNFINISHED_JOBS_PER_USER; i += 1) {
        const r = await t.call<GenerateJobDto>('POST', '/aigc/api/generate', {
          session: a.session,
          body: { prompt: `toy ${i}` },
        });
        expect(r.body.code).toBe(200);
        expect(r.body.data.queuePosition).toBe(i);
        aJobs.push(r.body.data.jobId);
      }
      const sixth = await t.call('POST', '/aigc/api/generate', {
        session: a.session,
        body: { prompt: 'toy 6' },
      });
      expect(sixth.body).toMatchObject({ code: 429, msg: 'Too many tasks submitted' });

      // A creator with rights jumps ahead of everyone queued with normal priority.
      const vip = await t.call<GenerateJobDto>('POST', '/aigc/api/generate', {
        session: b.session,
        body: { prompt: 'vip ring' },
      });
      expect(vip.body.data.queuePosition).toBe(0);
      const firstOfA = await t.call<GenerateJobDto>('GET', '/aigc/api/generate/result', {
        session: a.session,
        query: { jobId: aJobs[0] ?? '' },
      });
      expect(firstOfA.body.data.queuePosition).toBe(1);
      const lastOfA = await t.call<GenerateJobDto>('GET', '/aigc/api/generate/result', {
        session: a.session,
        query: { jobId: aJobs[4] ?? '' },
      });
      expect(lastOfA.body.data.queuePosition).toBe(5);

      const pending = await t.call<GenerateJobDto[]>(
        'POST',
        '/aigc/api/generate/get_pending_jobs',
        { session: a.session, body: {} },
      );
      expect(pending.body.data.map((j) => j.jobId)).toEqual(aJobs);

      // Once resumed, the worker drains the queue.
      await q.resume();
      await q.waitForIdle();
      const ids = [...aJobs, vip.body.data.jobId];
      const rows = await t.db.select().from(generationJobs);
      expect(rows.filter((r) => ids.includes(r.id)).map((r) => r.status)).toEqual(
        ids.map(() => 'succeeded'),
      );
    } finally {
      await q.resume();
    }
  });

  it('claims jobs in priority order, then age', async () => {
    const q = t.app.generationQueue;
    await q.pause();
    const a = await t.createUser();
    const b = await t.createUser();
    await t.db
      .update(users)
      .set({ accountLevel: `verified,${PRIORITY_CREATOR_MARKER}` })
      .where(eq(users.id, b.id));
    const first = await t.call<GenerateJobDto>('POST', '/aigc/api/generate', {
      session: a.session,
      body: { prompt: 'a1' },
    });
    t.clock.advance(10);
    const second = await t.call<GenerateJobDto>('POST', '/aigc/api/generate', {
      session: a.session,
      body: { prompt: 'a2' },
    });
    const vip = await t.call<GenerateJobDto>('POST', '/aigc/api/generate', {
      session: b.session,
      body: { prompt: 'b1' },
    });
    const order: string[] = [];
    const { claimNextJob } = await import('./queries');
    for (;;) {
      const job = await claimNextJob(t.db, t.clock.now());
      if (!job) break;
      order.push(job.id);
    }
    expect(order).toEqual([vip.body.data.jobId, first.body.data.jobId, second.body.data.jobId]);
    // Give them back to the worker: a new queue's start() re-queues running jobs.
    const restarted = new GenerationQueue({
      db: t.db,
      storage: t.app.storage,
      registry: createDefaultRegistry(),
      clock: t.clock,
    });
    await restarted.start();
    await restarted.waitForIdle();
    await restarted.stop();
    const done = await t.db.select().from(generationJobs).where(eq(generationJobs.userId, a.id));
    expect(done.map((j) => j.status)).toEqual(['succeeded', 'succeeded']);
    await q.resume();
  });

  it('after a restart, runs a job that was left queued', async () => {
    const q = t.app.generationQueue;
    await q.pause();
    const u = await t.createUser();
    const r = await t.call<GenerateJobDto>('POST', '/aigc/api/generate', {
      session: u.session,
      body: { prompt: 'left behind' },
    });
    await q.stop(); // the old process goes away with the job still queued
    const before = await t.call<GenerateJobDto>('GET', '/aigc/api/generate/result', {
      session: u.session,
      query: { jobId: r.body.data.jobId },
    });
    expect(before.body.data.status).toBe('queued');

    const next = new GenerationQueue({
      db: t.db,
      storage: t.app.storage,
      registry: createDefaultRegistry(),
      clock: t.clock,
    });
    await next.start();
    await next.waitForIdle();
    await next.stop();
    const after = await t.call<GenerateJobDto>('GET', '/aigc/api/generate/result', {
      session: u.session,
      query: { jobId: r.body.data.jobId },
    });
    expect(after.body.data.status).toBe('succeeded');
    expect(after.body.data.record?.images.length).toBeGreaterThan(0);
  });

  it('marks a failing job failed with its message', async () => {
    const u = await t.createUser();
    const failing = createDefaultRegistry();
    const provider = failing.textToImage[0];
    if (!provider) throw new Error('no provider');
    provider.generate = async () => {
      throw new Error('The provider is out of service');
    };
    const queue = new GenerationQueue({
      db: t.db,
      storage: t.app.storage,
      registry: failing,
      clock: t.clock,
    });
    const r = await t.call<GenerateJobDto>('POST', '/aigc/api/generate', {
      session: u.session,
      body: { prompt: 'doomed' },
    });
    await queue.start();
    await queue.waitForIdle();
    await queue.stop();
    const res = await t.call<GenerateJobDto>('GET', '/aigc/api/generate/result', {
      session: u.session,
      query: { jobId: r.body.data.jobId },
    });
    expect(res.body.data).toMatchObject({
      status: 'failed',
      error: 'The provider is out of service',
      record: null,
    });
    const list = await t.call<Page<GenerationRecordDto>>('GET', '/aigc/api/generate/user/list', {
      session: u.session,
    });
    expect(list.body.data.total).toBe(0);
  });
});
