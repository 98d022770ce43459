import type { Db } from '../db/client';
import { contentImages, contents, images } from '../db/schema';
import { newId } from '../lib/ids';
import type { Storage } from '../storage/types';
import type { TestApp } from './harness';

/** Options of {@link insertPost}. */
export interface InsertPostOptions {
  authorId: string;
  title?: string;
  description?: string;
  prompt?: string | null;
  hiddenPrompt?: boolean;
  topicId?: string | null;
  createdAt?: Date;
  /** Number of images (default 1). */
  imageCount?: number;
  /** When given, a real file is stored per image (bytes = `file-<n>`; content type image/png). */
  storage?: Storage;
}

/**
 * Test helper: inserts a post with `imageCount` images straight into the
 * database (tests of routes that read posts). Returns the post id and its
 * image ids in display order.
 */
export async function insertPost(db: Db, o: InsertPostOptions): Promise<{ contentId: string; imageIds: string[] }> {
  const contentId = newId();
  const imageIds = Array.from({ length: o.imageCount ?? 1 }, () => newId());
  for (const [i, id] of imageIds.entries()) {
    const key = `test/${id}.png`;
    if (o.storage) await o.storage.put(key, Buffer.from(`file-${i + 1}`), 'image/png');
    await db.insert(images).values({
      id,
      ownerId: o.authorId,
      key,
      url: `/aigc/files/${key}`,
      url512: `/aigc/files/test/${id}_512.webp`,
      url200: `/aigc/files/test/${id}_200.webp`,
      width: 1024,
      height: 768,
    });
  }
  await db.insert(contents).values({
    id: contentId,
    authorId: o.authorId,
    topicId: o.topicId ?? null,
    title: o.title ?? `Post ${contentId}`,
    description: o.description ?? '',
    prompt: o.prompt === undefined ? 'a moon ring, silver' : o.prompt,
    hiddenPrompt: o.hiddenPrompt ?? false,
    ...(o.createdAt ? { createdAt: o.createdAt } : {}),
  });
  await db.insert(contentImages).values(imageIds.map((imageId, position) => ({ contentId, imageId, position })));
  return { contentId, imageIds };
}

/**
 * Test helper: grants `session`'s account local upload the way a person does,
 * by accepting the author terms (`POST /api/author/onboarding`, docs/product.md §6
 * 'Local upload'); uploads and type 2 posts outside a challenge need it.
 * `headers` (e.g. the education host) go with the call.
 */
export async function unlockLocalUpload(t: Pick<TestApp, 'call'>, session: string, headers?: Record<string, string>): Promise<void> {
  const r = await t.call<{ showPostLocalUpload: boolean }>('POST', '/aigc/api/author/onboarding', {
    session,
    body: { acceptOriginality: true },
    ...(headers ? { headers } : {}),
  });
  if (!r.body.data?.showPostLocalUpload) throw new Error(`local upload not unlocked: ${r.body.msg}`);
}
