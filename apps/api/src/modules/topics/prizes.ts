import {
  canChangePrizeOutcome,
  PRIZE_OUTCOME_TYPE,
  PRIZE_OUTCOMES,
  type PrizeOutcome,
} from '@aigc/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contents, prizeAwards, topics, users } from '../../db/schema';
import { makePage, type Page } from '../../lib/envelope';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { writeMessage } from '../messages';

/** Messages of the prize rules. */
export const PrizeMessages = {
  noPost: 'This post does not exist or was deleted',
  noChallenge: 'This post was not published in a challenge',
  noPrize: 'This challenge has no such prize',
  noTopic: 'This challenge does not exist',
} as const;

/** The outcome of an awarded prize, from the message type stored with it. */
function outcomeOf(type: number): PrizeOutcome {
  const found = PRIZE_OUTCOMES.find((o) => PRIZE_OUTCOME_TYPE[o] === type);
  if (!found) throw new Error(`unknown prize outcome type ${type}`);
  return found;
}

/** A prize awarded to a post, as operators see it. */
export interface PrizeAwardView {
  contentId: string;
  title: string;
  authorId: string;
  authorName: string;
  topicId: string;
  prizeRank: string;
  prizeTitle: string;
  outcome: PrizeOutcome;
  createTime: string;
  updateTime: string;
}

/** What {@link awardPrize} answers. */
export interface AwardResult {
  award: PrizeAwardView;
  /** What this call did: a new award, a change of outcome, or nothing (the same award again). */
  change: 'awarded' | 'changed' | 'unchanged';
  /** Messages written by this call (0 or 1). */
  sent: number;
}

/** Input of {@link awardPrize}. */
export interface AwardPrizeInput {
  contentId: string;
  /** The `rank` of one of the challenge's prizes ('1st', 'Top 10', …). */
  prizeRank: string;
  outcome: PrizeOutcome;
  /** The operator. */
  actorId: string;
  now: Date;
}

/**
 * Awards a prize of its challenge to a post (docs/product.md §8 types 19–21),
 * by an operator, in ONE transaction with the message to the post's author:
 * type 19 (`free`: produced free), 20 (`contact`: contact the team) or 21
 * (`not_producible`: compensation through support), with `info` { topicId,
 * topicTitle, prizeRank, prizeTitle, prizeDescription }. The post row is
 * locked first, so awards of one post are serialised.
 *
 * Once per post and prize (`prize_awards`): the same award again changes
 * nothing and messages nobody (`unchanged`, a safe retry); a `free` or
 * `contact` award may turn `not_producible` once (`changed`, with a 21 to
 * the author; @aigc/domain `canChangePrizeOutcome`). Errors: 404 the post is
 * missing or deleted, or its challenge is gone; 400 the post is in no
 * challenge, or the challenge has no prize of that rank; 409 any other
 * change of outcome.
 */
export async function awardPrize(db: Db, input: AwardPrizeInput): Promise<AwardResult> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({
        id: contents.id,
        authorId: contents.authorId,
        topicId: contents.topicId,
        deletedAt: contents.deletedAt,
      })
      .from(contents)
      .where(eq(contents.id, input.contentId))
      .for('update');
    if (!post || post.deletedAt) throw notFound(PrizeMessages.noPost);
    if (!post.topicId) throw badRequest(PrizeMessages.noChallenge);
    const [topic] = await tx
      .select({ id: topics.id, title: topics.title, prizes: topics.prizes })
      .from(topics)
      .where(eq(topics.id, post.topicId));
    if (!topic) throw notFound(PrizeMessages.noTopic);
    const prize = topic.prizes.find((p) => p.rank === input.prizeRank);
    if (!prize) {
      const ranks = topic.prizes.map((p) => p.rank).join(', ') || 'none';
      throw badRequest(`${PrizeMessages.noPrize} (prizes: ${ranks})`);
    }
    const key = and(eq(prizeAwards.contentId, post.id), eq(prizeAwards.prizeRank, prize.rank));
    const [existing] = await tx
      .select({ outcome: prizeAwards.outcome })
      .from(prizeAwards)
      .where(key);
    let change: AwardResult['change'] = 'awarded';
    if (existing) {
      const from = outcomeOf(existing.outcome);
      if (from === input.outcome) change = 'unchanged';
      else if (!canChangePrizeOutcome(from, input.outcome)) {
        throw conflict(
          `This prize was already awarded to this post as '${from}'; it can only turn 'not_producible'`,
        );
      } else change = 'changed';
    }
    const type = PRIZE_OUTCOME_TYPE[input.outcome];
    if (change === 'awarded') {
      await tx.insert(prizeAwards).values({
        contentId: post.id,
        prizeRank: prize.rank,
        topicId: topic.id,
        outcome: type,
        awardedBy: input.actorId,
        createdAt: input.now,
        updatedAt: input.now,
      });
    } else if (change === 'changed') {
      await tx
        .update(prizeAwards)
        .set({ outcome: type, awardedBy: input.actorId, updatedAt: input.now })
        .where(key);
    }
    let sent = 0;
    if (change !== 'unchanged') {
      const id = await writeMessage(tx, {
        recipientId: post.authorId,
        type,
        contentId: post.id,
        info: {
          topicId: topic.id,
          topicTitle: topic.title,
          prizeRank: prize.rank,
          prizeTitle: prize.title,
          prizeDescription: prize.description,
        },
        now: input.now,
      });
      if (id) sent = 1;
    }
    const [award] = await awardRows(
      tx,
      and(eq(prizeAwards.contentId, post.id), eq(prizeAwards.prizeRank, prize.rank)),
      1,
      0,
    );
    return { award: award!, change, sent };
  });
}

type Where = ReturnType<typeof and>;

async function awardRows(
  db: DbOrTx,
  where: Where,
  limit: number,
  offset: number,
): Promise<PrizeAwardView[]> {
  const rows = await db
    .select({
      a: prizeAwards,
      title: contents.title,
      authorId: contents.authorId,
      authorName: users.nickname,
      prizes: topics.prizes,
    })
    .from(prizeAwards)
    .innerJoin(contents, eq(contents.id, prizeAwards.contentId))
    .innerJoin(users, eq(users.id, contents.authorId))
    .innerJoin(topics, eq(topics.id, prizeAwards.topicId))
    .where(where)
    .orderBy(asc(prizeAwards.createdAt), asc(prizeAwards.contentId), asc(prizeAwards.prizeRank))
    .limit(limit)
    .offset(offset);
  return rows.map(({ a, title, authorId, authorName, prizes }) => ({
    contentId: a.contentId,
    title,
    authorId,
    authorName,
    topicId: a.topicId,
    prizeRank: a.prizeRank,
    prizeTitle: prizes.find((p) => p.rank === a.prizeRank)?.title ?? a.prizeRank,
    outcome: outcomeOf(a.outcome),
    createTime: a.createdAt.toISOString(),
    updateTime: a.updatedAt.toISOString(),
  }));
}

/**
 * One page of the prizes awarded in a challenge (`topicId`) or to a post
 * (`contentId`), oldest first. Unknown ids give an empty page.
 */
export async function listAwards(
  db: DbOrTx,
  of: { topicId: string } | { contentId: string },
  page: number,
  pageSize: number,
): Promise<Page<PrizeAwardView>> {
  const where = and(
    'topicId' in of ? eq(prizeAwards.topicId, of.topicId) : eq(prizeAwards.contentId, of.contentId),
  );
  const [rows, totals] = await Promise.all([
    awardRows(db, where, pageSize, (page - 1) * pageSize),
    db.select({ n: count() }).from(prizeAwards).where(where),
  ]);
  return makePage(rows, page, pageSize, totals[0]?.n ?? 0);
}
