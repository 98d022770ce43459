import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { comments, users } from '../../db/schema';
import { envelope, makePage, ok, pageOf, pageQuery, type Page } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { AuthorSchema } from '../users/schemas';
import { contentExists } from '../contents/queries';

/** OpenAPI component `Comment`: a top-level comment with its reply count. */
export const CommentSchema = z
  .object({
    commentId: z.string(),
    author: AuthorSchema,
    content: z.string(),
    createTime: z.string(),
    replyCount: z.number().int(),
  })
  .meta({ id: 'Comment' });

/** A comment as sent to clients. */
export type CommentDto = z.infer<typeof CommentSchema>;

/** One page of a post's top-level comments, newest first (ties by id), with reply counts. */
export async function listComments(db: DbOrTx, contentId: string, page: number, pageSize: number): Promise<Page<CommentDto>> {
  const where = and(eq(comments.contentId, contentId), isNull(comments.parentId));
  const [rows, totals] = await Promise.all([
    db
      .select({ c: comments, nickName: users.nickname, avatar: users.avatar })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(where)
      .orderBy(desc(comments.createdAt), asc(comments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(comments).where(where),
  ]);
  const ids = rows.map((r) => r.c.id);
  const replies = ids.length
    ? await db
        .select({ parentId: comments.parentId, n: count() })
        .from(comments)
        .where(inArray(comments.parentId, ids))
        .groupBy(comments.parentId)
    : [];
  const replyCount = new Map(replies.map((r) => [r.parentId, r.n]));
  return makePage(
    rows.map((r) => ({
      commentId: r.c.id,
      author: { userId: r.c.authorId, nickName: r.nickName, avatar: r.avatar },
      content: r.c.content,
      createTime: r.c.createdAt.toISOString(),
      replyCount: replyCount.get(r.c.id) ?? 0,
    })),
    page,
    pageSize,
    totals[0]?.n ?? 0,
  );
}

/** `GET /api/comment/list` (read-only for now; posting comes later): 404 for a missing or deleted post. */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/comment/list',
    {
      schema: {
        tags: ['community'],
        querystring: z.object({ ...pageQuery(100), contentId: z.string().min(1) }),
        response: { 200: envelope(pageOf(CommentSchema)) },
      },
    },
    async (request) => {
      const { contentId, page, pageSize } = request.query;
      if (!(await contentExists(app.db, contentId))) throw notFound('This post does not exist or was deleted');
      return ok(await listComments(app.db, contentId, page, pageSize));
    },
  );
};
