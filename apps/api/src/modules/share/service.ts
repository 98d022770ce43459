import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { contentImages, contents, contentShares, images, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';

/** OpenAPI component `ShareInfo`: what a share card or a copied link shows for a post. */
export const ShareInfoSchema = z
  .object({
    contentId: z.string(),
    title: z.string().describe("The post's title, or 'A design by <creator>' when it has none"),
    description: z.string().describe('Up to 140 characters of the description (the prompt when allowed and no description)'),
    image: z.string().describe('Absolute URL of the poster image (512 px derivative)'),
    url: z.string().describe('Absolute URL of the post page, /content/:contentId?pageSource=share'),
  })
  .meta({ id: 'ShareInfo' });

/** Share info as sent to clients. */
export type ShareInfo = z.infer<typeof ShareInfoSchema>;

/** Longest share description, in characters. */
export const SHARE_DESCRIPTION_MAX = 140;

function clip(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * Share info of a non-deleted post (404 otherwise). `origin` is the site's
 * origin (`https://host`), used to make the URLs absolute. A hidden prompt is
 * never used (docs/product.md §2: hidden from everyone but the author).
 */
export async function shareInfo(db: DbOrTx, contentId: string, origin: string): Promise<ShareInfo> {
  const rows = await db
    .select({
      title: contents.title,
      description: contents.description,
      prompt: contents.prompt,
      hiddenPrompt: contents.hiddenPrompt,
      nick: users.nickname,
      poster: images.url512,
    })
    .from(contents)
    .innerJoin(users, eq(users.id, contents.authorId))
    .leftJoin(contentImages, and(eq(contentImages.contentId, contents.id), eq(contentImages.position, 0)))
    .leftJoin(images, eq(images.id, contentImages.imageId))
    .where(and(eq(contents.id, contentId), isNull(contents.deletedAt)))
    .orderBy(asc(contentImages.position))
    .limit(1);
  const r = rows[0];
  if (!r) throw notFound('This post does not exist or was deleted');
  const text = r.description.trim() || (r.hiddenPrompt ? '' : (r.prompt ?? ''));
  return {
    contentId,
    title: r.title.trim() || `A design by ${r.nick}`,
    description: clip(text, SHARE_DESCRIPTION_MAX),
    image: r.poster ? new URL(r.poster, origin).toString() : '',
    url: new URL(`/content/${encodeURIComponent(contentId)}?pageSource=share`, origin).toString(),
  };
}

/** Records one share of a post by `userId` (null = visitor) on `channel` (e.g. `link`). */
export async function recordShare(db: DbOrTx, contentId: string, userId: string | null, channel: string, now: Date): Promise<void> {
  await db.insert(contentShares).values({ id: newId(), contentId, userId, channel, createdAt: now });
}
