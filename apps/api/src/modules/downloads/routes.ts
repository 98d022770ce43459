import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOWNLOAD_MAX, validateSelection } from '@aigc/domain';
import { badRequest } from '../../lib/errors';
import { keyFromUrl } from '../../storage';
import { optionalUser } from '../../lib/auth';
import {
  attachmentDisposition,
  extensionOf,
  findDownloadable,
  findDownloadableModel,
  MODEL_FORMATS,
  preparePostDownload,
  recordDownload,
  withoutMetadata,
} from './service';

/** Body of `POST /api/topic/content/download` (docs/api-contract.md 'Post downloads'). */
export const PostDownloadBodySchema = z
  .object({
    items: z
      .array(
        z.object({
          contentId: z.string().min(1).describe('The post'),
          uniqueImageId: z.string().min(1).optional().describe('One image of the post'),
          model: z.boolean().optional().describe('The post’s model file (3D posts)'),
        }),
      )
      .describe(
        `What to download: an item with neither uniqueImageId nor model = all the post’s images and its model file. At most ${DOWNLOAD_MAX} files, 1 model file (docs/product.md §5).`,
      ),
  })
  .meta({ id: 'PostDownloadBody' });

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
      const stored = found ? await app.storage.get(found.key) : null;
      const object = stored && found?.hiddenPrompt ? await withoutMetadata(stored) : stored;
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
        .header('content-length', object.bytes.byteLength)
        .type(object.contentType)
        .send(object.bytes);
    },
  );

  /**
   * `POST /api/topic/content/download` (docs/product.md §7, docs/api-contract.md 'Post downloads'):
   * files of posts as one attachment — a single file as it is, several as
   * a zip. Anyone may download non-deleted posts; downloads are counted
   * per image. Errors are envelopes (400 over the docs/product.md §5 limits,
   * 404 deleted or unknown post). POST, so cross-site pages cannot
   * trigger counted downloads (docs/security.md).
   */
  app.post(
    '/api/topic/content/download',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['community'],
        description:
          'Downloads posts’ images (and a 3D post’s model file): one file as an attachment, several as a zip. Errors: 400 “At most 9 images can be downloaded at a time”, “Only 1 model file can be downloaded at a time”, “Please select at least one image”; 404 “This work does not exist or was deleted”.',
        body: PostDownloadBodySchema,
        response: {
          200: z.any().describe('The file or zip bytes (Content-Disposition: attachment); errors as envelopes'),
        },
      },
    },
    async (request, reply) => {
      const file = await preparePostDownload(app.db, app.storage, request.body.items, request.user?.id ?? null, app.clock.now());
      return reply
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', file.bytes.byteLength)
        .type(file.contentType)
        .send(Buffer.from(file.bytes));
    },
  );

  /**
   * `GET /api/download/model` contentId, format=glb|stl (docs/api-contract.md '3D posts'):
   * one 3D post's model file as an attachment. A repeated contentId gets 400
   * 'Only 1 model file can be downloaded at a time'; an unknown, deleted or
   * model-less post 404.
   */
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
