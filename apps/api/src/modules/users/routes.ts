import { creatorTierOf } from '@aigc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, requireUser, userOf } from '../../lib/auth';
import { envelope, ok } from '../../lib/envelope';
import { notFound, unauthorized } from '../../lib/errors';
import { followCounts, relationsOf } from '../follows';
import { claimDailyRewards } from '../tickets';
import { classroomRelation, isClassroomAccount } from '../../shared';
import { findUserById, postStats, userDtoOf } from './queries';
import { UserProfileSchema, UserSchema } from './schemas';

/** `/api/user/info`, `/api/user/account`, `/api/user/profile` (docs/product.md §7). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/info',
    {
      schema: { tags: ['user'], response: { 200: envelope(UserSchema) } },
      preHandler: requireUser,
    },
    async (request) => {
      const row = await findUserById(app.db, userOf(request).id);
      if (!row) throw unauthorized();
      return ok(await userDtoOf(app.db, row));
    },
  );

  app.get(
    '/api/user/account',
    {
      schema: {
        tags: ['user'],
        response: { 200: envelope(z.number().int().describe('Want-ticket count')) },
      },
      preHandler: requireUser,
    },
    async (request) => {
      // The daily login and activity rewards (docs/tickets.md) are granted on the balance fetch after
      // login — not to education accounts, which have no want-tickets (docs/edu.md rule 4).
      const tz = request.headers.tz;
      if (!isClassroomAccount(request.user)) await claimDailyRewards(
        app.db,
        userOf(request).id,
        typeof tz === 'string' ? tz : undefined,
        app.clock.now(),
      );
      const row = await findUserById(app.db, userOf(request).id);
      if (!row) throw unauthorized();
      return ok(Math.max(0, row.tickets));
    },
  );

  app.get(
    '/api/user/profile',
    {
      schema: {
        tags: ['user'],
        querystring: z.object({ userId: z.string({ error: 'Please give a userId' }) }),
        response: { 200: envelope(UserProfileSchema) },
      },
      preHandler: optionalUser,
    },
    async (request) => {
      const row = await findUserById(app.db, request.query.userId);
      if (!row) throw notFound('This user does not exist');
      const viewerId = request.user?.id ?? null;
      // No public profile for education accounts: only the class sees them (docs/edu.md rule 2).
      if (row.eduRole && (await classroomRelation(app.db, viewerId, row.id)) === null)
        throw notFound('This user does not exist');
      const [stats, counts, rel] = await Promise.all([
        postStats(app.db, row.id),
        followCounts(app.db, row.id),
        relationsOf(app.db, viewerId, [row.id]),
      ]);
      return ok({
        userId: row.id,
        nickName: row.nickname,
        avatar: row.avatar,
        ...stats,
        joinedAt: row.createdAt.toISOString(),
        creatorTier: creatorTierOf(row),
        isSelf: viewerId === row.id,
        ...counts,
        isFollowing: rel.following.has(row.id),
        followsYou: rel.followers.has(row.id),
      });
    },
  );
};
