import sharp from 'sharp';
import {
  AVATAR_MAX_BYTES,
  AVATAR_SIZE_PX,
  MESSAGE_TYPE,
  POST_DELETION_BLOCKED_MESSAGE,
  validateNickname,
  validateSelection,
} from '@aigc/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentImages, contents, users } from '../../db/schema';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Storage } from '../../storage/types';
import { keyFromUrl } from '../../storage/types';
import { imageVariantKeys } from '../../storage/variants';
import { writeWantRefundMessages } from '../messages';
import { cardsChanged, reclaimImages } from '../../shared';
import { reclaimPostModels } from '../contents';
import { takeOffShowcase } from '../showcase';
import { refundWants } from '../tickets';
import { findUserById } from '../users';
import { blockedForDeletion } from './lifecycle';

/** Messages of the account rules. */
export const AccountMessages = {
  avatarFormat: 'Please choose a JPEG, PNG or WebP image',
  avatarTooLarge: 'The image must be at most 5 MB',
  avatarMissing: 'Please choose an image',
  notYours: 'You can only delete your own posts',
  missing: 'This post does not exist',
} as const;

/**
 * Changes the caller's nickname (docs/product.md §2 'Edit profile'; docs/product.md §5: empty
 * nickname is an error; 2–20 characters, `validateNickname`). Surrounding
 * spaces are trimmed. 400 with the domain message; 401 when the user is gone.
 * Returns the updated row.
 */
export async function updateNickname(db: Db, userId: string, nickName: string) {
  const issue = validateNickname(nickName);
  if (issue) throw badRequest(issue.message);
  const rows = await db.update(users).set({ nickname: nickName.trim() }).where(eq(users.id, userId)).returning();
  cardsChanged(db);
  const row = rows[0];
  if (!row) throw unauthorized();
  return row;
}

/** Formats sharp may detect that we accept as avatars (checked on the bytes, not the name or MIME type). */
const AVATAR_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Largest decoded avatar source, in pixels (guards against decompression bombs). */
export const AVATAR_MAX_INPUT_PIXELS = 40_000_000;

/**
 * Replaces the caller's avatar (docs/product.md §2 'Edit profile (avatar)'): the bytes
 * must decode as JPEG, PNG or WebP (by content, ≤ {@link AVATAR_MAX_BYTES},
 * ≤ 40 MP), are re-encoded by sharp to a 256 px square WebP (EXIF and other
 * metadata dropped, orientation applied), stored under `avatars/<userId>/`,
 * and the previous avatar file (if ours) is deleted after the row changed.
 * Errors: 400 {@link AccountMessages}. Returns the updated row.
 */
export async function replaceAvatar(db: Db, storage: Storage, userId: string, bytes: Buffer) {
  if (bytes.length === 0) throw badRequest(AccountMessages.avatarMissing);
  if (bytes.length > AVATAR_MAX_BYTES) throw badRequest(AccountMessages.avatarTooLarge);
  let encoded: Buffer;
  try {
    const input = sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await input.metadata();
    if (!meta.format || !AVATAR_FORMATS.has(meta.format)) throw badRequest(AccountMessages.avatarFormat);
    encoded = await input
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (err) {
    if (err instanceof Error && err.name === 'AppError') throw err;
    throw badRequest(AccountMessages.avatarFormat);
  }
  const before = await findUserById(db, userId);
  if (!before) throw unauthorized();
  const key = `avatars/${userId}/${newId()}.webp`;
  await storage.put(key, encoded, 'image/webp');
  const rows = await db.update(users).set({ avatar: storage.url(key) }).where(eq(users.id, userId)).returning();
  cardsChanged(db);
  const row = rows[0];
  if (!row) {
    await storage.delete(key);
    throw unauthorized();
  }
  const oldKey = before.avatar ? keyFromUrl(before.avatar) : null;
  if (oldKey && oldKey.startsWith(`avatars/${userId}/`) && oldKey !== key) {
    await Promise.allSettled([oldKey, ...imageVariantKeys(oldKey)].map((k) => storage.delete(k)));
  }
  return row;
}

/** Result of {@link batchDelete}. */
export interface BatchDeleteResult {
  deletedIds: string[];
  refundedUsers: number;
  refundedTickets: number;
}

/**
 * Deletes the caller's posts (docs/product.md §2 'delete published work', §4, §5 'at
 * most 50 to delete'): in ONE transaction the posts are locked (FOR UPDATE),
 * checked, soft-deleted (`deleted_at`: gone from feeds, challenges, profile
 * counts; detail answers 404; off the official showcase) and their wants refunded — one ledger row per
 * refunded user (tickets `refundWants`), each refunded want with a message to its
 * wanter (type 18, docs/product.md §8). Already-deleted posts of the caller
 * are skipped (a retry refunds nothing twice).
 * Once committed, the deleted posts' images and 3D model files that nothing
 * else uses lose their files (`reclaimImages`, contents' `reclaimPostModels`:
 * docs/security.md 'Input hygiene, deletion and rewards').
 * Errors (nothing changes): 400 empty / more than 50 ids (domain
 * `validateSelection`); 404 unknown id; 403 a post of someone else; 403
 * `POST_DELETION_BLOCKED_MESSAGE` while a post's product is under evaluation
 * or its product page is being configured (docs/product.md §8).
 */
export async function batchDelete(db: Db, storage: Storage, userId: string, contentIds: readonly string[], now: Date): Promise<BatchDeleteResult> {
  const ids = [...new Set(contentIds)];
  const issue = validateSelection('delete', { total: ids.length });
  if (issue) throw badRequest(issue.message);
  const result = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: contents.id, authorId: contents.authorId, deletedAt: contents.deletedAt })
      .from(contents)
      .where(inArray(contents.id, ids))
      .orderBy(contents.id)
      .for('update');
    if (rows.length !== ids.length) throw notFound(AccountMessages.missing);
    if (rows.some((r) => r.authorId !== userId)) throw forbidden(AccountMessages.notYours);
    const live = rows.filter((r) => r.deletedAt === null).map((r) => r.id);
    if (live.length === 0) return { deletedIds: [], refundedUsers: 0, refundedTickets: 0 };
    if ((await blockedForDeletion(tx, live)).length > 0) throw forbidden(POST_DELETION_BLOCKED_MESSAGE);
    const deleted = await tx
      .update(contents)
      .set({ deletedAt: now })
      .where(and(inArray(contents.id, live), isNull(contents.deletedAt)))
      .returning({ id: contents.id });
    const deletedIds = deleted.map((d) => d.id);
    await takeOffShowcase(tx, deletedIds);
    cardsChanged(tx);
    const refunds = await refundWants(tx, deletedIds, undefined, now);
    await writeWantRefundMessages(tx, refunds, MESSAGE_TYPE.WANTED_POST_DELETED, now, userId);
    return {
      deletedIds,
      refundedUsers: refunds.length,
      refundedTickets: refunds.reduce((n, r) => n + r.nums, 0),
    };
  });
  if (result.deletedIds.length > 0) {
    const shown = await db
      .select({ imageId: contentImages.imageId })
      .from(contentImages)
      .where(inArray(contentImages.contentId, result.deletedIds));
    await reclaimImages(db, storage, shown.map((r) => r.imageId));
    await reclaimPostModels(db, storage, result.deletedIds);
  }
  return result;
}
