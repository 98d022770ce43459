/**
 * The same queue suite for both queue drivers: in-process (always) and BullMQ
 * (when REDIS_URL is set; skipped otherwise). Randomised trials (fast-check)
 * show that a worker never takes a job while a job it should take first —
 * higher priority, or same priority and older — is waiting.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationJobs, users } from '../../../db/schema';
import {
  createRegistry,
  OFFLINE_MODEL,
  type GeneratedImage,
  type GenerationProvider,
  type ProviderRegistry,
} from '../../../engine';
import { newId } from '../../../lib/ids';
import { startTestApp, type TestApp } from '../../../test/harness';
import { BullMqDriver } from './bullmqDriver';
import { findJob } from '../queries';
import { GenerationQueue } from './queue';
import { PRIORITY_CREATOR_MARKER } from '@aigc/domain';
import { insertJob } from '../service';

const REDIS_URL = process.env.REDIS_URL;

let t: TestApp;
let tiny: GeneratedImage;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.generationQueue.pause(); // the suites below run their own queues on this database
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#88a' } })
    .png()
    .toBuffer();
  tiny = { bytes, contentType: 'image/png', ext: 'png', width: 8, height: 8 };
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A text→image provider that records the order jobs start in (and fails job `fail`). */
function recordingRegistry(started: string[], fail?: string): ProviderRegistry {
  const provider: GenerationProvider = {
    id: 'offline',
    name: 'recording',
    capabilities: ['text2image'],
    models: [OFFLINE_MODEL],
    async generate(request) {
      started.push(request.prompt);
      if (fail && request.prompt === fail) throw new Error('The provider is out of service');
      return tiny;
    },
  };
  return createRegistry([provider]);
}

/** When each job was enqueued (insert committed and driver told) and dispatched, in ms. */
const enqueuedAt = new Map<string, number>();
const dispatchedAt = new Map<string, number>();

/**
 * Jobs handed out while a job that should go first was already waiting:
 * X is wrong when some Y was enqueued strictly before X's dispatch, was
 * dispatched after X, and has a higher priority, or the same priority and
 * an earlier insertion (seq).
 */
async function violationsAmong(ids: string[]): Promise<string[]> {
  const rows = new Map<string, { priority: number; seq: number }>();
  for (const id of ids) {
    const row = await findJob(t.db, id);
    if (row) rows.set(id, row);
  }
  const out: string[] = [];
  for (const x of ids) {
    const dx = dispatchedAt.get(x) ?? Infinity;
    const rx = rows.get(x);
    for (const y of ids) {
      const ry = rows.get(y);
      if (x === y || !rx || !ry) continue;
      const waiting =
        (enqueuedAt.get(y) ?? Infinity) < dx && (dispatchedAt.get(y) ?? Infinity) > dx;
      const first = ry.priority > rx.priority || (ry.priority === rx.priority && ry.seq < rx.seq);
      if (waiting && first)
        out.push(
          `${x} (p${rx.priority} #${rx.seq}) went before waiting ${y} (p${ry.priority} #${ry.seq})`,
        );
    }
  }
  return out;
}

async function makeUsers(n: number, creator: boolean): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const u = await t.createUser();
    if (creator)
      await t.db
        .update(users)
        .set({ accountLevel: PRIORITY_CREATOR_MARKER })
        .where(eq(users.id, u.id));
    ids.push(u.id);
  }
  return ids;
}

/** Inserts a job whose prompt is its own id (so the provider can find it). */
async function submit(
  queue: GenerationQueue,
  registry: ProviderRegistry,
  userId: string,
): Promise<string> {
  const id = newId();
  t.clock.advance(1);
  await insertJob(
    { db: t.db, queue, registry, now: t.clock.now() },
    userId,
    {
      kind: 'text2image',
      prompt: id,
      modelId: OFFLINE_MODEL.modelId,
      topicId: null,
      seed: 1,
      count: 1,
    },
    id,
  );
  enqueuedAt.set(id, Date.now());
  t.clock.advance(1);
  return id;
}

const drivers = [
  { name: 'in-process', redisUrl: undefined as string | undefined },
  { name: 'bullmq', redisUrl: REDIS_URL },
];

describe.each(drivers)('generation queue on the $name driver', ({ name, redisUrl }) => {
  const skip = name === 'bullmq' && !redisUrl;
  const prefix = `aigc-test-${newId()}`;
  const made: GenerationQueue[] = [];
  const queueWith = (registry: ProviderRegistry) => {
    const q = new GenerationQueue({
      db: t.db,
      storage: t.app.storage,
      registry,
      clock: t.clock,
      redisUrl,
      bullPrefix: prefix,
      lockDurationMs: 2000,
      onDispatch: (id, at) => dispatchedAt.set(id, at),
    });
    made.push(q);
    return q;
  };
  afterAll(async () => {
    for (const q of made) await q.stop().catch(() => undefined);
    if (redisUrl && !skip) {
      const cleaner = queueWith(
        createRegistry([
          { id: 'x', name: 'x', capabilities: ['text2image'], models: [OFFLINE_MODEL] },
        ]),
      );
      if (cleaner.driver instanceof BullMqDriver) await cleaner.driver.obliterate();
      await cleaner.stop();
    }
  });

  it.skipIf(skip)(
    'never starts a job while a higher-priority or older same-priority job waits (randomised)',
    async () => {
      const creators = await makeUsers(10, true);
      const normals = await makeUsers(10, false);
      const started: string[] = [];
      const registry = recordingRegistry(started);
      const queue = queueWith(registry);
      await queue.pause();
      await queue.start();
      try {
        await fc.assert(
          fc.asyncProperty(
            fc.array(fc.boolean(), { minLength: 2, maxLength: 10 }),
            fc.nat({ max: 10 }),
            async (kinds, resumeAt) => {
              started.length = 0;
              await queue.pause();
              const ids: string[] = [];
              for (const [i, creator] of kinds.entries()) {
                if (i === resumeAt) await queue.resume(); // later submissions race the running worker
                ids.push(await submit(queue, registry, (creator ? creators : normals)[i] ?? ''));
              }
              await queue.resume();
              await queue.waitForIdle();
              expect(await violationsAmong(ids)).toEqual([]);
              expect([...started].sort()).toEqual([...ids].sort());
              // With every job submitted before the worker woke, the order is exactly priority-then-FIFO.
              if (resumeAt >= kinds.length) {
                const expected = [...ids.entries()]
                  .sort(([a], [b]) => Number(kinds[b]) - Number(kinds[a]) || a - b)
                  .map(([, id]) => id);
                expect(started).toEqual(expected);
              }
            },
          ),
          { numRuns: 15 },
        );
      } finally {
        await queue.stop();
      }
    },
    120_000,
  );

  it.skipIf(skip)(
    'runs a job left queued by a stopped queue after a restart, and shows a failure with its message',
    async () => {
      const [user] = await makeUsers(1, false);
      const started: string[] = [];
      const firstRegistry = recordingRegistry(started);
      const first = queueWith(firstRegistry);
      await first.pause();
      await first.start();
      const left = await submit(first, firstRegistry, user ?? '');
      await first.stop();
      expect((await findJob(t.db, left))?.status).toBe('queued');

      // A job marked running by a process that died is re-queued by the next start.
      const [other] = await makeUsers(1, false);
      const orphanId = newId();
      const nextRegistry = recordingRegistry(started, orphanId);
      const next = queueWith(nextRegistry);
      t.clock.advance(1);
      await insertJob(
        { db: t.db, queue: next, registry: nextRegistry, now: t.clock.now() },
        other ?? '',
        {
          kind: 'text2image',
          prompt: orphanId,
          modelId: OFFLINE_MODEL.modelId,
          topicId: null,
          seed: 1,
          count: 1,
        },
        orphanId,
      );
      const orphan = orphanId;
      await t.db
        .update(generationJobs)
        .set({ status: 'running', startedAt: t.clock.now() })
        .where(eq(generationJobs.id, orphan));
      await next.start();
      await next.waitForIdle();
      expect((await findJob(t.db, left))?.status).toBe('succeeded');
      const failed = await findJob(t.db, orphan);
      expect(failed).toMatchObject({
        status: 'failed',
        error: 'The provider is out of service',
        generationId: null,
      });
      expect((failed?.payload as { attempt?: number }).attempt).toBe(1);
    },
    60_000,
  );
});
