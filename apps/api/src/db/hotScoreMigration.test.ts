/**
 * Migration 0020 (docs/ranking.md 'Changing the formula'): replacing the
 * function behind the stored `hot_score` column does not recompute the rows
 * that exist; dropping and re-adding the column does. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotScoreOf } from '../shared';
import { insertPost } from '../test/posts';
import { startTestApp, type TestApp } from '../test/harness';
import { migrationsFolder } from './client';
import { contents } from './schema';

/** The statements of a migration file, as drizzle runs them. */
function statements(file: string): string[] {
  return readFileSync(join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function storedScore(id: string): Promise<number> {
  const [row] = await t.db.select({ hot: contents.hotScore }).from(contents).where(eq(contents.id, id));
  return row?.hot ?? Number.NaN;
}

describe('migration 0020_feed_hot_score_engagement', () => {
  it('recomputes the stored score of existing posts, which replacing the function alone would not', async () => {
    const author = await t.createUser();
    const createdAt = new Date('2026-05-01T08:00:00Z');
    const { contentId } = await insertPost(t.db, { authorId: author.id, createdAt });
    await t.db.update(contents).set({ wantCount: 130, commentCount: 4, likeCount: 9 }).where(eq(contents.id, contentId));
    const current = hotScoreOf(130, 9, 4, createdAt.getTime());
    expect(await storedScore(contentId)).toBeCloseTo(current, 9);

    // Put back 0014's function: the stored value of the existing row does not move.
    const [old] = statements('0014_feed_hot_score.sql');
    await t.db.execute(sql.raw(old ?? ''));
    expect(await storedScore(contentId)).toBeCloseTo(current, 9);

    // Make the column as 0014 left it (dropped and added under the old function)…
    await t.db.execute(sql.raw('ALTER TABLE "contents" DROP COLUMN "hot_score"'));
    await t.db.execute(
      sql.raw('ALTER TABLE "contents" ADD COLUMN "hot_score" double precision GENERATED ALWAYS AS (feed_hot_score(want_count, like_count, comment_count, created_at)) STORED NOT NULL'),
    );
    const stale = Math.log2(2 * 130 + 9 + 4 + 1) + createdAt.getTime() / 1000 / 43_200;
    expect(await storedScore(contentId)).toBeCloseTo(stale, 9);

    // …then run 0020: every existing row gets the new score, and the feed's indexes are back.
    for (const statement of statements('0020_feed_hot_score_engagement.sql')) await t.db.execute(sql.raw(statement));
    expect(await storedScore(contentId)).toBeCloseTo(current, 9);
    const indexes = await t.db.execute(
      sql`select indexname from pg_indexes where tablename = 'contents' and indexname in ('contents_feed_hot_idx', 'contents_topic_hot_idx') order by indexname`,
    );
    // Both drivers answer `{ rows }`.
    const rows = (indexes as unknown as { rows: { indexname: string }[] }).rows;
    expect(rows.map((r) => r.indexname)).toEqual(['contents_feed_hot_idx', 'contents_topic_hot_idx']);
  });
});
