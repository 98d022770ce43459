import { SERIES_MESSAGES, validateSeries } from '@aigc/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { series, seriesContents } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { ownVisibleContentIds } from './queries';
import type { SaveSeriesBody } from './schemas';

/** Message when a series id is unknown. */
export const NO_SERIES = 'This series does not exist';

/**
 * Creates (no `uniqueSeriesId`) or replaces (title, description and the
 * ordered posts of) a series of `userId`'s own visible posts, in one
 * transaction. Returns the series id.
 * Errors: 400 with a {@link SERIES_MESSAGES} text (packages/domain
 * validateSeries; a post that is not the caller's or is deleted →
 * 'Only your own posts can be added to a series'); 404 unknown series; 403
 * someone else's series.
 */
export async function saveSeries(db: Db, userId: string, body: SaveSeriesBody, now: Date): Promise<string> {
  const title = body.title.trim();
  const description = body.description.trim();
  const broken = validateSeries({ title, description, contentIds: body.contentIds });
  if (broken) throw badRequest(broken);
  return db.transaction(async (tx) => {
    const own = await ownVisibleContentIds(tx, userId, body.contentIds);
    if (own.size !== body.contentIds.length) throw badRequest(SERIES_MESSAGES.notOwn);
    let id = body.uniqueSeriesId;
    if (id) {
      const rows = await tx.select({ authorId: series.authorId }).from(series).where(eq(series.id, id)).for('update').limit(1);
      const row = rows[0];
      if (!row) throw notFound(NO_SERIES);
      if (row.authorId !== userId) throw forbidden('You can only edit your own series');
      await tx.update(series).set({ title, description, updatedAt: now }).where(eq(series.id, id));
      await tx.delete(seriesContents).where(eq(seriesContents.seriesId, id));
    } else {
      id = newId();
      await tx.insert(series).values({ id, authorId: userId, title, description, createdAt: now, updatedAt: now });
    }
    const seriesId = id;
    await tx.insert(seriesContents).values(body.contentIds.map((contentId, position) => ({ seriesId, contentId, position })));
    return seriesId;
  });
}

/** Deletes `userId`'s series (its posts stay). 404 unknown; 403 someone else's. */
export async function deleteSeries(db: Db, userId: string, id: string): Promise<void> {
  const rows = await db.select({ authorId: series.authorId }).from(series).where(eq(series.id, id)).limit(1);
  const row = rows[0];
  if (!row) throw notFound(NO_SERIES);
  if (row.authorId !== userId) throw forbidden('You can only edit your own series');
  await db.delete(series).where(eq(series.id, id));
}
