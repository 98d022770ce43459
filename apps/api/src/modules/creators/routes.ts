import { PAGE_SIZE_MAX } from '@aigc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, requireUser, userOf } from '../../lib/auth';
import { envelope, makePage, ok, pageOf, pageQuery } from '../../lib/envelope';
import { unauthorized } from '../../lib/errors';
import { followCounts, personCards } from '../follows';
import { canLaunchProductDirectly, creatorTierOf, tierAtLeast } from '@aigc/domain';
import { priorityFor } from '../generate';
import { CreatorEarningsSchema, earningsOf } from '../shop';
import { findUserById } from '../users';
import { creatorCount, creatorTotals, rankingPage, rankOf, recentPostsOf } from './queries';
import { CreatorDetailSchema, CreatorSchema } from './schemas';

/** Newest posts shown on a creator card. */
export const CREATOR_CARD_POSTS = 3;

/** The creators ranking (`/creator`) and the signed-in creator's figures (`/creatorDetail/`), docs/product.md §2. */
export const creatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/creator/list',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['people'],
        description: 'Creators ranked by wants received, then followers, then posts; with the caller’s follow flags.',
        querystring: z.object(pageQuery(PAGE_SIZE_MAX.cards)),
        response: { 200: envelope(pageOf(CreatorSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await rankingPage(app.db, page, pageSize);
      const ids = rows.map((r) => r.id);
      const [cards, recent] = await Promise.all([
        personCards(app.db, ids, request.user?.id ?? null),
        recentPostsOf(app.db, ids, CREATOR_CARD_POSTS),
      ]);
      const cardOf = new Map(cards.map((c) => [c.userId, c]));
      const list = rows.flatMap((r) => {
        const card = cardOf.get(r.id);
        if (!card) return [];
        return [
          {
            ...card,
            rank: r.rank,
            wantReceivedCount: r.wants,
            isQualityCreator: tierAtLeast(card.creatorTier, 'rights'),
            recentPosts: recent.get(r.id) ?? [],
          },
        ];
      });
      return ok(makePage(list, page, pageSize, total));
    },
  );

  app.get(
    '/api/creator/detail',
    {
      preHandler: requireUser,
      schema: { tags: ['people'], response: { 200: envelope(CreatorDetailSchema) } },
    },
    async (request) => {
      const me = await findUserById(app.db, userOf(request).id);
      if (!me) throw unauthorized();
      const [ranked, total, counts, totals] = await Promise.all([
        rankOf(app.db, me.id),
        creatorCount(app.db),
        followCounts(app.db, me.id),
        creatorTotals(app.db, me.id),
      ]);
      return ok({
        userId: me.id,
        nickName: me.nickname,
        avatar: me.avatar,
        accountLevel: me.accountLevel,
        isQualityCreator: tierAtLeast(creatorTierOf(me), 'rights'),
        creatorTier: creatorTierOf(me),
        canLaunchProduct: canLaunchProductDirectly(creatorTierOf(me)),
        priorityQueue: priorityFor(me) > 0,
        rank: ranked?.rank ?? null,
        creatorCount: total,
        postCount: ranked?.posts ?? 0,
        wantReceivedCount: ranked?.wants ?? 0,
        ...counts,
        ...totals,
      });
    },
  );

  app.get(
    '/api/creator/earnings',
    {
      preHandler: requireUser,
      schema: {
        tags: ['people'],
        description:
          "The signed-in creator's royalties (docs/shop.md 'Royalties'): per product and per currency, credits of paid sales of their designs at the tier rate of the sale minus reversals of refunded orders, with the newest entries. 401 when signed out.",
        response: { 200: envelope(CreatorEarningsSchema) },
      },
    },
    async (request) => ok(await earningsOf(app.db, userOf(request).id)),
  );
};
