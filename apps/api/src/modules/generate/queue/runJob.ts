/**
 * Running one claimed job of the generation queue: its tool's descriptor
 * produces the outputs (`produce`), then they are stored and written.
 */
import { BATCH_SIZE_MAX, EDU_MESSAGES } from '@aigc/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { generationFiles, generationJobs, generations, images } from '../../../db/schema';
import {
  makeDerivatives,
  probeImage,
  type ProviderRegistry,
  type SourceImage,
} from '../../../engine';
import type { Clock } from '../../../lib/clock';
import { newId } from '../../../lib/ids';
import { logClassroomRefusal } from '../../../shared';
import type { Storage } from '../../../storage';
import { isViolatingAt, type Moderator } from '../../uploads';
import { markFailed, recordJobChange, type JobRow } from '../queries';
import type { JobPayload } from '../schemas';
import { capabilityOf, toolOf, type Produced } from '../tools';
import type { QueueLogger } from './driver';

/** What running a job needs. */
export interface JobRunnerDeps {
  db: Db;
  storage: Storage;
  registry: ProviderRegistry;
  clock: Clock;
  log?: QueueLogger | undefined;
  /** Image moderation for classroom jobs (docs/edu.md rule 6). */
  moderator?: Moderator | undefined;
}

/**
 * The classroom image check of a job's outputs (docs/edu.md rule 6): every
 * image at the `classroom` level. A refusal is logged for the student's
 * teacher and fails the job with EDU_MESSAGES.imageBlocked; a job without a
 * moderator at hand fails closed.
 */
async function screenImages(deps: JobRunnerDeps, job: JobRow, payload: JobPayload, produced: Produced): Promise<void> {
  if (payload.moderation !== 'classroom') return;
  if (!deps.moderator) throw new Error('This picture could not be checked, please try again');
  for (const image of produced.images) {
    if (isViolatingAt(await deps.moderator.check(image.bytes), 'classroom')) {
      await logClassroomRefusal(deps.db, job.userId, { kind: 'image', source: 'generate', prompt: payload.prompt, reason: 'image' }, deps.clock.now());
      throw new Error(EDU_MESSAGES.imageBlocked);
    }
  }
}

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

async function readInput(storage: Storage, key: string): Promise<SourceImage> {
  const stored = await storage.get(key);
  if (!stored) throw new Error('Failed to fetch original image');
  return probeImage(Buffer.from(stored.bytes));
}

/**
 * Produces the images (and files) of one job with its tool's descriptor;
 * writes nothing to the database. Throws 'This model is not available' when
 * no configured provider serves the job's model for its kind.
 */
export async function produce(deps: JobRunnerDeps, payload: JobPayload): Promise<Produced> {
  const kind = payload.kind ?? 'text2image';
  const provider = deps.registry.providerFor(payload.modelId, capabilityOf(kind));
  if (!provider) throw new Error('This model is not available');
  const sources = await Promise.all(
    (payload.inputs ?? []).map((input) => readInput(deps.storage, input.key)),
  );
  return toolOf(kind).produce({
    kind,
    payload,
    provider,
    sources,
    source: () => {
      const first = sources[0];
      if (!first) throw new Error('Please upload an image');
      return first;
    },
    mask: async () => {
      const stored = payload.mask ? await deps.storage.get(payload.mask.key) : null;
      if (!stored) throw new Error('Please paint the area to change');
      return Buffer.from(stored.bytes);
    },
    count: Math.max(1, Math.min(BATCH_SIZE_MAX, payload.count || 1)),
  });
}

/**
 * Runs one claimed (`running`) job; never rejects. A classroom job's images
 * pass the classroom image check first (see screenImages). Each image is stored as
 * original + 512 px + 200 px WebP, each other file once; then, in one
 * transaction, a `generations` row, its `images` / `generation_files` rows
 * and the job's `succeeded` status are written. Any error marks the job
 * `failed` with the error's message (nothing is charged) and removes the
 * files stored for it. Uploaded inputs are deleted when the job ends.
 */
export async function runJob(deps: JobRunnerDeps, job: JobRow): Promise<void> {
  const written: string[] = [];
  const payload = job.payload as unknown as JobPayload;
  try {
    const produced = await produce(deps, payload);
    await screenImages(deps, job, payload, produced);
    const madeImages: (typeof images.$inferInsert)[] = [];
    for (const image of produced.images) {
      const derivatives = await makeDerivatives(image.bytes);
      const id = newId();
      const keys = imageKeys(id, image.ext);
      await deps.storage.put(keys.original, image.bytes, image.contentType);
      written.push(keys.original);
      await deps.storage.put(keys.w512, derivatives.w512.bytes, 'image/webp');
      written.push(keys.w512);
      await deps.storage.put(keys.w200, derivatives.w200.bytes, 'image/webp');
      written.push(keys.w200);
      madeImages.push({
        id,
        ownerId: job.userId,
        key: keys.original,
        url: deps.storage.url(keys.original),
        url512: deps.storage.url(keys.w512),
        url200: deps.storage.url(keys.w200),
        width: image.width,
        height: image.height,
        preview: image.preview === true,
      });
    }
    const madeFiles: (typeof generationFiles.$inferInsert)[] = [];
    const generationId = newId();
    for (const file of produced.files) {
      const id = newId();
      const key = `gen/${id.slice(0, 2).toLowerCase()}/${id}.${file.ext}`;
      await deps.storage.put(key, file.bytes, file.contentType);
      written.push(key);
      madeFiles.push({
        id,
        generationId,
        ownerId: job.userId,
        kind: file.kind,
        key,
        url: deps.storage.url(key),
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        meta: file.meta,
      });
    }
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
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
        await tx.insert(images).values(
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
      await recordJobChange(tx, job.id, now);
    });
    deps.log?.info({ jobId: job.id, generationId }, 'generation job succeeded');
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : 'Generation failed';
    deps.log?.error({ jobId: job.id, err: error }, 'generation job failed');
    await Promise.allSettled(written.map((key) => deps.storage.delete(key)));
    try {
      await markFailed(deps.db, job.id, message, deps.clock.now());
    } catch (markError) {
      deps.log?.error({ jobId: job.id, err: markError }, 'could not mark the job failed');
    }
  } finally {
    const owned = [...(payload.inputs ?? []), ...(payload.mask ? [payload.mask] : [])].filter(
      (i) => i.owned,
    );
    await Promise.allSettled(owned.map((i) => deps.storage.delete(i.key)));
  }
}
