import { validatePublish } from '@aigc/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentImages, contentMentions, contents, generations, images, users } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { findTopic } from '../topics/queries';
import type { PublishBody } from './schemas';

/** Message of the 403 sent when an image is missing or belongs to someone else. */
export const NOT_YOUR_IMAGE = 'You can only publish your own images';

/**
 * Publishes a post (spec §3 payload, §5 limits, `POST /api/topic/content` and
 * `/general`):
 * - images = posterImage then contentImage (duplicates refused), 1..9, title
 *   ≤ 50 and description ≤ 300 characters — @aigc/domain `validatePublish`,
 *   its message as a 400;
 * - a Want It (wantable) challenge takes exactly one image (spec §5), 400;
 * - `topicId` must name an existing challenge, else 400;
 * - type 1 (history works): every image must come from a generation of the
 *   caller; type 2 (local upload): every image must be owned by the caller;
 *   else 403 {@link NOT_YOUR_IMAGE} (unknown ids too, so ids of others'
 *   images are not revealed);
 * - mentions of existing users with 0 ≤ start < end ≤ description length are
 *   stored (one per user), others are dropped.
 * The prompt of the poster's generation is stored with the post. Returns the
 * new post id.
 */
export async function publish(db: Db, userId: string, body: PublishBody, now: Date): Promise<string> {
  const imageIds = [body.posterImage, ...body.contentImage];
  if (new Set(imageIds).size !== imageIds.length) throw badRequest('The same image was selected twice');
  const issue = validatePublish({ title: body.title, description: body.description, imageCount: imageIds.length });
  if (issue) throw badRequest(issue.message);
  const topicId = body.topicId || null;
  if (topicId) {
    const topic = await findTopic(db, topicId);
    if (!topic) throw badRequest('The challenge does not exist');
    if (topic.wantable && imageIds.length !== 1) throw badRequest('A Want It challenge post takes exactly one image');
  }

  const found = await db
    .select({ id: images.id, ownerId: images.ownerId, genUser: generations.userId, prompt: generations.prompt })
    .from(images)
    .leftJoin(generations, eq(generations.id, images.generationId))
    .where(inArray(images.id, imageIds));
  const byId = new Map(found.map((f) => [f.id, f]));
  for (const id of imageIds) {
    const f = byId.get(id);
    const mine = body.type === 1 ? f?.genUser === userId : f?.ownerId === userId;
    if (!f || !mine) throw forbidden(NOT_YOUR_IMAGE);
  }

  const descLength = [...body.description].length;
  const wantedMentions = body.mentionUser.filter((m) => m.startIndex >= 0 && m.startIndex < m.endIndex && m.endIndex <= descLength);
  const mentionIds = [...new Set(wantedMentions.map((m) => m.userId))];
  const known = mentionIds.length
    ? new Set((await db.select({ id: users.id }).from(users).where(inArray(users.id, mentionIds))).map((u) => u.id))
    : new Set<string>();
  const seen = new Set<string>();
  const mentions = wantedMentions.filter((m) => {
    if (!known.has(m.userId) || seen.has(m.userId)) return false;
    seen.add(m.userId);
    return true;
  });

  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(contents).values({
      id,
      authorId: userId,
      topicId,
      title: body.title.trim(),
      description: body.description,
      prompt: byId.get(body.posterImage)?.prompt ?? null,
      hiddenPrompt: body.hiddenPrompt === 1,
      showCustomizeBuyButton: body.showCustomizeBuyButton === 1,
      type: body.type,
      createdAt: now,
    });
    await tx.insert(contentImages).values(imageIds.map((imageId, position) => ({ contentId: id, imageId, position })));
    if (mentions.length) {
      await tx.insert(contentMentions).values(
        mentions.map((m) => ({ contentId: id, userId: m.userId, startIndex: m.startIndex, endIndex: m.endIndex })),
      );
    }
  });
  return id;
}
