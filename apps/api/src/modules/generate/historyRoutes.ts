/**
 * Routes of the caller's generation history (docs/product.md §7): delete records, the
 * painter image, and the video downloads (single MP4, batch videos.zip).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOf } from '../../lib/auth';
import { envelope, ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/errors';
import { deleteItems, findVideo, painterImage } from './history';

/** Sends a stored file as an attachment named `filename`. */
async function sendAttachment(
  reply: FastifyReply,
  storage: {
    get(key: string): Promise<{ bytes: Uint8Array; contentType: string; size: number } | null>;
  },
  key: string,
  filename: string,
) {
  const object = await storage.get(key);
  if (!object) throw notFound('Not found');
  return reply
    .type(object.contentType)
    .header('content-length', object.size)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(object.bytes);
}

const DownloadTaskSchema = z
  .object({
    taskId: z.string(),
    status: z.enum(['queued', 'running', 'succeeded', 'failed']),
    downloadUrl: z.string().nullable().describe('GET it for videos.zip once succeeded'),
    error: z.string().nullable(),
  })
  .meta({ id: 'DownloadTask' });

/**
 * Delete, painter image and the video downloads of the caller's history.
 * Registered by `generateRoutes`.
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/generate/delete/item',
    {
      preHandler: requireUser,
      schema: {
        tags: ['generate'],
        description: "Deletes the caller's generation records (1–50). Images used in posts stay.",
        body: z.object({
          itemIds: z.array(z.string()).default([]),
          target: z.unknown().optional(),
        }),
        response: { 200: envelope(z.object({ deleted: z.number().int() })) },
      },
    },
    async (request) =>
      ok({
        deleted: await deleteItems(app.db, app.storage, userOf(request).id, request.body.itemIds),
      }),
  );

  app.get(
    '/api/generate/painter/image',
    {
      preHandler: requireUser,
      schema: {
        tags: ['generate'],
        description:
          "The original of one of the caller's images for the inpainting canvas. 404 'Failed to fetch original image'.",
        querystring: z.object({ uniqueImageId: z.string().min(1) }),
        response: {
          200: envelope(
            z
              .object({
                uniqueImageId: z.string(),
                url: z.string(),
                width: z.number().int(),
                height: z.number().int(),
              })
              .meta({ id: 'PainterImage' }),
          ),
        },
      },
    },
    async (request) =>
      ok(await painterImage(app.db, app.storage, userOf(request).id, request.query.uniqueImageId)),
  );

  app.get(
    '/api/download/video/single',
    {
      preHandler: requireUser,
      schema: {
        tags: ['generate'],
        description: "The caller's video as an MP4 attachment. 404 'Video not found'.",
        querystring: z.object({ uniqueVideoId: z.string().min(1) }),
      },
    },
    async (request, reply) => {
      const video = await findVideo(app.db, userOf(request).id, request.query.uniqueVideoId);
      return sendAttachment(reply, app.storage, video.key, `video-${video.id}.mp4`);
    },
  );

  app.post(
    '/api/download/video/batch',
    {
      preHandler: requireUser,
      schema: {
        tags: ['generate'],
        description:
          "Starts building videos.zip of 1–9 of the caller's videos; poll /batch/result. POST: it creates a task (docs/security.md).",
        body: z.object({ videoIdList: z.string().default('').describe('Comma-separated video ids') }),
        response: { 200: envelope(DownloadTaskSchema) },
      },
    },
    async (request) =>
      ok(await app.videoZipper.create(userOf(request).id, request.body.videoIdList.split(','))),
  );

  app.get(
    '/api/download/video/batch/result',
    {
      preHandler: requireUser,
      schema: {
        tags: ['generate'],
        querystring: z.object({ taskId: z.string().min(1) }),
        response: { 200: envelope(DownloadTaskSchema) },
      },
    },
    async (request) => ok(await app.videoZipper.result(userOf(request).id, request.query.taskId)),
  );

  app.get(
    '/api/download/video/batch/download',
    {
      preHandler: requireUser,
      schema: {
        tags: ['generate'],
        description: 'videos.zip of a finished task.',
        querystring: z.object({ taskId: z.string().min(1) }),
      },
    },
    async (request, reply) => {
      const task = await app.videoZipper.get(userOf(request).id, request.query.taskId);
      if (task.status !== 'succeeded' || !task.key)
        throw badRequest('The download is not ready yet');
      return sendAttachment(reply, app.storage, task.key, 'videos.zip');
    },
  );
};
