import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { contents, showcasePosts, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { baseSelect, hydrateCards, type PostCardDto } from '../../shared';

/** Most posts the official showcase holds (docs/product.md §2 'About us'). */
export const SHOWCASE_MAX = 12;

/** Messages of the showcase rules (sent as the envelope `msg`). */
export const ShowcaseMessages = {
  missingPost: 'This post does not exist or was deleted',
  notShown: 'This post is not in the showcase',
  full: `The showcase is full (at most ${SHOWCASE_MAX} posts): remove one first`,
} as const;

/** OpenAPI component `ShowcaseEntry`: one curated post as operators see it. */
export const ShowcaseEntrySchema = z
  .object({
    position: z.number().int().describe('1-based place on the About page'),
    contentId: z.string(),
    title: z.string(),
    authorName: z.string(),
    wantCount: z.number().int(),
    addedAt: z.string().describe('ISO time it was added'),
    addedBy: z.string().nullable().describe('The operator (user id) who added it; null for the seed'),
  })
  .meta({ id: 'ShowcaseEntry' });

/** A showcase entry as sent to operators. */
export type ShowcaseEntryDto = z.infer<typeof ShowcaseEntrySchema>;

/** The live curated posts (not deleted), in showcase order. */
function liveEntries(db: DbOrTx) {
  return db
    .select({
      contentId: showcasePosts.contentId,
      position: showcasePosts.position,
      addedBy: showcasePosts.addedBy,
      addedAt: showcasePosts.addedAt,
      title: contents.title,
      wantCount: contents.wantCount,
      authorName: users.nickname,
    })
    .from(showcasePosts)
    .innerJoin(contents, eq(contents.id, showcasePosts.contentId))
    .innerJoin(users, eq(users.id, contents.authorId))
    .where(isNull(contents.deletedAt))
    .orderBy(asc(showcasePosts.position));
}

/**
 * The official showcase of About us (`GET /api/showcase`, docs/product.md §2
 * 'About us'): the curated posts that are not deleted, as feed cards in the
 * operators' order (at most {@link SHOWCASE_MAX}), with the viewer's
 * `liked` / `wanted` (`viewerId` null = visitor). Empty when nothing is curated.
 */
export async function showcaseCards(db: Db, viewerId: string | null): Promise<PostCardDto[]> {
  const rows = await baseSelect(db)
    .innerJoin(showcasePosts, eq(showcasePosts.contentId, contents.id))
    .where(isNull(contents.deletedAt))
    .orderBy(asc(showcasePosts.position))
    .limit(SHOWCASE_MAX);
  return hydrateCards(db, rows, viewerId);
}

/** The showcase as operators see it (`GET /admin/showcase`): every live entry in order. */
export async function listShowcase(db: DbOrTx): Promise<ShowcaseEntryDto[]> {
  const rows = await liveEntries(db);
  return rows.map((r) => ({
    position: r.position,
    contentId: r.contentId,
    title: r.title,
    authorName: r.authorName,
    wantCount: r.wantCount,
    addedAt: r.addedAt.toISOString(),
    addedBy: r.addedBy,
  }));
}

type EntryRow = typeof showcasePosts.$inferSelect;

/** Serialises every change of the showcase (one transaction at a time renumbers it). */
async function lockShowcase(tx: Tx): Promise<EntryRow[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('showcase'))`);
  return tx.select().from(showcasePosts).orderBy(asc(showcasePosts.position));
}

/** Writes `entries` back as positions 1, 2, 3 … (the rows are replaced: the position index stays unique throughout). */
async function renumber(tx: Tx, entries: readonly EntryRow[]): Promise<void> {
  await tx.delete(showcasePosts);
  if (entries.length > 0) await tx.insert(showcasePosts).values(entries.map((e, i) => ({ ...e, position: i + 1 })));
}

/**
 * Puts a post in the showcase (`POST /admin/showcase`): at `position`
 * (1-based; past the end, or left out: last), or moves it there when it is
 * in already; the others keep their order. `actorId` is the operator.
 * Errors (nothing changes): 404 'This post does not exist or was deleted';
 * 409 'The showcase is full (at most 12 posts): remove one first' for a
 * new post when {@link SHOWCASE_MAX} live posts are in.
 * @returns the showcase after the change
 */
export async function addToShowcase(
  db: Db,
  input: { contentId: string; position?: number | undefined },
  actorId: string | null,
  now: Date,
): Promise<ShowcaseEntryDto[]> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: contents.id })
      .from(contents)
      .where(and(eq(contents.id, input.contentId), isNull(contents.deletedAt)))
      .limit(1);
    if (!post) throw notFound(ShowcaseMessages.missingPost);
    const current = await lockShowcase(tx);
    const existing = current.find((e) => e.contentId === input.contentId);
    const others = current.filter((e) => e.contentId !== input.contentId);
    if (!existing && (await liveEntries(tx)).length >= SHOWCASE_MAX) throw conflict(ShowcaseMessages.full);
    const at = Math.min(Math.max((input.position ?? others.length + 1) - 1, 0), others.length);
    const entry: EntryRow = existing ?? { contentId: input.contentId, position: 0, addedBy: actorId, addedAt: now };
    await renumber(tx, [...others.slice(0, at), entry, ...others.slice(at)]);
    return listShowcase(tx);
  });
}

/**
 * Takes a post off the showcase (`POST /admin/showcase/remove`); the others
 * close up. Error: 404 'This post is not in the showcase'.
 * @returns the showcase after the change
 */
export async function removeFromShowcase(db: Db, contentId: string): Promise<ShowcaseEntryDto[]> {
  return db.transaction(async (tx) => {
    const current = await lockShowcase(tx);
    if (!current.some((e) => e.contentId === contentId)) throw notFound(ShowcaseMessages.notShown);
    await renumber(
      tx,
      current.filter((e) => e.contentId !== contentId),
    );
    return listShowcase(tx);
  });
}

/**
 * Takes deleted posts off the showcase inside the transaction that deletes
 * them (docs/product.md §2 'About us': a deleted post leaves it); a no-op
 * when none of `contentIds` is in it.
 */
export async function takeOffShowcase(tx: Tx, contentIds: readonly string[]): Promise<void> {
  if (contentIds.length === 0) return;
  const shown = await tx
    .select({ contentId: showcasePosts.contentId })
    .from(showcasePosts)
    .where(inArray(showcasePosts.contentId, [...contentIds]));
  if (shown.length === 0) return;
  const current = await lockShowcase(tx);
  const gone = new Set(contentIds);
  await renumber(
    tx,
    current.filter((e) => !gone.has(e.contentId)),
  );
}
