-- The feed's hot score (src/shared/postCards.ts hotScoreOf):
--   log2(2 * wants + likes + comments + 1) + created_at (epoch seconds) / 43200
-- An exponential decay with a 12-hour half-life written in log space: at any
-- moment `now` the order it gives equals the order of
-- (2w + l + c + 1) * 2^(-(now - created_at) / 12 h), because the `now` term is
-- the same for every post. So the stored value never goes stale with time,
-- only when the counters change, and then PostgreSQL regenerates it in the
-- same statement. IMMUTABLE is true: the epoch of a timestamptz does not
-- depend on the session's time zone.
CREATE OR REPLACE FUNCTION feed_hot_score(want_count integer, like_count integer, comment_count integer, created_at timestamptz)
RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT ln(greatest(2 * want_count + like_count + comment_count + 1, 1)::float8) / ln(2::float8) + extract(epoch from created_at)::float8 / 43200 $$;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "hot_score" double precision GENERATED ALWAYS AS (feed_hot_score(want_count, like_count, comment_count, created_at)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contents_feed_hot_idx" ON "contents" USING btree ("hot_score" DESC NULLS FIRST,"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "contents_feed_new_idx" ON "contents" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "contents_topic_hot_idx" ON "contents" USING btree ("topic_id","hot_score" DESC NULLS FIRST,"id") WHERE deleted_at is null;