import { EDU_MESSAGES, PAGE_SIZE_MAX } from '@aigc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, userOf } from '../../lib/auth';
import { envelope, makePage, ok, pageOf, pageQuery } from '../../lib/envelope';
import { forbidden, notFound } from '../../lib/errors';
import { userExists, requireOutsideClassroom, isClassroomUserId } from '../../shared';
import { listFollowIds, personCards } from './queries';
import { FollowBodySchema, FollowResultSchema, PersonCardSchema } from './schemas';
import { FollowMessages, setFollow } from './service';

/** Largest page of the followers / following lists. */
/**
 * Follows (docs/product.md §7 'POST /aigc/api/follow/add and /follow/cancel:
 * followedUserId') and the followers / following lists of a profile.
 */
export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, follow] of [
    ['/api/follow/add', true],
    ['/api/follow/cancel', false],
  ] as const) {
    app.post(
      path,
      {
        preHandler: requireOutsideClassroom,
        schema: { tags: ['people'], body: FollowBodySchema, response: { 200: envelope(FollowResultSchema) } },
      },
      async (request) => {
        // Education accounts are never followed (docs/edu.md rule 3); unfollowing stays possible.
        if (follow && (await isClassroomUserId(app.db, request.body.followedUserId))) throw forbidden(EDU_MESSAGES.notInClassroom);
        return ok(await setFollow(app.db, userOf(request).id, request.body.followedUserId, follow, app.clock.now()));
      },
    );
  }

  for (const kind of ['followers', 'following'] as const) {
    app.get(
      `/api/follow/${kind}`,
      {
        preHandler: optionalUser,
        schema: {
          tags: ['people'],
          description:
            kind === 'followers'
              ? 'Users who follow `userId`, newest first, with the caller’s relation to each (follow back).'
              : 'Users `userId` follows, newest first, with the caller’s relation to each.',
          querystring: z.object({ ...pageQuery(PAGE_SIZE_MAX.people), userId: z.string().min(1, 'Please give a userId') }),
          response: { 200: envelope(pageOf(PersonCardSchema)) },
        },
      },
      async (request) => {
        const { userId, page, pageSize } = request.query;
        if (!(await userExists(app.db, userId))) throw notFound(FollowMessages.missing);
        const { ids, total } = await listFollowIds(app.db, userId, kind, page, pageSize);
        const cards = await personCards(app.db, ids, request.user?.id ?? null);
        return ok(makePage(cards, page, pageSize, total));
      },
    );
  }
};
