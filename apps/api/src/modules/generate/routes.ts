import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { REFERENCE_IMAGE_MAX_BYTES, KONTEXT_SOURCE_IMAGES_MAX } from '@aigc/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDefaultRegistry, type ProviderRegistry } from '../../engine';
import { requireUser, userOf } from '../../lib/auth';
import { envelope, ok, pageOf, pageQuery } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/errors';
import { deleteItems, findVideo, painterImage, VideoZipper } from './manage';
import { GenerationQueue } from './queue';
import { GenerateBodySchema, GenerateJobSchema, GenerationRecordSchema } from './schemas';
import { getJob, getPendingJobs, listRecords, submitJob } from './service';
import {
  magicPrompt,
  submitTool,
  type SourceRef,
  type ToolInput,
  type UploadedFile,
} from './tools';

declare module 'fastify' {
  interface FastifyInstance {
    /** Configured generation providers (the offline engine today). */
    providers: ProviderRegistry;
    /** The generation job queue (started when the app is ready, stopped on close). */
    generationQueue: GenerationQueue;
    /** Builds videos.zip for batch video downloads (started when the app is ready). */
    videoZipper: VideoZipper;
  }
}

/**
 * Decorates the root instance with `app.providers` (AI adapters from the
 * settings, then the offline engine), `app.generationQueue` and
 * `app.videoZipper` (needs `app.storage`: register after `storagePlugin`).
 * The queue runs on BullMQ when `REDIS_URL` is set (except under
 * NODE_ENV=test, where suites choose the engine themselves), in-process
 * otherwise; it starts on `onReady` (re-queueing jobs a previous process
 * left) and stops gracefully on `onClose`. Not encapsulated (`skip-override`).
 */
export const generationPlugin: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasDecorator('providers'))
    app.decorate('providers', createDefaultRegistry(app.config.providers ?? {}));
  if (!app.hasDecorator('generationQueue')) {
    const redisUrl = app.config.nodeEnv === 'test' ? undefined : app.config.redisUrl;
    // One BullMQ queue per database: processes sharing a database share the queue; separate deployments on one Redis do not.
    const bullPrefix = `aigc-${createHash('sha256')
      .update(app.config.databaseUrl ?? app.config.dataDir)
      .digest('hex')
      .slice(0, 12)}`;
    app.decorate(
      'generationQueue',
      new GenerationQueue({
        db: app.db,
        storage: app.storage,
        registry: app.providers,
        clock: app.clock,
        concurrency: app.config.generationConcurrency ?? 1,
        log: app.log,
        redisUrl,
        bullPrefix,
      }),
    );
  }
  if (!app.hasDecorator('videoZipper'))
    app.decorate('videoZipper', new VideoZipper(app.db, app.storage, app.clock));
  app.addHook('onReady', async () => {
    await app.generationQueue.start();
    await app.videoZipper.start();
  });
  app.addHook('onClose', async () => {
    await app.generationQueue.stop();
    await app.videoZipper.idle();
  });
};
(generationPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

/** Routes of the generation slice (docs/product.md §7 Generation; docs/api-contract.md). */
export const generateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/generate',
    {
      preHandler: requireUser,
      schema: {
        tags: ['generate'],
        body: GenerateBodySchema,
        response: { 200: envelope(GenerateJobSchema) },
      },
    },
    async (request) =>
      ok(
        await submitJob(
          { db: app.db, queue: app.generationQueue, registry: app.providers, now: app.clock.now() },
          userOf(request).id,
          request.body,
        ),
      ),
  );

  app.get(
    '/api/generate/result',
    {
      preHandler: requireUser,
      schema: {
        tags: ['generate'],
        querystring: z.object({ jobId: z.string().min(1) }),
        response: { 200: envelope(GenerateJobSchema) },
      },
    },
    async (request) => ok(await getJob(app.db, userOf(request).id, request.query.jobId)),
  );

  app.post(
    '/api/generate/get_pending_jobs',
    {
      preHandler: requireUser,
      schema: {
        tags: ['generate'],
        body: z.object({ topicId: z.string().nullish(), target: z.unknown().optional() }).nullish(),
        response: { 200: envelope(z.array(GenerateJobSchema)) },
      },
    },
    async (request) =>
      ok(await getPendingJobs(app.db, userOf(request).id, request.body?.topicId || undefined)),
  );

  app.get(
    '/api/generate/user/list',
    {
      preHandler: requireUser,
      schema: {
        tags: ['generate'],
        querystring: z.object({
          ...pageQuery(1000),
          tz: z.string().optional(),
          topicId: z.string().optional(),
        }),
        response: { 200: envelope(pageOf(GenerationRecordSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize, topicId } = request.query;
      return ok(
        await listRecords(app.db, userOf(request).id, page, pageSize, topicId || undefined),
      );
    },
  );
};

/** Text fields a tool form may carry (others are ignored). */
const TOOL_FIELDS = new Set([
  'prompt',
  'modelId',
  'topicId',
  'parentGenerateId',
  'tagId',
  'sourceImageId',
  'sourceImageIdList',
  'mode',
  'scale',
  'voxelResolution',
  'motion',
  'batchSize',
]);

/**
 * Reads a tool's multipart form: files `sourceImage` / `sourceImageList`
 * (repeatable) / `mask`, and the text fields of {@link TOOL_FIELDS}.
 * A file over the 20 MB reference limit → 400 'The image must be under 20 MB'.
 */
async function readToolForm(
  request: FastifyRequest,
): Promise<{
  fields: Record<string, string>;
  sources: SourceRef[];
  mask: UploadedFile | undefined;
}> {
  if (!request.isMultipart()) throw badRequest('Please upload an image');
  const fields: Record<string, string> = {};
  const uploads: SourceRef[] = [];
  let mask: UploadedFile | undefined;
  let tooLarge = false;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (TOOL_FIELDS.has(part.fieldname) && typeof part.value === 'string')
        fields[part.fieldname] = part.value;
      continue;
    }
    const known =
      part.fieldname === 'sourceImage' ||
      part.fieldname === 'sourceImageList' ||
      part.fieldname === 'mask';
    if (!known || uploads.length > KONTEXT_SOURCE_IMAGES_MAX + 1) {
      part.file.resume();
      continue;
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) {
      tooLarge = true;
      continue;
    }
    if (bytes.length === 0) continue;
    const file = { bytes, mimetype: part.mimetype };
    if (part.fieldname === 'mask') mask = file;
    else uploads.push({ upload: file });
  }
  if (tooLarge)
    throw badRequest(`The image must be under ${REFERENCE_IMAGE_MAX_BYTES / 1024 / 1024} MB`);
  const ids = [fields.sourceImageId ?? '', ...(fields.sourceImageIdList ?? '').split(',')]
    .map((v) => v.trim())
    .filter(Boolean);
  return { fields, sources: [...uploads, ...ids.map((imageId) => ({ imageId }))], mask };
}

const TOOL_DOC: Record<string, string> = {
  img2img:
    "Image → image (docs/product.md §7). multipart: `sourceImage` file or `sourceImageId`, `prompt`, `modelId`?, `tagId`? (`style` default, `edge` = edge reference, `figurine` = cartoon figurine), `batchSize`? 1–4 (default 2), `topicId`?, `parentGenerateId`?. 400: docs/product.md §5 image messages, 'Please enter a prompt', 'The model does not support image-to-image'; 429 'Too many tasks submitted'.",
  kontext:
    'Kontext reference-image editing. multipart: `sourceImageList` files (repeat, 1–4) and/or `sourceImageIdList` (comma list), `prompt`, `modelId`?, `parentGenerateId`?.',
  inpaint:
    "Inpainting. multipart: `sourceImage` file or `sourceImageId`, `mask` (PNG, any size — fitted to the source; opaque light pixels = the area to change), `mode` `modify`|`remove`, `prompt` (required for modify), `modelId`?. 400 'Please paint the area to change' for an empty mask.",
  upscale:
    'HD upscale. multipart: `sourceImage` file or `sourceImageId`, `scale`? 2|4 (default 2), `batchSize` 1, `topicId`?, `parentGenerateId`?. 400 when the result would exceed 6144 px.',
  img2model3d:
    'Image → 3D relief (GLB + STL). multipart: `sourceImage` file or `sourceImageId`, `voxelResolution`? 64|128|256 (default 128), `parentGenerateId`?.',
  img2video:
    'Image → video (MP4). multipart: `sourceImage` file or `sourceImageId`, `prompt`?, `motion`? zoomIn|zoomOut|panLeft|panRight.',
};

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
 * The image tools (multipart, docs/product.md §7), magic prompt, delete, painter image
 * and the video downloads. Tools answer a queued `GenerateJob`; poll
 * `GET /api/generate/result`.
 */
export const generateToolRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // One byte over the limit is enough to know a file is too large; the rest is discarded.
    limits: {
      fileSize: REFERENCE_IMAGE_MAX_BYTES + 1,
      files: KONTEXT_SOURCE_IMAGES_MAX + 2,
      fields: 20,
      parts: 30,
    },
    throwFileSizeLimit: false,
  });

  const tools: [string, (tagId: string | undefined) => ToolInput['kind']][] = [
    [
      'img2img',
      (tagId) => (tagId === 'edge' ? 'edge' : tagId === 'figurine' ? 'figurine' : 'img2img'),
    ],
    ['kontext', () => 'kontext'],
    ['inpaint', () => 'inpaint'],
    ['upscale', () => 'upscale'],
    ['img2model3d', () => 'img2model3d'],
    ['img2video', () => 'img2video'],
  ];
  for (const [path, kindOf] of tools) {
    app.post(
      `/api/generate/${path}`,
      {
        preHandler: requireUser,
        schema: {
          tags: ['generate'],
          consumes: ['multipart/form-data'],
          description: TOOL_DOC[path],
          response: { 200: envelope(GenerateJobSchema) },
        },
      },
      async (request) => {
        const { fields, sources, mask } = await readToolForm(request);
        return ok(
          await submitTool(
            {
              db: app.db,
              queue: app.generationQueue,
              registry: app.providers,
              storage: app.storage,
              now: app.clock.now(),
            },
            userOf(request).id,
            {
              kind: kindOf(fields.tagId),
              prompt: fields.prompt,
              modelId: fields.modelId,
              topicId: fields.topicId,
              parentGenerateId: fields.parentGenerateId,
              sources,
              mask,
              mode: fields.mode,
              scale: fields.scale,
              voxelResolution: fields.voxelResolution,
              motion: fields.motion,
              batchSize: fields.batchSize,
            },
          ),
        );
      },
    );
  }

  app.post(
    '/api/generate/magic-prompt',
    {
      preHandler: requireUser,
      schema: {
        tags: ['generate'],
        description: "Magic prompt (prompt expansion). 400 'Please enter a prompt'. Synchronous.",
        body: z.object({ prompt: z.string().default(''), modelId: z.string().optional() }),
        response: {
          200: envelope(
            z.object({ prompt: z.string(), provider: z.string() }).meta({ id: 'MagicPrompt' }),
          ),
        },
      },
    },
    async (request) => ok(await magicPrompt(app.providers, request.body)),
  );

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

  app.get(
    '/api/download/video/batch',
    {
      preHandler: requireUser,
      schema: {
        tags: ['generate'],
        description:
          "Starts building videos.zip of 1–9 of the caller's videos; poll /batch/result.",
        querystring: z.object({ videoIdList: z.string().default('') }),
        response: { 200: envelope(DownloadTaskSchema) },
      },
    },
    async (request) =>
      ok(await app.videoZipper.create(userOf(request).id, request.query.videoIdList.split(','))),
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
