import { LIMIT_MESSAGES, UPLOAD_MESSAGES, UPLOAD_STATUS, type UploadStatus } from '@aigc/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { images, users } from '../../db/schema';
import { makeDerivatives } from '../../engine';
import { AppError, forbidden } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Storage } from '../../storage';
import { toImageAsset, type ImageAssetDto } from '../../shared';
import { inspectUpload, type CleanImage } from './inspect';
import { isViolatingAt, type ModerationLevel, type Moderator } from './moderation';
import { findTopic } from '../topics';

/** Message of the 403 sent when local upload is used without the permission outside a challenge (docs/product.md §6 'Local upload'). */
export const LOCAL_UPLOAD_LOCKED = UPLOAD_MESSAGES.locked;

/**
 * The local-upload rule (docs/product.md §6 'Local upload'): a caller may upload
 * its own pictures (and publish them as type 2 posts) when its account has
 * `showPostLocalUpload` (granted by `POST /api/author/onboarding`), or in the
 * challenge scene, i.e. for an existing challenge `topicId`. An unknown
 * `topicId` counts as none. Throws 403 {@link LOCAL_UPLOAD_LOCKED} otherwise.
 */
export async function assertLocalUpload(db: DbOrTx, userId: string, topicId: string | null | undefined): Promise<void> {
  if (topicId && (await findTopic(db, topicId))) return;
  const rows = await db.select({ allowed: users.showPostLocalUpload }).from(users).where(eq(users.id, userId)).limit(1);
  if (!rows[0]?.allowed) throw forbidden(LOCAL_UPLOAD_LOCKED);
}

/** Storage keys of an uploaded image: the re-encoded original plus 512 px and 200 px WebP derivatives. */
export function uploadKeys(imageId: string, ext: string): { original: string; w512: string; w200: string } {
  const shard = imageId.slice(0, 2).toLowerCase();
  return {
    original: `up/${shard}/${imageId}.${ext}`,
    w512: `up/${shard}/${imageId}_512.webp`,
    w200: `up/${shard}/${imageId}_200.webp`,
  };
}

/** One received file: its name as sent and its bytes (`truncated` = it went over the size limit). */
export interface ReceivedFile {
  fileName: string;
  bytes: Buffer;
  truncated: boolean;
}

/** Result for one file (docs/product.md §3 'Upload response item'). */
export interface UploadItem {
  /** 0 OK, 1 rejected for format or size, 2 violating content (docs/product.md §4). */
  status: UploadStatus;
  /** English reason ('' when OK). */
  msg: string;
  /** The file name as sent (so the client can match results to files). */
  fileName: string;
  /** The stored image (status 0 only). `customStatus` 0: an upload is not a purchasable item. */
  generateItemDetail: (ImageAssetDto & { customStatus: number }) | null;
}

/** Services the upload pipeline needs. */
export interface UploadDeps {
  db: Db;
  storage: Storage;
  moderator: Moderator;
  now: Date;
  /** How strict the image check is (default `standard`; education accounts: `classroom`, docs/edu.md). */
  level?: ModerationLevel;
  /** Bytes of uploaded originals the owner may keep (`limits.uploadStorageBytesPerUser`); unset = no cap. */
  storageCapBytes?: number;
}

/** Bytes of the uploaded originals `ownerId` keeps (images without a generation). */
export async function uploadedBytesOf(db: Db, ownerId: string): Promise<number> {
  const rows = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${images.bytes}), 0)` })
    .from(images)
    .where(and(eq(images.ownerId, ownerId), isNull(images.generationId)));
  return Number(rows[0]?.total ?? 0);
}

/**
 * Checks, moderates and stores uploaded images for `ownerId`
 * (docs/product.md §5): each file goes through {@link inspectUpload} (status 1 on any
 * format/size/pixel/corruption problem), then the moderator on the
 * re-encoded bytes (status 2 when violating at `deps.level`). Accepted images are stored as
 * re-encoded original + derivatives and recorded in `images` (owner =
 * caller, no generation), in one transaction; the bytes as sent are never
 * stored. With `deps.storageCapBytes`, a file that would take the owner's
 * uploads past it gets status 1 'Your storage is full, please delete some
 * works before uploading more' (docs/security.md 'Limits and lockouts';
 * checked before storing, so two concurrent requests may overshoot by one
 * request's files).
 * @throws AppError 503 'Image upload failed, please retry' when moderation or
 *   storage fails; files already written by this call are removed.
 */
export async function storeUploads(ownerId: string, files: ReceivedFile[], deps: UploadDeps): Promise<UploadItem[]> {
  const checked: { file: ReceivedFile; image?: CleanImage; status: UploadStatus; msg: string }[] = [];
  for (const file of files) {
    if (file.truncated) {
      checked.push({ file, status: UPLOAD_STATUS.rejected, msg: UPLOAD_MESSAGES.tooLarge });
      continue;
    }
    const result = await inspectUpload(file.bytes);
    if (!result.ok) {
      checked.push({ file, status: UPLOAD_STATUS.rejected, msg: result.reason });
      continue;
    }
    let violating: boolean;
    try {
      violating = isViolatingAt(await deps.moderator.check(result.image.bytes), deps.level ?? 'standard');
    } catch {
      throw new AppError(503, UPLOAD_MESSAGES.failed);
    }
    checked.push(
      violating
        ? { file, status: UPLOAD_STATUS.violating, msg: UPLOAD_MESSAGES.violating }
        : { file, image: result.image, status: UPLOAD_STATUS.ok, msg: '' },
    );
  }

  const written: string[] = [];
  const rows: (typeof images.$inferInsert)[] = [];
  const items: UploadItem[] = [];
  let used = deps.storageCapBytes === undefined ? 0 : await uploadedBytesOf(deps.db, ownerId);
  try {
    for (const c of checked) {
      if (!c.image) {
        items.push({ status: c.status, msg: c.msg, fileName: c.file.fileName, generateItemDetail: null });
        continue;
      }
      if (deps.storageCapBytes !== undefined && used + c.image.bytes.length > deps.storageCapBytes) {
        items.push({ status: UPLOAD_STATUS.rejected, msg: LIMIT_MESSAGES.storageFull, fileName: c.file.fileName, generateItemDetail: null });
        continue;
      }
      used += c.image.bytes.length;
      const id = newId();
      const keys = uploadKeys(id, c.image.ext);
      const d = await makeDerivatives(c.image.bytes);
      await deps.storage.put(keys.original, c.image.bytes, c.image.contentType);
      written.push(keys.original);
      await deps.storage.put(keys.w512, d.w512.bytes, 'image/webp');
      written.push(keys.w512);
      await deps.storage.put(keys.w200, d.w200.bytes, 'image/webp');
      written.push(keys.w200);
      const row = {
        id,
        ownerId,
        generationId: null,
        key: keys.original,
        url: deps.storage.url(keys.original),
        url512: deps.storage.url(keys.w512),
        url200: deps.storage.url(keys.w200),
        width: c.image.width,
        height: c.image.height,
        bytes: c.image.bytes.length,
        preview: false,
        createdAt: deps.now,
      };
      rows.push(row);
      items.push({
        status: UPLOAD_STATUS.ok,
        msg: '',
        fileName: c.file.fileName,
        generateItemDetail: { ...toImageAsset(row), customStatus: 0 },
      });
    }
    if (rows.length) await deps.db.insert(images).values(rows);
  } catch {
    await Promise.allSettled(written.map((key) => deps.storage.delete(key)));
    throw new AppError(503, UPLOAD_MESSAGES.failed);
  }
  return items;
}
