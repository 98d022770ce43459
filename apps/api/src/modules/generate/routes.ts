import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOf } from '../../lib/auth';
import {
  composeGuidedPrompt,
  EDU_MESSAGES,
  GUIDED_GENERATOR_NAMES,
  PAGE_SIZE_MAX,
  type GuidedGeneratorName,
} from '@aigc/domain';
import { badRequest, forbidden } from '../../lib/errors';
import { classroomRelation, screenPrompt } from '../../shared';
import { submitOptionsFor } from './classroom';
import { envelope, ok, pageOf, pageQuery } from '../../lib/envelope';
import { historyRoutes } from './historyRoutes';
import { GenerateJobSchema, GenerationRecordSchema } from './schemas';
import { HISTORY_TARGETS } from './queries';
import { getJob, getPendingJobs, listRecords, submitJob } from './service';
import { toolRoutes } from './toolRoutes';
import { text2imageTool } from './tools';

/**
 * Routes of the generation slice (docs/product.md §7 Generation; docs/api-contract.md):
 * text → image jobs (and the guided generators of the education site), their
 * results and the history list here, the image
 * tools in {@link toolRoutes}, delete and downloads in {@link historyRoutes}.
 * Needs the decorations of `generationPlugin`.
 */
export const generateRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(toolRoutes);
  await app.register(historyRoutes);

  app.post(
    '/api/generate',
    {
      preHandler: [requireUser, app.routeLimit('generatePerUser', 'user')],
      schema: {
        tags: ['generate'],
        body: text2imageTool.form,
        response: { 200: envelope(GenerateJobSchema) },
      },
    },
    async (request) => {
      const user = userOf(request);
      await screenPrompt(app.db, user, request.body.prompt, app.clock.now());
      return ok(
        await submitJob(
          { db: app.db, queue: app.generationQueue, registry: app.providers, now: app.clock.now() },
          user.id,
          request.body,
          submitOptionsFor(app, user),
        ),
      );
    },
  );

  app.post(
    '/api/generate/guided',
    {
      preHandler: [requireUser, app.routeLimit('generatePerUser', 'user')],
      schema: {
        tags: ['generate'],
        description:
          "A guided generator of the education site (docs/edu.md 'Guided generators'): a few big choices and a short idea composed into a text → image prompt on the server, then submitted like POST /api/generate. 400 'Please choose a <choice>' / 'The idea must be at most 100 characters' / the classroom prompt refusal; 429.",
        body: z.object({
          generator: z.enum(GUIDED_GENERATOR_NAMES as [GuidedGeneratorName, ...GuidedGeneratorName[]], {
            error: 'Please choose a generator',
          }),
          choices: z.record(z.string(), z.string()).default({}),
          idea: z.string().default(''),
          modelId: z.string().optional(),
        }),
        response: { 200: envelope(GenerateJobSchema) },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { generator, choices, idea, modelId } = request.body;
      const composed = composeGuidedPrompt(generator, choices, idea);
      if ('issue' in composed) throw badRequest(composed.issue.message);
      await screenPrompt(app.db, user, composed.prompt, app.clock.now());
      return ok(
        await submitJob(
          { db: app.db, queue: app.generationQueue, registry: app.providers, now: app.clock.now() },
          user.id,
          { prompt: composed.prompt, ...(modelId ? { modelId } : {}) },
          submitOptionsFor(app, user),
        ),
      );
    },
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
        description:
          "A generation history, newest first: the caller's own, or — with designerUserId — one of the caller's students' (docs/edu.md 'Students'). source 1 (edu) lists every tool's records; source 0 (challenge) with topicId that challenge's. target image / model / video keeps only the image tools' records, the 3D models or the videos (the account history's sub-filter). 403 'You cannot see this history'.",
        querystring: z.object({
          ...pageQuery(PAGE_SIZE_MAX.list),
          tz: z.string().optional(),
          topicId: z.string().optional(),
          designerUserId: z.string().optional().describe("Whose history: the caller (default) or one of the caller's students"),
          source: z.coerce.number().int().min(0).max(1).optional().describe('1 education, 0 challenge'),
          target: z.enum(HISTORY_TARGETS).optional().describe("Only 'image' records (the image tools), 'model' (3D) or 'video'; unset = all"),
        }),
        response: { 200: envelope(pageOf(GenerationRecordSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize, topicId, designerUserId, source, target } = request.query;
      const me = userOf(request);
      let owner = me.id;
      if (designerUserId && designerUserId !== me.id) {
        // Only the student and their teacher read a student's history (docs/edu.md rule 1).
        if ((await classroomRelation(app.db, me.id, designerUserId)) !== 'teacher')
          throw forbidden(EDU_MESSAGES.historyForbidden);
        owner = designerUserId;
      }
      return ok(
        await listRecords(app.db, owner, page, pageSize, source === 1 ? undefined : topicId || undefined, target),
      );
    },
  );
};
