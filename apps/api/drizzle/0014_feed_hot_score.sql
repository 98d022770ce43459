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
CREATE INDEX "contents_topic_hot_idx" ON "contents" USING btree ("topic_id","hot_score" DESC NULLS FIRST,"id") WHERE deleted_at is null;--> statement-breakpoint
-- A signed-in feed request in one round trip (src/shared/postCards.ts
-- viewerAndFlags): the live session of a token hash (the rule of
-- src/lib/sessions.ts findSession: not revoked, not expired at p_now, its
-- user's education role) as one 's' row, then the caller's likes ('l') and
-- wants ('w') among the page's post ids. No rows when the session is not
-- live. PL/pgSQL keeps the plans of its statements for the connection, so a
-- request does not plan them again.
CREATE OR REPLACE FUNCTION feed_viewer_flags(p_token_hash text, p_now timestamptz, p_ids text[])
RETURNS TABLE (kind text, id text, edu_role text, expires_at timestamptz)
LANGUAGE plpgsql STABLE
AS $$
DECLARE
  v_user text;
  v_role text;
  v_expires timestamptz;
BEGIN
  SELECT s.user_id, u.edu_role, s.expires_at INTO v_user, v_role, v_expires
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > p_now
  LIMIT 1;
  IF v_user IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY SELECT 's'::text, v_user, v_role, v_expires;
  RETURN QUERY SELECT 'l'::text, l.content_id, NULL::text, NULL::timestamptz FROM likes l WHERE l.user_id = v_user AND l.content_id = ANY (p_ids);
  RETURN QUERY SELECT 'w'::text, w.content_id, NULL::text, NULL::timestamptz FROM wants w WHERE w.user_id = v_user AND w.content_id = ANY (p_ids);
END
$$;
