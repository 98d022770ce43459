import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generationFiles, generationJobs, generations, images } from '../../db/schema';
import {
  makeDerivatives,
  probeImage,
  type Capability,
  type GeneratedImage,
  type GenerationProvider,
  type ProviderRegistry,
  type SourceImage,
} from '../../engine';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { Storage } from '../../storage';
import { BullMqEngine, InProcessEngine, type OnDispatch, type QueueEngine } from './engines';
import { hasQueuedOrRunning, hasRunning, markFailed, requeueRunning, type JobRow } from './queries';
import type { GenerationKind, JobPayload } from './schemas';

/** Minimal logger the queue writes to (Fastify's logger fits). */
export interface QueueLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Options of {@link GenerationQueue}. */
export interface GenerationQueueOptions {
  db: Db;
  storage: Storage;
  registry: ProviderRegistry;
  clock: Clock;
  /** Jobs run at the same time (1–2 on a small machine; default 1). */
  concurrency?: number;
  log?: QueueLogger;
  /** Redis URL: set → BullMQ engine; unset → in-process engine. */
  redisUrl?: string | undefined;
  /** BullMQ key prefix (tests use a unique one). */
  bullPrefix?: string;
  /** BullMQ lock time of a running job, ms (a job whose worker died runs again after about this long). */
  lockDurationMs?: number;
  /** Told when the engine hands out a job (see `OnDispatch`). */
  onDispatch?: OnDispatch;
}

/** The provider capability each tool needs. */
export const CAPABILITY_OF: Record<GenerationKind, Capability> = {
  text2image: 'text2image',
  img2img: 'image2image',
  edge: 'edgeReference',
  figurine: 'image2image',
  kontext: 'kontext',
  inpaint: 'inpaint',
  upscale: 'upscale',
  img2model3d: 'image2model',
  img2video: 'image2video',
};

/** Storage keys of one generated image: original plus the 512 px and 200 px WebP derivatives. */
export function imageKeys(
  imageId: string,
  ext: string,
): { original: string; w512: string; w200: string } {
  const shard = imageId.slice(0, 2).toLowerCase();
  return {
    original: `gen/${shard}/${imageId}.${ext}`,
    w512: `gen/${shard}/${imageId}_512.webp`,
    w200: `gen/${shard}/${imageId}_200.webp`,
  };
}

/**
 * The generation queue (docs/architecture.md "Generation"). The queue IS the
 * `generation_jobs` table: a job is a row before any worker hears of it;
 * the engine (in-process, or BullMQ when `redisUrl` is set, see engines.ts)
 * hands rows out in priority order (priority desc, created_at, seq), and
 * {@link start} puts jobs left `running` by a previous process back to
 * `queued`, so nothing is lost on a restart. Call {@link enqueue} after
 * inserting a row.
 *
 * A job's work depends on its tool (`payload.kind`): text→image renders
 * `count` images (seeds seed…seed+count−1); the image tools read their
 * stored inputs; image→3D also stores GLB + STL, image→video the MP4. Each
 * image is stored as original + 512 px + 200 px WebP; then, in one
 * transaction, a `generations` row, its `images` / `generation_files` rows
 * and the job's `succeeded` status are written. Any error marks the job
 * `failed` with the error's message; nothing is charged and stored files of
 * the failed job are removed. Uploaded inputs are deleted when the job ends.
 */
export class GenerationQueue {
  private readonly db: Db;
  private readonly storage: Storage;
  private readonly registry: ProviderRegistry;
  private readonly clock: Clock;
  private readonly log: QueueLogger | undefined;
  /** The dispatch engine in use. */
  readonly engine: QueueEngine;
  private started = false;
  private paused = false;
  private stopped = false;
  private readonly inFlight = new Set<string>();

  constructor(options: GenerationQueueOptions) {
    this.db = options.db;
    this.storage = options.storage;
    this.registry = options.registry;
    this.clock = options.clock;
    this.log = options.log;
    const concurrency = Math.max(1, Math.min(4, options.concurrency ?? 1));
    this.engine = options.redisUrl
      ? new BullMqEngine({
          db: options.db,
          redisUrl: options.redisUrl,
          concurrency,
          now: () => this.clock.now(),
          ...(options.bullPrefix ? { prefix: options.bullPrefix } : {}),
          ...(options.lockDurationMs ? { lockDurationMs: options.lockDurationMs } : {}),
          ...(options.log ? { log: options.log } : {}),
          ...(options.onDispatch ? { onDispatch: options.onDispatch } : {}),
        })
      : new InProcessEngine(
          options.db,
          concurrency,
          () => this.clock.now(),
          options.log,
          options.onDispatch,
        );
  }

  /** Re-queues jobs left `running`, then starts the engine (queued ones left from before included). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const requeued = await requeueRunning(this.db);
    if (requeued > 0) this.log?.info({ requeued }, 'generation jobs re-queued after restart');
    if (this.paused) await this.engine.pause();
    await this.engine.start((job) => this.run(job));
  }

  /**
   * Hands a freshly inserted `queued` row to the engine. When the engine
   * cannot take it (Redis down), the row is marked failed with 'The task
   * queue is unavailable, please try again' (nothing charged).
   */
  async enqueue(job: { id: string; priority: number }): Promise<void> {
    try {
      await this.engine.enqueue({ ...job, attempt: 0 });
    } catch (error) {
      this.log?.error({ err: error, jobId: job.id }, 'could not enqueue a generation job');
      await this.db
        .update(generationJobs)
        .set({
          status: 'failed',
          error: 'The task queue is unavailable, please try again',
          finishedAt: this.clock.now(),
        })
        .where(and(eq(generationJobs.id, job.id), eq(generationJobs.status, 'queued')));
    }
  }

  /** Wakes the in-process engine (kept for callers that only inserted a row). */
  notify(): void {
    if (this.engine instanceof InProcessEngine) void this.engine.enqueue();
  }

  /** Stops taking new jobs (running ones finish); for tests that need jobs to stay queued. */
  async pause(): Promise<void> {
    this.paused = true;
    if (this.started) await this.engine.pause();
  }

  /** Undoes {@link pause} and takes queued jobs again. */
  async resume(): Promise<void> {
    this.paused = false;
    if (this.started) await this.engine.resume();
  }

  /**
   * Stops taking jobs and waits for the running ones to finish (graceful
   * shutdown). Jobs still queued stay in the table for the next start.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.engine.stop();
  }

  /**
   * Resolves when no job is running and (unless paused or stopped) none is
   * queued: for tests and graceful shutdown.
   */
  async waitForIdle(timeoutMs = 60_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      // One statement for both states: a claim committing between two separate
      // reads (queued → running) would otherwise look idle.
      const idle =
        this.inFlight.size === 0 &&
        (this.paused || this.stopped ? !(await hasRunning(this.db)) : !(await hasQueuedOrRunning(this.db)));
      if (idle) return;
      if (Date.now() > until) throw new Error('generation queue did not become idle');
      this.notify();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private provider(payload: JobPayload, kind: GenerationKind): GenerationProvider {
    const provider = this.registry.providerFor(payload.modelId, CAPABILITY_OF[kind]);
    if (!provider) throw new Error('This model is not available');
    return provider;
  }

  private async readInput(key: string): Promise<SourceImage> {
    const stored = await this.storage.get(key);
    if (!stored) throw new Error('Failed to fetch original image');
    return probeImage(Buffer.from(stored.bytes));
  }

  /** Produces the images (and files) of one job; pure of database writes. */
  private async produce(
    payload: JobPayload,
  ): Promise<{
    images: GeneratedImage[];
    files: {
      kind: 'glb' | 'stl' | 'video';
      bytes: Buffer;
      contentType: string;
      ext: string;
      meta: Record<string, unknown>;
    }[];
  }> {
    const kind = payload.kind ?? 'text2image';
    const provider = this.provider(payload, kind);
    const sources = await Promise.all((payload.inputs ?? []).map((i) => this.readInput(i.key)));
    const source = sources[0];
    const need = () => {
      if (!source) throw new Error('Please upload an image');
      return source;
    };
    const count = Math.max(1, Math.min(4, payload.count || 1));
    const made: GeneratedImage[] = [];
    const call = <T>(fn: ((r: never) => Promise<T>) | undefined): ((r: unknown) => Promise<T>) => {
      if (!fn) throw new Error('This model is not available');
      return fn.bind(provider) as (r: unknown) => Promise<T>;
    };
    switch (kind) {
      case 'text2image':
        for (let i = 0; i < count; i += 1) {
          made.push(
            await call(provider.generate)({
              prompt: payload.prompt,
              seed: payload.seed + i,
              modelId: payload.modelId,
            }),
          );
        }
        return { images: made, files: [] };
      case 'img2img':
      case 'edge':
      case 'figurine': {
        const style = kind === 'img2img' ? 'style' : kind;
        for (let i = 0; i < count; i += 1) {
          made.push(
            await call(provider.imageToImage)({
              prompt: payload.prompt,
              source: need(),
              style,
              seed: payload.seed + i,
              modelId: payload.modelId,
            }),
          );
        }
        return { images: made, files: [] };
      }
      case 'kontext':
        if (sources.length === 0) throw new Error('Please upload an image');
        made.push(
          await call(provider.kontext)({
            prompt: payload.prompt,
            sources,
            seed: payload.seed,
            modelId: payload.modelId,
          }),
        );
        return { images: made, files: [] };
      case 'inpaint': {
        const maskKey = payload.mask?.key;
        const mask = maskKey ? await this.storage.get(maskKey) : null;
        if (!mask) throw new Error('Please paint the area to change');
        made.push(
          await call(provider.inpaint)({
            mode: payload.mode ?? 'modify',
            prompt: payload.prompt,
            source: need(),
            mask: Buffer.from(mask.bytes),
            seed: payload.seed,
            modelId: payload.modelId,
          }),
        );
        return { images: made, files: [] };
      }
      case 'upscale':
        made.push(
          await call(provider.upscale)({
            source: need(),
            factor: payload.scale ?? 2,
            modelId: payload.modelId,
          }),
        );
        return { images: made, files: [] };
      case 'img2model3d': {
        const voxelResolution = payload.voxelResolution ?? 128;
        const model = await call(provider.imageToModel)({
          source: need(),
          voxelResolution,
          modelId: payload.modelId,
        });
        const meta = { voxelResolution, triangles: model.triangles, sizeMm: model.sizeMm };
        return {
          images: [model.preview],
          files: [
            { kind: 'glb', bytes: model.glb, contentType: 'model/gltf-binary', ext: 'glb', meta },
            { kind: 'stl', bytes: model.stl, contentType: 'model/stl', ext: 'stl', meta },
          ],
        };
      }
      case 'img2video': {
        const video = await call(provider.imageToVideo)({
          source: need(),
          prompt: payload.prompt,
          motion: payload.motion ?? 'zoomIn',
          durationMs: 4000,
          modelId: payload.modelId,
        });
        return {
          images: [video.poster],
          files: [
            {
              kind: 'video',
              bytes: video.bytes,
              contentType: video.contentType,
              ext: video.ext,
              meta: { width: video.width, height: video.height, durationMs: video.durationMs },
            },
          ],
        };
      }
    }
  }

  private async run(job: JobRow): Promise<void> {
    const written: string[] = [];
    this.inFlight.add(job.id);
    const payload = job.payload as unknown as JobPayload;
    try {
      const produced = await this.produce(payload);
      const madeImages: (typeof images.$inferInsert)[] = [];
      for (const image of produced.images) {
        const derivatives = await makeDerivatives(image.bytes);
        const id = newId();
        const keys = imageKeys(id, image.ext);
        await this.storage.put(keys.original, image.bytes, image.contentType);
        written.push(keys.original);
        await this.storage.put(keys.w512, derivatives.w512.bytes, 'image/webp');
        written.push(keys.w512);
        await this.storage.put(keys.w200, derivatives.w200.bytes, 'image/webp');
        written.push(keys.w200);
        madeImages.push({
          id,
          ownerId: job.userId,
          key: keys.original,
          url: this.storage.url(keys.original),
          url512: this.storage.url(keys.w512),
          url200: this.storage.url(keys.w200),
          width: image.width,
          height: image.height,
        });
      }
      const madeFiles: (typeof generationFiles.$inferInsert)[] = [];
      const generationId = newId();
      for (const file of produced.files) {
        const id = newId();
        const key = `gen/${id.slice(0, 2).toLowerCase()}/${id}.${file.ext}`;
        await this.storage.put(key, file.bytes, file.contentType);
        written.push(key);
        madeFiles.push({
          id,
          generationId,
          ownerId: job.userId,
          kind: file.kind,
          key,
          url: this.storage.url(key),
          contentType: file.contentType,
          sizeBytes: file.bytes.length,
          meta: file.meta,
        });
      }
      const now = this.clock.now();
      await this.db.transaction(async (tx) => {
        await tx.insert(generations).values({
          id: generationId,
          userId: job.userId,
          prompt: payload.prompt,
          modelId: payload.modelId,
          topicId: payload.topicId,
          kind: payload.kind ?? 'text2image',
          parentGenerationId: payload.parentGenerationId ?? null,
          createdAt: now,
        });
        // Keys sort in creation order within a generation (see loadRecords), so give each its own ms.
        if (madeImages.length > 0) {
          await tx
            .insert(images)
            .values(
              madeImages.map((m, i) => ({
                ...m,
                generationId,
                createdAt: new Date(now.getTime() + i),
              })),
            );
        }
        if (madeFiles.length > 0)
          await tx.insert(generationFiles).values(madeFiles.map((f) => ({ ...f, createdAt: now })));
        const done = await tx
          .update(generationJobs)
          .set({ status: 'succeeded', generationId, finishedAt: now, error: null })
          .where(and(eq(generationJobs.id, job.id), eq(generationJobs.status, 'running')))
          .returning({ id: generationJobs.id });
        if (done.length === 0) throw new Error('The job was cancelled');
      });
      this.log?.info({ jobId: job.id, generationId }, 'generation job succeeded');
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Generation failed';
      this.log?.error({ jobId: job.id, err: error }, 'generation job failed');
      await Promise.allSettled(written.map((key) => this.storage.delete(key)));
      try {
        await markFailed(this.db, job.id, message, this.clock.now());
      } catch (markError) {
        this.log?.error({ jobId: job.id, err: markError }, 'could not mark the job failed');
      }
    } finally {
      const owned = [...(payload.inputs ?? []), ...(payload.mask ? [payload.mask] : [])].filter(
        (i) => i.owned,
      );
      await Promise.allSettled(owned.map((i) => this.storage.delete(i.key)));
      this.inFlight.delete(job.id);
    }
  }
}
