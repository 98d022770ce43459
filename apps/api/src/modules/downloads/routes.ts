import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser } from '../../lib/auth';
import { validateSelection } from '@aigc/domain';
import { badRequest } from '../../lib/errors';
import { keyFromUrl } from '../../storage';
import { attachmentDisposition, extensionOf, findDownloadable, findDownloadableModel, MODEL_FORMATS, recordDownload } from './service';

/**
 * `GET /api/download/image` uniqueImageId, topicId? (docs/product.md §7): the original
 * image file as an attachment named after the post (`<title>-<n>.<ext>`),
 * and one download recorded. Anyone may download images of published posts;
 * other images only their owner. Missing or not allowed → HTTP 404 with the
 * envelope `{ code: 404, msg, data: null }` (the client shows `msg`).
 *
 * `GET /api/download/model` contentId, format? (`glb` default | `stl`): the
 * model file of a published 3D post as an attachment `<title>.<ext>` —
 * exactly one model per download (docs/product.md §5 'only 1 model file to
 * download': one `contentId`, a repeated one is a 400). Anyone may download
 * it, as the post is public. Missing, deleted or not a 3D post → 404.
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

  app.get(
    '/api/download/model',
    {
      schema: {
        tags: ['community'],
        querystring: z.object({
          contentId: z
            .union([z.string().min(1), z.array(z.string().min(1))])
            .describe('One 3D post (a repeated contentId is refused: one model per download)'),
          format: z.enum(MODEL_FORMATS).default('glb'),
        }),
        response: {
          200: z.any().describe('The model bytes (Content-Disposition: attachment)'),
          404: z.object({ code: z.number().int(), msg: z.string(), data: z.null() }),
        },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const ids = [request.query.contentId].flat();
      const issue = validateSelection('download', { total: ids.length, models: ids.length });
      const contentId = ids[0];
      if (issue || !contentId) throw badRequest(issue?.message ?? 'Please select at least one image');
      const found = await findDownloadableModel(app.db, contentId, format);
      const key = found ? keyFromUrl(found.url) : null;
      const object = key ? await app.storage.get(key) : null;
      if (!found || !object) {
        return reply.code(404).send({ code: 404, msg: 'This model does not exist or was deleted', data: null });
      }
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
