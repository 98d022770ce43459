/**
 * Routes of the image tools (multipart, docs/product.md §7) and magic prompt.
 * For education accounts the prompt is screened before anything is stored
 * and the images are checked at the classroom level (docs/edu.md rules 5, 6).
 */
import multipart from '@fastify/multipart';
import { classroomPromptIssue, KONTEXT_SOURCE_IMAGES_MAX, REFERENCE_IMAGE_MAX_BYTES } from '@aigc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOf } from '../../lib/auth';
import { envelope, ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { cleanInput } from '../../lib/inputHygiene';
import { isClassroomAccount, screenPrompt } from '../../shared';
import { submitOptionsFor } from './classroom';
import { magicPrompt } from './magicPrompt';
import { GenerateJobSchema } from './schemas';
import { submitTool, type ToolForm } from './submitTool';
import { IMAGE_TOOLS, type SourceRef, type UploadedFile } from './tools';

/** File parts a tool form may carry. */
const FILE_FIELDS = new Set(['sourceImage', 'sourceImageList', 'mask']);

/**
 * Text fields a tool form may carry (others are ignored): every tool's, so
 * that a source may be named by `sourceImageId` or `sourceImageIdList` on
 * any tool.
 */
const TOOL_FIELDS = new Set(
  IMAGE_TOOLS.flatMap((tool) => Object.keys(tool.form.shape)).filter((f) => !FILE_FIELDS.has(f)),
);

/**
 * Reads a tool's multipart form: files `sourceImage` / `sourceImageList`
 * (repeatable) / `mask`, and the text fields of {@link TOOL_FIELDS}.
 * A file over the 20 MB reference limit → 400 'The image must be under 20 MB'.
 * The text fields pass the request hygiene (`cleanInput`: a NUL → 400,
 * invisible controls removed) like every JSON body.
 */
async function readToolForm(request: FastifyRequest): Promise<ToolForm> {
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
    if (!FILE_FIELDS.has(part.fieldname) || uploads.length > KONTEXT_SOURCE_IMAGES_MAX + 1) {
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
  const cleanFields = cleanInput(fields);
  const ids = [cleanFields.sourceImageId ?? '', ...(cleanFields.sourceImageIdList ?? '').split(',')]
    .map((v) => v.trim())
    .filter(Boolean);
  return { fields: cleanFields, sources: [...uploads, ...ids.map((imageId) => ({ imageId }))], mask };
}

/**
 * The image tools (multipart, docs/product.md §7) and magic prompt. Tools answer a
 * queued `GenerateJob`; poll `GET /api/generate/result`. Registered by
 * `generateRoutes`.
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

  for (const tool of IMAGE_TOOLS) {
    app.post(
      `/api/generate/${tool.name}`,
      {
        preHandler: [requireUser, app.routeLimit('generatePerUser', 'user')],
        schema: {
          tags: ['generate'],
          consumes: ['multipart/form-data'],
          description: tool.description,
          body: tool.form,
          response: { 200: envelope(GenerateJobSchema) },
        },
        // The multipart parser leaves no body to validate: `body` documents the
        // form; the handler reads the parts and `submitTool` checks the fields
        // with the same schema (`tool.fields`).
        validatorCompiler: () => (data) => ({ value: data }),
      },
      async (request) => {
        const user = userOf(request);
        const form = await readToolForm(request);
        await screenPrompt(app.db, user, form.fields.prompt, app.clock.now());
        return ok(
          await submitTool(
            {
              db: app.db,
              queue: app.generationQueue,
              registry: app.providers,
              storage: app.storage,
              now: app.clock.now(),
            },
            user.id,
            tool,
            form,
            submitOptionsFor(app, user),
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
    async (request) => {
      const user = userOf(request);
      await screenPrompt(app.db, user, request.body.prompt, app.clock.now());
      const expanded = await magicPrompt(app.providers, request.body);
      // The classroom keeps the child's own words when the expansion would not pass (docs/edu.md rule 5).
      if (isClassroomAccount(user) && classroomPromptIssue(expanded.prompt))
        return ok({ ...expanded, prompt: request.body.prompt.trim() });
      return ok(expanded);
    },
  );
};
