/**
 * Routes of the image tools (multipart, spec §7) and magic prompt.
 */
import multipart from '@fastify/multipart';
import { KONTEXT_SOURCE_IMAGES_MAX, REFERENCE_IMAGE_MAX_BYTES } from '@aigc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOf } from '../../lib/auth';
import { envelope, ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { GenerateJobSchema } from './schemas';
import {
  magicPrompt,
  submitTool,
  type SourceRef,
  type ToolInput,
  type UploadedFile,
} from './tools';

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
    "Image → image (spec §7). multipart: `sourceImage` file or `sourceImageId`, `prompt`, `modelId`?, `tagId`? (`style` default, `edge` = edge reference, `figurine` = cartoon figurine), `batchSize`? 1–4 (default 2), `topicId`?, `parentGenerateId`?. 400: spec §5 image messages, 'Please enter a prompt', 'The model does not support image-to-image'; 429 'Too many tasks submitted'.",
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

/**
 * The image tools (multipart, spec §7) and magic prompt. Tools answer a
 * queued `GenerateJob`; poll `GET /api/generate/result`. Registered by
 * {@link generateRoutes}.
 */
export const toolRoutes: FastifyPluginAsyncZod = async (app) => {
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

};
