import { imagePreloadTag, POST_IMAGE_SIZES } from '@aigc/domain';
import type { DbOrTx } from '../../db/client';
import { visibleCard } from '../../shared';

const POST_PAGE_RE = /^\/content\/([A-Za-z0-9_-]{1,64})\/?$/;

/**
 * What the server adds to the `<head>` of a main edition's page at `path`
 * (docs/architecture.md "Responsive images"): for a post page
 * (`/content/:contentId` of a visible post) the preload of its poster —
 * the page's largest first-screen image — with the AVIF `imagesrcset` and
 * the `sizes` the page draws it with (`POST_IMAGE_SIZES`), so the browser
 * fetches it while the app's code and the post's data are still on their
 * way. Null for other paths and unknown or deleted posts.
 */
export async function firstScreenHead(db: DbOrTx, path: string): Promise<string | null> {
  const id = POST_PAGE_RE.exec(path)?.[1];
  if (!id) return null;
  const found = await visibleCard(db, id, null);
  if (!found) return null;
  const poster = found.card.posterImage;
  return imagePreloadTag(poster.url, poster.width, POST_IMAGE_SIZES);
}
