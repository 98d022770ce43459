import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser } from '../../lib/auth';
import { attachmentDisposition, extensionOf, findDownloadable, recordDownload } from './service';

/**
 * `GET /api/download/image` uniqueImageId, topicId? (docs/product.md §7): the original
 * image file as an attachment named after the post (`<title>-<n>.<ext>`),
 * and one download recorded. Anyone may download images of published posts;
 * other images only their owner. Missing or not allowed → HTTP 404 with the
 * envelope `{ code: 404, msg, data: null }` (the client shows `msg`).
 */
export const downloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/download/image',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['community'],
        querystring: z.object({ uniqueImageId: z.string().min(1), topicId: z.string().optional() }),
        response: {
          200: z.any().describe('The image bytes (Content-Disposition: attachment)'),
          404: z.object({ code: z.number().int(), msg: z.string(), data: z.null() }),
        },
      },
    },
    async (request, reply) => {
      const { uniqueImageId, topicId } = request.query;
      const viewerId = request.user?.id ?? null;
      const found = await findDownloadable(app.db, uniqueImageId, viewerId, topicId || null);
      const object = found ? await app.storage.get(found.key) : null;
      if (!found || !object) {
        return reply.code(404).send({ code: 404, msg: 'This image does not exist or was deleted', data: null });
      }
      await recordDownload(app.db, {
        imageId: found.imageId,
        contentId: found.contentId,
        topicId: topicId || null,
        userId: viewerId,
        now: app.clock.now(),
      });
      return reply
        .header('content-disposition', attachmentDisposition(`${found.stem}.${extensionOf(object.contentType)}`))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', object.size)
        .type(object.contentType)
        .send(object.bytes);
    },
  );
};
