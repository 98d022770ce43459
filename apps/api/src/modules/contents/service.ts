import { checkWantableSelection, MENTION_TYPE, MESSAGE_TYPE, validatePublish } from '@aigc/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentImages, contentMentions, contentModels, contents, generations, images } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { cardsChanged, keptMentions } from '../../shared';
import { writeMessage } from '../messages';
import { findTopic } from '../topics';
import type { Storage } from '../../storage';
import { assertLocalUpload } from '../uploads';
import { findPostableModel, MODEL_POSTER_MISMATCH, storePostModel } from './models';
import type { PublishBody } from './schemas';

/** popUpType of a plain success (docs/product.md §3 'Publish success response'). */
export const POPUP_NONE = 0;
/** popUpType of a Want It challenge entry: the client explains how wants make it real (100 wants, docs/product.md §1). */
export const POPUP_WANT_IT = 1;

/** Message of the 403 sent when an image is missing or belongs to someone else. */
export const NOT_YOUR_IMAGE = 'You can only publish your own images';

/** docs/product.md §8: a history work made by a model that no configured provider serves now. */
export const MODEL_UNAVAILABLE = 'The model is temporarily unavailable for posting';

/**
 * Publishes a post (docs/product.md §3 payload, §5 limits, `POST /api/topic/content` and
 * `/general`):
 * - images = posterImage then contentImage (duplicates refused), 1..9, title
 *   ≤ 50 and description ≤ 300 characters — @aigc/domain `validatePublish`,
 *   its message as a 400;
 * - a Want It (wantable) challenge takes exactly one image, generated for a
 *   challenge in its `allowPostWantByTopicIds` (docs/product.md §5; @aigc/domain
 *   `checkWantableSelection`), else 400 with the domain's message;
 * - `topicId` must name an existing challenge, else 400;
 * - type 2 (local upload) needs the account's `showPostLocalUpload` unless
 *   the post goes to a challenge (docs/product.md §6 'Local upload'), else 403
 *   `LOCAL_UPLOAD_LOCKED` (uploads' assertLocalUpload);
 * - type 1 (history works): every image must come from a generation of the
 *   caller; type 2 (local upload): every image must be owned by the caller;
 *   else 403 {@link NOT_YOUR_IMAGE} (unknown ids too, so ids of others'
 *   images are not revealed);
 * - type 1: every image's generation model must be one `isModelServed`
 *   (a configured provider serves it, what `GET /api/model/selection` lists),
 *   else 400 {@link MODEL_UNAVAILABLE} (docs/product.md §8);
 * - mentions are kept only where the description still reads `@<nickname>`
 *   of an existing user at `[startIndex, endIndex)` (UTF-16 offsets), one per
 *   user, no overlaps (`keptMentions` of src/shared, docs/product.md §5); others are dropped.
 *   Each mentioned user (but yourself) gets a mention message (type 23,
 *   `info.mentionType` 2 = a post, docs/product.md §3, §9) in the same transaction.
 * - `modelGenerateId` (a 3D post, docs/api-contract.md '3D posts'): an image → 3D
 *   generation of the caller (else 403 `NOT_YOUR_MODEL`) with its GLB (else 400
 *   'The model is temporarily unavailable for posting', docs/product.md §8),
 *   whose preview must be the poster (else 400 `MODEL_POSTER_MISMATCH`); its
 *   GLB and STL are copied to content-addressed keys and recorded in
 *   `content_models` in the post's transaction.
 * The prompt of the poster's generation is stored with the post. Returns the
 * new post id and the popup the client shows ({@link POPUP_WANT_IT} for a
 * Want It entry, else {@link POPUP_NONE}).
 */
export async function publish(
  db: Db,
  storage: Storage,
  userId: string,
  body: PublishBody,
  now: Date,
  isModelServed: (modelId: string) => boolean,
): Promise<{ createId: string; popUpType: number }> {
  const imageIds = [body.posterImage, ...body.contentImage];
  if (new Set(imageIds).size !== imageIds.length) throw badRequest('The same image was selected twice');
  const issue = validatePublish({ title: body.title, description: body.description, imageCount: imageIds.length });
  if (issue) throw badRequest(issue.message);
  const topicId = body.topicId || null;
  const topic = topicId ? await findTopic(db, topicId) : null;
  if (topicId && !topic) throw badRequest('The challenge does not exist');
  if (body.type === 2) await assertLocalUpload(db, userId, topicId);

  const found = await db
    .select({
      id: images.id,
      ownerId: images.ownerId,
      genUser: generations.userId,
      genId: generations.id,
      genTopic: generations.topicId,
      prompt: generations.prompt,
      modelId: generations.modelId,
    })
    .from(images)
    .leftJoin(generations, eq(generations.id, images.generationId))
    .where(inArray(images.id, imageIds));
  const byId = new Map(found.map((f) => [f.id, f]));
  for (const id of imageIds) {
    const f = byId.get(id);
    const mine = body.type === 1 ? f?.genUser === userId : f?.ownerId === userId;
    if (!f || !mine) throw forbidden(NOT_YOUR_IMAGE);
    if (body.type === 1 && f.modelId && !isModelServed(f.modelId)) throw badRequest(MODEL_UNAVAILABLE);
  }
  if (topic?.wantable) {
    const wantIssue = checkWantableSelection(
      imageIds.map((id) => ({ wantableTopicIds: byId.get(id)?.genTopic ? [byId.get(id)!.genTopic!] : [] })),
      { uniqueTopicId: topic.id, wantable: 1, allowPostWantByTopicIds: [topic.id] },
    );
    if (wantIssue) throw badRequest(wantIssue.message);
  }

  const model = body.modelGenerateId ? await findPostableModel(db, storage, userId, body.modelGenerateId) : null;
  if (model && byId.get(body.posterImage)?.genId !== model.generationId) throw badRequest(MODEL_POSTER_MISMATCH);

  const mentions = await keptMentions(db, body.description, body.mentionUser);

  const id = newId();
  const modelRow = model ? await storePostModel(storage, model, id) : null;
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
    if (modelRow) await tx.insert(contentModels).values({ ...modelRow, createdAt: now });
    cardsChanged(tx);
    if (mentions.length) {
      await tx.insert(contentMentions).values(
        mentions.map((m) => ({ contentId: id, userId: m.userId, startIndex: m.startIndex, endIndex: m.endIndex })),
      );
    }
    for (const m of mentions) {
      await writeMessage(tx, {
        recipientId: m.userId,
        type: MESSAGE_TYPE.MENTION,
        actorId: userId,
        contentId: id,
        info: { mentionType: MENTION_TYPE.POST },
        now,
      });
    }
  });
  return { createId: id, popUpType: topic?.wantable ? POPUP_WANT_IT : POPUP_NONE };
}
