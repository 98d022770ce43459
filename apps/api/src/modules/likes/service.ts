import { MESSAGE_TYPE } from '@aigc/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { contents, likes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { cardsChanged } from '../../shared';
import { writeMessage } from '../messages';

/** OpenAPI component `LikeResult`: the caller's like state and the post's like count afterwards. */
export const LikeResultSchema = z
  .object({ contentId: z.string(), liked: z.boolean(), likeCount: z.number().int() })
  .meta({ id: 'LikeResult' });

/** A like result as sent to clients. */
export type LikeResult = z.infer<typeof LikeResultSchema>;

/** Message of the 404 for a missing or deleted post. */
export const POST_MISSING = 'This post does not exist or was deleted';

/**
 * Sets whether `userId` likes `contentId` (docs/product.md §1 'like'). Idempotent: a
 * second like or unlike changes nothing. In ONE transaction the post row is
 * locked (404 when missing or deleted), the like row is inserted or deleted,
 * and `like_count` moves by one only when a row really changed — so any mix
 * of concurrent likes and unlikes leaves the count equal to the rows. A new
 * like also messages the post's author (type 1, docs/product.md §9), not yourself.
 */
export async function setLike(db: Db, userId: string, contentId: string, liked: boolean, now: Date): Promise<LikeResult> {
  return db.transaction(async (tx) => {
    const post = await tx
      .select({ likeCount: contents.likeCount, authorId: contents.authorId })
      .from(contents)
      .where(and(eq(contents.id, contentId), isNull(contents.deletedAt)))
      .for('update');
    if (post.length === 0) throw notFound(POST_MISSING);
    const changed = liked
      ? await tx.insert(likes).values({ contentId, userId, createdAt: now }).onConflictDoNothing().returning({ userId: likes.userId })
      : await tx
          .delete(likes)
          .where(and(eq(likes.contentId, contentId), eq(likes.userId, userId)))
          .returning({ userId: likes.userId });
    if (changed.length === 0) return { contentId, liked, likeCount: post[0]?.likeCount ?? 0 };
    const updated = await tx
      .update(contents)
      .set({ likeCount: liked ? sql`${contents.likeCount} + 1` : sql`greatest(${contents.likeCount} - 1, 0)` })
      .where(eq(contents.id, contentId))
      .returning({ likeCount: contents.likeCount });
    cardsChanged(tx);
    if (liked && post[0]) {
      await writeMessage(tx, { recipientId: post[0].authorId, type: MESSAGE_TYPE.LIKE, actorId: userId, contentId, now });
    }
    return { contentId, liked, likeCount: updated[0]?.likeCount ?? 0 };
  });
}
