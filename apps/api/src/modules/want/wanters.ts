import { PAGE_SIZE_MAX } from '@aigc/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { users, wants } from '../../db/schema';
import { envelope, makePage, ok, pageOf, pageQuery, type Page } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { contentExists } from '../../shared';

/** OpenAPI component `Wanter`: a user who sent a want-ticket to a post, and when. */
export const WanterSchema = z
  .object({ userId: z.string(), nickName: z.string(), avatar: z.string().nullable(), wantTime: z.string() })
  .meta({ id: 'Wanter' });

/** A wanter as sent to clients. */
export type WanterDto = z.infer<typeof WanterSchema>;

/** One page of a post's wanters, most recent first (ties by user id). */
export async function listWanters(db: DbOrTx, contentId: string, page: number, pageSize: number): Promise<Page<WanterDto>> {
  const where = eq(wants.contentId, contentId);
  const [rows, totals] = await Promise.all([
    db
      .select({ userId: users.id, nickName: users.nickname, avatar: users.avatar, at: wants.createdAt })
      .from(wants)
      .innerJoin(users, eq(users.id, wants.userId))
      .where(and(where))
      .orderBy(desc(wants.createdAt), asc(wants.userId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(wants).where(where),
  ]);
  return makePage(
    rows.map((r) => ({ userId: r.userId, nickName: r.nickName, avatar: r.avatar, wantTime: r.at.toISOString() })),
    page,
    pageSize,
    totals[0]?.n ?? 0,
  );
}

/**
 * `GET /api/topic/content/want/users` contentId, page, pageSize (≤ 100) →
 * Page<Wanter> (docs/product.md §2 'users who wanted it'); 404 missing or deleted post.
 */
export const wantersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/topic/content/want/users',
    {
      schema: {
        tags: ['community'],
        querystring: z.object({ ...pageQuery(PAGE_SIZE_MAX.people), contentId: z.string().min(1) }),
        response: { 200: envelope(pageOf(WanterSchema)) },
      },
    },
    async (request) => {
      const { contentId, page, pageSize } = request.query;
      if (!(await contentExists(app.db, contentId))) throw notFound('This post does not exist or was deleted');
      return ok(await listWanters(app.db, contentId, page, pageSize));
    },
  );
};
