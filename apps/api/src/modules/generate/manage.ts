/**
 * History management of the generator: delete records, painter image
 * (the original behind the inpainting canvas), and the video downloads of
 * docs/product.md §7 (single MP4, batch → videos.zip built by a background task).
 */
import { DELETE_MAX, DOWNLOAD_MAX } from '@aigc/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import yazl from 'yazl';
import type { Db } from '../../db/client';
import {
  contentImages,
  downloadTasks,
  generationFiles,
  generations,
  images,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Storage } from '../../storage';

/**
 * Deletes the caller's generation records `itemIds` (1–{@link DELETE_MAX}),
 * with their images and files. Images used in a published post stay (the
 * post keeps showing them); everything else is removed from storage too.
 * Ids that are not the caller's are ignored.
 * @returns how many records were deleted.
 * @throws 400 'Please select at least one item'; 400 'At most 50 items can be deleted at once';
 *   404 'Not found' when none of the ids is the caller's.
 */
export async function deleteItems(
  db: Db,
  storage: Storage,
  userId: string,
  itemIds: string[],
): Promise<number> {
  const ids = [...new Set(itemIds.filter(Boolean))];
  if (ids.length === 0) throw badRequest('Please select at least one item');
  if (ids.length > DELETE_MAX)
    throw badRequest(`At most ${DELETE_MAX} items can be deleted at once`);
  const mine = await db
    .select({ id: generations.id })
    .from(generations)
    .where(and(inArray(generations.id, ids), eq(generations.userId, userId)));
  if (mine.length === 0) throw notFound();
  const gens = mine.map((g) => g.id);
  const keys: string[] = [];
  await db.transaction(async (tx) => {
    const imgs = await tx.select().from(images).where(inArray(images.generationId, gens));
    const used = imgs.length
      ? new Set(
          (
            await tx
              .select({ id: contentImages.imageId })
              .from(contentImages)
              .where(
                inArray(
                  contentImages.imageId,
                  imgs.map((i) => i.id),
                ),
              )
          ).map((r) => r.id),
        )
      : new Set<string>();
    const drop = imgs.filter((i) => !used.has(i.id));
    for (const i of drop) keys.push(i.key, ...derivativeKeys(i.key));
    if (drop.length > 0)
      await tx.delete(images).where(
        inArray(
          images.id,
          drop.map((i) => i.id),
        ),
      );
    const files = await tx
      .select({ key: generationFiles.key })
      .from(generationFiles)
      .where(inArray(generationFiles.generationId, gens));
    keys.push(...files.map((f) => f.key));
    await tx.delete(generations).where(inArray(generations.id, gens));
  });
  await Promise.allSettled(keys.map((k) => storage.delete(k)));
  return gens.length;
}

/** The 512 px and 200 px derivative keys of an original's key (see `imageKeys`). */
function derivativeKeys(key: string): string[] {
  const base = key.replace(/\.[^./]+$/, '');
  return [`${base}_512.webp`, `${base}_200.webp`];
}

/**
 * `GET /api/generate/painter/image`: the caller's image for the inpainting
 * canvas: id, same-origin URL and px size.
 * @throws 404 'Failed to fetch original image' (docs/product.md §8) for unknown ids, other users' images, missing files.
 */
export async function painterImage(
  db: Db,
  storage: Storage,
  userId: string,
  imageId: string,
): Promise<{ uniqueImageId: string; url: string; width: number; height: number }> {
  const rows = await db
    .select()
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.ownerId, userId)))
    .limit(1);
  const row = rows[0];
  if (!row || !(await storage.exists(row.key))) throw notFound('Failed to fetch original image');
  return { uniqueImageId: row.id, url: row.url, width: row.width, height: row.height };
}

/** The caller's video file, or 404 'Video not found'. */
export async function findVideo(
  db: Db,
  userId: string,
  videoId: string,
): Promise<typeof generationFiles.$inferSelect> {
  const rows = await db
    .select()
    .from(generationFiles)
    .where(
      and(
        eq(generationFiles.id, videoId),
        eq(generationFiles.ownerId, userId),
        eq(generationFiles.kind, 'video'),
      ),
    )
    .limit(1);
  if (!rows[0]) throw notFound('Video not found');
  return rows[0];
}

/** A batch download task as sent to clients. */
export interface DownloadTaskDto {
  taskId: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  /** Same-origin URL of `videos.zip` once succeeded. */
  downloadUrl: string | null;
  error: string | null;
}

function toTaskDto(row: typeof downloadTasks.$inferSelect): DownloadTaskDto {
  return {
    taskId: row.id,
    status: row.status,
    downloadUrl:
      row.status === 'succeeded'
        ? `/aigc/api/download/video/batch/download?taskId=${encodeURIComponent(row.id)}`
        : null,
    error: row.status === 'failed' ? (row.error ?? 'Download failed') : null,
  };
}

/**
 * Builds videos.zip files in the background. A task is a `download_tasks`
 * row first; {@link start} runs the rows a stopped process left queued or
 * running. One zip is built at a time; files are stored (no compression:
 * MP4 does not shrink) as `video-<n>.mp4`.
 */
export class VideoZipper {
  private chain: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly clock: Clock,
  ) {}

  /** Runs the tasks left unfinished by a previous process. */
  async start(): Promise<void> {
    const rows = await this.db
      .select({ id: downloadTasks.id })
      .from(downloadTasks)
      .where(inArray(downloadTasks.status, ['queued', 'running']))
      .orderBy(asc(downloadTasks.createdAt));
    for (const r of rows) this.schedule(r.id);
  }

  /** Resolves when no task is pending (tests). */
  async idle(): Promise<void> {
    while (this.pending > 0) await this.chain;
  }

  /**
   * `GET /api/download/video/batch`: checks `videoIds` (1–{@link DOWNLOAD_MAX},
   * all the caller's videos) and queues a task.
   * @throws 400 'Please select at least one item' / 'At most 9 items can be downloaded at once'; 404 'Video not found'.
   */
  async create(userId: string, videoIds: string[]): Promise<DownloadTaskDto> {
    const ids = [...new Set(videoIds.map((v) => v.trim()).filter(Boolean))];
    if (ids.length === 0) throw badRequest('Please select at least one item');
    if (ids.length > DOWNLOAD_MAX)
      throw badRequest(`At most ${DOWNLOAD_MAX} items can be downloaded at once`);
    for (const id of ids) await findVideo(this.db, userId, id);
    const row = {
      id: newId(),
      userId,
      status: 'queued' as const,
      fileIds: ids,
      createdAt: this.clock.now(),
    };
    await this.db.insert(downloadTasks).values(row);
    this.schedule(row.id);
    return toTaskDto({ ...row, key: null, error: null, finishedAt: null });
  }

  /** The caller's task, or 404 'Task not found'. */
  async get(userId: string, taskId: string): Promise<typeof downloadTasks.$inferSelect> {
    const rows = await this.db
      .select()
      .from(downloadTasks)
      .where(and(eq(downloadTasks.id, taskId), eq(downloadTasks.userId, userId)))
      .limit(1);
    if (!rows[0]) throw notFound('Task not found');
    return rows[0];
  }

  /** `GET /api/download/video/batch/result`. */
  async result(userId: string, taskId: string): Promise<DownloadTaskDto> {
    return toTaskDto(await this.get(userId, taskId));
  }

  private schedule(id: string): void {
    this.pending += 1;
    this.chain = this.chain
      .then(() => this.build(id))
      .catch(() => undefined)
      .finally(() => {
        this.pending -= 1;
      });
  }

  private async build(id: string): Promise<void> {
    const rows = await this.db
      .select()
      .from(downloadTasks)
      .where(eq(downloadTasks.id, id))
      .limit(1);
    const task = rows[0];
    if (!task || task.status === 'succeeded' || task.status === 'failed') return;
    await this.db.update(downloadTasks).set({ status: 'running' }).where(eq(downloadTasks.id, id));
    try {
      const files = await this.db
        .select()
        .from(generationFiles)
        .where(inArray(generationFiles.id, task.fileIds));
      const zip = new yazl.ZipFile();
      let n = 0;
      for (const fileId of task.fileIds) {
        const f = files.find((x) => x.id === fileId);
        const stored = f ? await this.storage.get(f.key) : null;
        if (!stored) throw new Error('A video is no longer available');
        n += 1;
        zip.addBuffer(Buffer.from(stored.bytes), `video-${n}.mp4`, {
          compress: false,
          mtime: f?.createdAt ?? new Date(),
        });
      }
      zip.end();
      const chunks: Buffer[] = [];
      for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
      const key = `downloads/${id.slice(0, 2).toLowerCase()}/${id}/videos.zip`;
      await this.storage.put(key, Buffer.concat(chunks), 'application/zip');
      await this.db
        .update(downloadTasks)
        .set({ status: 'succeeded', key, finishedAt: this.clock.now() })
        .where(eq(downloadTasks.id, id));
    } catch (error) {
      await this.db
        .update(downloadTasks)
        .set({
          status: 'failed',
          error: error instanceof Error ? error.message : 'Download failed',
          finishedAt: this.clock.now(),
        })
        .where(eq(downloadTasks.id, id));
    }
  }
}
