-- The feed's hot score, weighted and decayed for a community (docs/ranking.md;
-- the TypeScript twin is src/shared/postCards.ts hotScoreOf):
--   log2(4 * wants + 2 * comments + likes + 1) + created_at (epoch seconds) / 345600
-- i.e. an exponential decay whose weight halves every 96 hours, written in
-- log space so the stored value never goes stale with time (the `now` term
-- is the same for every post). 0014's 12-hour half-life made the order
-- almost by recency.
--
-- PostgreSQL (and PGlite) do not recompute a STORED generated column when
-- the function behind it changes, so the column is dropped (its two indexes
-- go with it) and added again, which computes it for every row, and the
-- indexes are made again.
ALTER TABLE "contents" DROP COLUMN "hot_score";--> statement-breakpoint
CREATE OR REPLACE FUNCTION feed_hot_score(want_count integer, like_count integer, comment_count integer, created_at timestamptz)
RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT ln(greatest(4 * want_count + 2 * comment_count + like_count + 1, 1)::float8) / ln(2::float8) + extract(epoch from created_at)::float8 / 345600 $$;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "hot_score" double precision GENERATED ALWAYS AS (feed_hot_score(want_count, like_count, comment_count, created_at)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contents_feed_hot_idx" ON "contents" USING btree ("hot_score" DESC NULLS FIRST,"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "contents_topic_hot_idx" ON "contents" USING btree ("topic_id","hot_score" DESC NULLS FIRST,"id") WHERE deleted_at is null;
