/**
 * Video downloads of docs/product.md §7: a batch of the caller's videos as videos.zip,
 * built by a background task (`download_tasks` rows); the single MP4 is
 * served straight from storage (see `findVideo`).
 */
import { DOWNLOAD_MAX } from '@aigc/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import yazl from 'yazl';
import type { Db } from '../../db/client';
import { downloadTasks, generationFiles } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Storage } from '../../storage';
import { findVideo } from './history';

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
