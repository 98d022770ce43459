import { PAGE_SIZE_MAX } from '@aigc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../lib/auth';
import { envelope, ok, pageOf, pageQuery } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { contentExists, requireOutsideClassroom } from '../../shared';
import { AddCommentBodySchema, CommentSchema, DeleteCommentBodySchema, DeleteCommentResultSchema } from './schemas';
import { addComment, CommentMessages, deleteComment, getComment, listComments, listReplies } from './service';

export { CommentSchema, type CommentDto } from './schemas';
export { listComments } from './service';

/**
 * Comments and replies of a post (docs/product.md §2 'Content detail'):
 * - `GET /api/comment/list` contentId, page, pageSize (≤ 100) → Page<Comment>,
 *   top-level comments newest first with reply counts; 404 missing/deleted post.
 * - `GET /api/comment/reply/list` commentId, page, pageSize (≤ 100) →
 *   Page<Comment>, the thread's replies oldest first ('load more'); 404.
 * - `GET /api/comment/detail` commentId → Comment: one comment or reply (a
 *   notice opens the post at it, docs/product.md §4); 404 when it or its post is gone.
 * - `POST /api/comment/add` { contentId, content, parentId? } → Comment;
 *   401; 400 empty or longer than COMMENT_MAX (@aigc/domain); 404 post or
 *   comment gone.
 * - `POST /api/comment/delete` { commentId } → DeleteCommentResult; 401;
 *   403 not the author; 404.
 */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/comment/list',
    {
      schema: {
        tags: ['community'],
        querystring: z.object({ ...pageQuery(PAGE_SIZE_MAX.people), contentId: z.string().min(1) }),
        response: { 200: envelope(pageOf(CommentSchema)) },
      },
    },
    async (request) => {
      const { contentId, page, pageSize } = request.query;
      if (!(await contentExists(app.db, contentId))) throw notFound(CommentMessages.postMissing);
      return ok(await listComments(app.db, contentId, page, pageSize));
    },
  );

  app.get(
    '/api/comment/reply/list',
    {
      schema: {
        tags: ['community'],
        querystring: z.object({ ...pageQuery(PAGE_SIZE_MAX.people), commentId: z.string().min(1) }),
        response: { 200: envelope(pageOf(CommentSchema)) },
      },
    },
    async (request) => {
      const { commentId, page, pageSize } = request.query;
      const replies = await listReplies(app.db, commentId, page, pageSize);
      if (!replies) throw notFound(CommentMessages.commentMissing);
      return ok(replies);
    },
  );

  app.get(
    '/api/comment/detail',
    {
      schema: {
        tags: ['community'],
        querystring: z.object({ commentId: z.string().min(1) }),
        response: { 200: envelope(CommentSchema) },
      },
    },
    async (request) => {
      const comment = await getComment(app.db, request.query.commentId);
      if (!comment) throw notFound(CommentMessages.commentMissing);
      return ok(comment);
    },
  );

  app.post(
    '/api/comment/add',
    {
      preHandler: [requireOutsideClassroom, app.routeLimit('commentPerUser', 'user')],
      schema: { tags: ['community'], body: AddCommentBodySchema, response: { 200: envelope(CommentSchema) } },
    },
    async (request) => ok(await addComment(app.db, userOf(request).id, request.body, app.clock.now())),
  );

  app.post(
    '/api/comment/delete',
    {
      preHandler: requireOutsideClassroom,
      schema: { tags: ['community'], body: DeleteCommentBodySchema, response: { 200: envelope(DeleteCommentResultSchema) } },
    },
    async (request) => ok(await deleteComment(app.db, userOf(request).id, request.body.commentId)),
  );
};
