/**
 * 3D posts (docs/api-contract.md '3D posts'): the model of an image → 3D
 * generation published with a post, stored in `content_models`.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contentModels, contents, generationFiles, generations, products } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import { keyFromUrl, type Storage } from '../../storage';

/** 403 when the model's generation is missing or someone else's (unknown ids too, so others' ids are not revealed). */
export const NOT_YOUR_MODEL = 'You can only publish your own models';
/** 400 when the generation has no model file to post (docs/product.md §8 'the model is temporarily unavailable for posting'). */
export const MODEL_NOT_POSTABLE = 'The model is temporarily unavailable for posting';
/** 400 when the post's poster is not the preview of the model it publishes. */
export const MODEL_POSTER_MISMATCH = "A 3D post's first image must be its model's preview";

/** The model files of a caller's image → 3D generation, ready to publish. */
export interface PostableModel {
  generationId: string;
  glb: { key: string; sizeBytes: number };
  stl: { key: string } | null;
}

/**
 * The GLB (and STL) of `generationId` when it is an image → 3D generation of
 * `userId`.
 * @throws 403 {@link NOT_YOUR_MODEL} (missing or someone else's generation);
 *   400 {@link MODEL_NOT_POSTABLE} (not an image → 3D result, or its GLB is gone).
 */
export async function findPostableModel(db: DbOrTx, storage: Storage, userId: string, generationId: string): Promise<PostableModel> {
  const [gen] = await db
    .select({ userId: generations.userId, kind: generations.kind })
    .from(generations)
    .where(eq(generations.id, generationId))
    .limit(1);
  if (!gen || gen.userId !== userId) throw forbidden(NOT_YOUR_MODEL);
  const files = await db
    .select({ kind: generationFiles.kind, key: generationFiles.key, sizeBytes: generationFiles.sizeBytes })
    .from(generationFiles)
    .where(eq(generationFiles.generationId, generationId));
  const glb = files.find((f) => f.kind === 'glb');
  const stl = files.find((f) => f.kind === 'stl');
  if (gen.kind !== 'img2model3d' || !glb || !(await storage.exists(glb.key))) throw badRequest(MODEL_NOT_POSTABLE);
  return { generationId, glb: { key: glb.key, sizeBytes: glb.sizeBytes }, stl: stl ? { key: stl.key } : null };
}

/** Copies `key` to the content-addressed key `models/<sha256 of the bytes>.<ext>` (written once) and returns its URL. */
async function contentAddressed(storage: Storage, key: string, ext: 'glb' | 'stl'): Promise<string> {
  const object = await storage.get(key);
  if (!object) throw badRequest(MODEL_NOT_POSTABLE);
  const target = `models/${createHash('sha256').update(object.bytes).digest('hex')}.${ext}`;
  if (!(await storage.exists(target))) await storage.put(target, object.bytes, object.contentType);
  return storage.url(target);
}

/**
 * Copies a model's files to content-addressed keys (so the post keeps them
 * when the generation is deleted) and returns the `content_models` values
 * for `contentId` (GLB url, size in bytes, STL url or null).
 * @throws 400 {@link MODEL_NOT_POSTABLE} when a file vanished meanwhile.
 */
export async function storePostModel(
  storage: Storage,
  model: PostableModel,
  contentId: string,
): Promise<typeof contentModels.$inferInsert> {
  const [url, stlUrl] = await Promise.all([
    contentAddressed(storage, model.glb.key, 'glb'),
    model.stl ? contentAddressed(storage, model.stl.key, 'stl') : Promise.resolve(null),
  ]);
  return { contentId, url, format: 'glb', sizeBytes: model.glb.sizeBytes, stlUrl };
}

/** The model of a post, as its detail and the download read it; null for image posts. */
export async function findPostModel(
  db: DbOrTx,
  contentId: string,
): Promise<{ url: string; format: string; sizeBytes: number; stlUrl: string | null } | null> {
  const [row] = await db
    .select({ url: contentModels.url, format: contentModels.format, sizeBytes: contentModels.sizeBytes, stlUrl: contentModels.stlUrl })
    .from(contentModels)
    .where(eq(contentModels.contentId, contentId))
    .limit(1);
  return row ?? null;
}

/**
 * Deleted means deleted (docs/security.md 'Input hygiene, deletion and
 * rewards'): after the posts `contentIds` were deleted, removes their model
 * files (GLB, STL) from `storage` unless another live post — or a deleted one
 * that became a Make It Real product — still uses the same content-addressed
 * file. Best effort, like image reclaim. @returns the storage keys deleted.
 */
export async function reclaimPostModels(db: DbOrTx, storage: Storage, contentIds: readonly string[]): Promise<string[]> {
  if (contentIds.length === 0) return [];
  // A deleted post that became a product keeps its model (the shop keeps making it).
  const isProduct = sql`exists (select 1 from ${products} where ${products.contentId} = ${contents.id})`;
  const freed = await db
    .select({ url: contentModels.url, stlUrl: contentModels.stlUrl })
    .from(contentModels)
    .innerJoin(contents, eq(contents.id, contentModels.contentId))
    .where(and(inArray(contentModels.contentId, [...contentIds]), sql`not ${isProduct}`));
  const urls = [...new Set(freed.flatMap((m) => (m.stlUrl ? [m.url, m.stlUrl] : [m.url])))];
  if (urls.length === 0) return [];
  const kept = await db
    .select({ url: contentModels.url, stlUrl: contentModels.stlUrl })
    .from(contentModels)
    .innerJoin(contents, eq(contents.id, contentModels.contentId))
    .where(
      and(
        or(inArray(contentModels.url, urls), inArray(contentModels.stlUrl, urls)),
        or(isNull(contents.deletedAt), isProduct),
      ),
    );
  const stillUsed = new Set(kept.flatMap((m) => [m.url, m.stlUrl]));
  const keys = urls
    .filter((u) => !stillUsed.has(u))
    .map(keyFromUrl)
    .filter((k): k is string => k !== null);
  await Promise.allSettled(keys.map((k) => storage.delete(k)));
  return keys;
}
