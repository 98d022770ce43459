import {
  CAMPAIGN_CHANNELS,
  CAMPAIGN_CODE_PATTERN,
  PAGE_SIZE_MAX,
} from '@aigc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../lib/auth';
import { envelope, makePage, ok, pageOf, pageQuery } from '../../lib/envelope';
import { HtSourceSchema } from '../../lib/htSource';
import { requireAdmin } from '../admin';
import { createCampaign, endCampaign, getCampaign, listCampaigns } from './service';

/** Longest title, in characters. */
export const CAMPAIGN_TITLE_MAX = 80;
/** Longest description, rules or reward text, in characters. */
export const CAMPAIGN_TEXT_MAX = 2000;

const Channel = z.enum(CAMPAIGN_CHANNELS, { error: `channel: one of ${CAMPAIGN_CHANNELS.join(', ')}` });
const Code = z
  .string()
  .regex(CAMPAIGN_CODE_PATTERN, 'code: lower-case letters, digits and -, at most 40 characters');


const bilingualOut = z.object({ en: z.string(), zh: z.string() });
function bilingualIn(field: string, max: number, required: boolean) {
  const text = z.string().trim().max(max, `${field}: at most ${max} characters`);
  const one = required ? text.min(1, `${field}: give both the English and the Chinese text`) : text;
  return z.object({ en: one, zh: one });
}

/** OpenAPI component `Campaign`: a campaign page's content and state (docs/product.md §2 'Campaigns'). */
export const CampaignSchema = z
  .object({
    channel: Channel,
    code: z.string(),
    title: bilingualOut,
    description: bilingualOut,
    rules: bilingualOut,
    reward: bilingualOut.describe("What the campaign offers; '' for none"),
    heroImage: z.string(),
    htSource: z.string().describe('Recorded in session storage as ht_source when the page opens'),
    startsAt: z.string(),
    endsAt: z.string().describe('Exclusive'),
    state: z.enum(['upcoming', 'running', 'ended']),
    topic: z
      .object({ topicId: z.string(), title: z.string() })
      .nullable()
      .describe('The challenge the call to action leads to; null: the call to action is signing up'),
  })
  .meta({ id: 'Campaign' });

/** OpenAPI component `AdminCampaign`: a campaign in the operators' list, with its sign-ups. */
export const AdminCampaignSchema = CampaignSchema.extend({
  endedAt: z.string().nullable().describe('When an operator ended it early'),
  createTime: z.string(),
  signups: z.number().int().describe('Accounts that signed up with this htSource'),
}).meta({ id: 'AdminCampaign' });

const HeroImage = z
  .string()
  .max(1000)
  .refine((u) => /^https:\/\/\S+$/.test(u) || /^\/(?!\/)\S*$/.test(u), 'heroImage: an https URL or a path of this site');

/**
 * Campaign landing pages (docs/product.md §2 'Campaigns'): the public read
 * `GET /api/campaigns/:channel/:code` (404 'This campaign does not exist';
 * an upcoming or ended campaign answers 200 with its `state`), and the
 * operators' `POST /admin/campaigns` (create), `GET /admin/campaigns` (list
 * with sign-up counts) and `POST /admin/campaigns/end` — admin token or an
 * admin's session (401 / 403 otherwise).
 */
export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/campaigns/:channel/:code',
    {
      schema: {
        tags: ['campaigns'],
        description: 'A campaign page: texts in both languages, the window and its state now. 404 when unknown.',
        params: z.object({ channel: Channel, code: z.string().max(40) }),
        response: { 200: envelope(CampaignSchema) },
      },
    },
    async (request) => ok(await getCampaign(app.db, request.params.channel, request.params.code, app.clock.now())),
  );

  app.post(
    '/admin/campaigns',
    {
      schema: {
        tags: ['admin'],
        description:
          'Creates a campaign page at /activities/<channel>/<code>. 409 when the channel has the code; 404 when topicId is unknown; 400 when the window is empty.',
        body: z.object({
          channel: Channel,
          code: Code,
          title: bilingualIn('title', CAMPAIGN_TITLE_MAX, true),
          description: bilingualIn('description', CAMPAIGN_TEXT_MAX, false).default({ en: '', zh: '' }),
          rules: bilingualIn('rules', CAMPAIGN_TEXT_MAX, false).default({ en: '', zh: '' }),
          reward: bilingualIn('reward', CAMPAIGN_TEXT_MAX, false).default({ en: '', zh: '' }),
          heroImage: HeroImage,
          htSource: HtSourceSchema,
          startsAt: z.iso.datetime({ offset: true, error: 'startsAt: an ISO date-time' }),
          endsAt: z.iso.datetime({ offset: true, error: 'endsAt: an ISO date-time' }),
          topicId: z.string().min(1).nullable().default(null).describe('The challenge the page leads to'),
        }),
        response: { 200: envelope(AdminCampaignSchema) },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      const b = request.body;
      return ok(
        await createCampaign(
          app.db,
          { ...b, startsAt: new Date(b.startsAt), endsAt: new Date(b.endsAt) },
          userOf(request).id,
          app.clock.now(),
        ),
      );
    },
  );

  app.get(
    '/admin/campaigns',
    {
      schema: {
        tags: ['admin'],
        description: 'The campaigns, newest first, with how many accounts signed up with each one’s htSource.',
        querystring: z.object({ ...pageQuery(PAGE_SIZE_MAX.operator), channel: Channel.optional() }),
        response: { 200: envelope(pageOf(AdminCampaignSchema)) },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      const { page, pageSize, channel } = request.query;
      const { rows, total } = await listCampaigns(app.db, { page, pageSize, channel }, app.clock.now());
      return ok(makePage(rows, page, pageSize, total));
    },
  );

  app.post(
    '/admin/campaigns/end',
    {
      schema: {
        tags: ['admin'],
        description: 'Ends a campaign now; its page then says it has ended. 404 unknown; 409 already ended.',
        body: z.object({ channel: Channel, code: Code }),
        response: { 200: envelope(AdminCampaignSchema) },
      },
      preHandler: requireAdmin,
    },
    async (request) => ok(await endCampaign(app.db, request.body.channel, request.body.code, app.clock.now())),
  );
};
