import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, PAGE_SIZE_MAX } from '@aigc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUser, requireUser, userOf } from '../../lib/auth';
import { requireOutsideClassroom } from '../../shared';
import { envelope, makePage, ok, pageOf, pageQuery } from '../../lib/envelope';
import { localeOf } from '../../lib/locale';
import { badRequest, notFound } from '../../lib/errors';
import { findUserById } from '../users';
import { userDtoOf, UserSchema } from '../users';
import { listUserPosts } from './queries';
import {
  BatchDeleteBodySchema,
  BatchDeleteResultSchema,
  ProfileUpdateBodySchema,
  UserPostCardSchema,
  UserPostsQuerySchema,
} from './schemas';
import { AccountMessages, batchDelete, replaceAvatar, updateNickname } from './service';

/**
 * The account page's calls (docs/product.md §2 'Account/profile', §7): the post tabs
 * of a user, profile update (nickname, avatar upload) and batch delete.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 2 },
  });

  app.get(
    '/api/topic/content/user/list',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['community'],
        description:
          'A user’s posts, liked or wanted posts (account tabs), image/3D sub-filter; newest first.',
        querystring: UserPostsQuerySchema.extend(pageQuery(PAGE_SIZE_MAX.cards)),
        response: { 200: envelope(pageOf(UserPostCardSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize, userId, tab, kind, productTab } = request.query;
      if (!(await findUserById(app.db, userId))) throw notFound('User not found');
      const { cards, total } = await listUserPosts(app.db, {
        userId,
        tab,
        kind,
        productTab,
        page,
        pageSize,
        viewerId: request.user?.id ?? null,
        locale: localeOf(request),
      });
      return ok(makePage(cards, page, pageSize, total));
    },
  );

  app.post(
    '/api/user/profile/update',
    {
      preHandler: requireOutsideClassroom,
      schema: {
        tags: ['user'],
        body: ProfileUpdateBodySchema,
        response: { 200: envelope(UserSchema) },
      },
    },
    async (request) =>
      ok(
        await userDtoOf(
          app.db,
          await updateNickname(app.db, userOf(request).id, request.body.nickName),
        ),
      ),
  );

  app.post(
    '/api/user/avatar',
    {
      preHandler: requireOutsideClassroom,
      schema: {
        tags: ['user'],
        description:
          'multipart/form-data with one `file` part (JPEG, PNG or WebP by content, ≤ 5 MB); re-encoded to a 256 px WebP.',
        response: { 200: envelope(UserSchema) },
      },
    },
    async (request) => {
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (!part) throw badRequest(AccountMessages.avatarMissing);
        bytes = await part.toBuffer();
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(AccountMessages.avatarTooLarge);
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
          throw badRequest(AccountMessages.avatarMissing);
        throw err;
      }
      return ok(
        await userDtoOf(
          app.db,
          await replaceAvatar(app.db, app.storage, userOf(request).id, bytes),
        ),
      );
    },
  );

  app.post(
    '/api/topic/content/batch/delete',
    {
      preHandler: requireUser,
      schema: {
        tags: ['community'],
        body: BatchDeleteBodySchema,
        response: { 200: envelope(BatchDeleteResultSchema) },
      },
    },
    async (request) =>
      ok(await batchDelete(app.db, app.storage, userOf(request).id, request.body.contentIds, app.clock.now())),
  );
};
