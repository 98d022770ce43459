import {
  MESSAGE_TYPE,
  RANKING_SIZE,
  lastEndedRankingPeriod,
  rankingPeriodRange,
} from '@aigc/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { creatorRankings, rankingPublications, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { writeMessage } from '../messages';
import { periodRanking } from './queries';

/** Messages of the ranking rules. */
export const RankingMessages = {
  badPeriod: 'The period must be an ISO week such as 2026-W24',
  notEnded: 'This week has not ended yet; a ranking is published once its week is over',
} as const;

/** A creator of a published ranking. */
export interface PublishedRankRow {
  rank: number;
  userId: string;
  nickName: string;
  score: number;
  wants: number;
  likes: number;
}

/** What {@link publishRanking} answers. */
export interface PublishedRanking {
  /** The ISO week, `YYYY-Www`. */
  period: string;
  /** ISO instants: Monday 00:00 UTC, and the next Monday (exclusive). */
  start: string;
  end: string;
  /** False when the period had been published before: nothing was written this time. */
  created: boolean;
  /** Ranking messages written by this call (0 on a repeat). */
  sent: number;
  publishedAt: string;
  creators: PublishedRankRow[];
}

/** Input of {@link publishRanking}. */
export interface PublishRankingInput {
  /** ISO week `YYYY-Www` (UTC); default: the last week that has ended at `now`. */
  period?: string | undefined;
  /** How many creators to rank (1–RANKING_SIZE_MAX, default RANKING_SIZE = 10). */
  size?: number | undefined;
  /** Optional words of the operator, sent as `info.rankingMsg`. */
  message?: string | undefined;
  /** The operator publishing it. */
  actorId: string;
  now: Date;
}

async function storedRanking(db: DbOrTx, period: string): Promise<PublishedRankRow[]> {
  return db
    .select({
      rank: creatorRankings.rank,
      userId: creatorRankings.userId,
      nickName: users.nickname,
      score: creatorRankings.score,
      wants: creatorRankings.wants,
      likes: creatorRankings.likes,
    })
    .from(creatorRankings)
    .innerJoin(users, eq(users.id, creatorRankings.userId))
    .where(eq(creatorRankings.period, period))
    .orderBy(asc(creatorRankings.rank));
}

/**
 * Publishes the creator ranking of a finished ISO week (docs/product.md §7
 * 'Messages', type 22): the top `size` creators by the wants (2 points) and
 * likes (1 point) their visible posts received from others during the week
 * (`periodRanking`), stored as `creator_rankings`, and one ranking message
 * to each ranked creator with `info` { rank, period, score, wants, likes,
 * rankingMsg? } — all in ONE transaction. A click on it opens
 * `/creator?scrollToBottom=true` (@aigc/domain `messageTarget`).
 *
 * Once per period: the `ranking_publications` row of the period is inserted
 * first (ON CONFLICT DO NOTHING), so a retry or a second operator — even at
 * the same moment — finds it and gets the stored ranking back with
 * `created: false` and nothing written; every creator is messaged at most
 * once per period. A failed message rolls the whole publication back, so a
 * retry starts clean.
 *
 * Errors: 400 {@link RankingMessages.badPeriod} for a malformed or
 * non-existent week; 400 {@link RankingMessages.notEnded} when the week has
 * not ended at `now`.
 */
export async function publishRanking(
  db: Db,
  input: PublishRankingInput,
): Promise<PublishedRanking> {
  const period = input.period ?? lastEndedRankingPeriod(input.now);
  const range = rankingPeriodRange(period);
  if (!range) throw badRequest(RankingMessages.badPeriod);
  if (range.end.getTime() > input.now.getTime()) throw badRequest(RankingMessages.notEnded);
  const size = input.size ?? RANKING_SIZE;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(rankingPublications)
      .values({
        period,
        startsAt: range.start,
        endsAt: range.end,
        publishedBy: input.actorId,
        publishedAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ period: rankingPublications.period });
    const base = { period, start: range.start.toISOString(), end: range.end.toISOString() };
    if (inserted.length === 0) {
      const [published] = await tx
        .select({ at: rankingPublications.publishedAt })
        .from(rankingPublications)
        .where(eq(rankingPublications.period, period));
      return {
        ...base,
        created: false,
        sent: 0,
        publishedAt: (published?.at ?? input.now).toISOString(),
        creators: await storedRanking(tx, period),
      };
    }
    const ranked = await periodRanking(tx, range.start, range.end, size);
    if (ranked.length) {
      await tx
        .insert(creatorRankings)
        .values(
          ranked.map((r) => ({
            period,
            userId: r.id,
            rank: r.rank,
            score: r.score,
            wants: r.wants,
            likes: r.likes,
          })),
        );
    }
    let sent = 0;
    for (const r of ranked) {
      const id = await writeMessage(tx, {
        recipientId: r.id,
        type: MESSAGE_TYPE.RANKING,
        info: {
          rank: r.rank,
          period,
          score: r.score,
          wants: r.wants,
          likes: r.likes,
          ...(input.message ? { rankingMsg: input.message } : {}),
        },
        now: input.now,
      });
      if (id) sent += 1;
    }
    return {
      ...base,
      created: true,
      sent,
      publishedAt: input.now.toISOString(),
      creators: await storedRanking(tx, period),
    };
  });
}
