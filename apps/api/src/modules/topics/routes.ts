import { PAGE_SIZE_MAX, type Locale } from '@aigc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser } from '../../lib/auth';
import { localeOf } from '../../lib/locale';
import { envelope, ok, pageOf, pageQuery } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/errors';
import { PostCardSchema } from '../../shared';
import {
  activityCounts,
  findShareCard,
  findShortcut,
  findTopicDetail,
  findTopicDto,
  listDesignerWorks,
  listTopics,
  SHORTCUT_LABEL,
} from './queries';
import { ActivityPageSchema, ChallengeShareSchema, TopicDetailSchema, TopicSchema, TopicShortcutSchema } from './schemas';

const NO_CHALLENGE = 'This challenge does not exist';

/**
 * Challenge routes (docs/product.md §2 Challenge detail, All activities; §7):
 * - `GET /api/topic/selection` page, pageSize ≤ 1000, showWantable → Page<Topic>, newest start first.
 * - `GET /api/topic/activities` page, pageSize ≤ 60, status? → ActivityPage (ongoing, upcoming, ended; counts per status).
 * - `GET /api/topic/detail` topicId → TopicDetail; 404 'This challenge does not exist'.
 * - `GET /api/topic/designer/list` topicId, sort, page, pageSize ≤ 60 → Page<PostCard> by official quality creators; 404.
 * - `GET /api/topic/share/info` contentId → ChallengeShare; 404 'This post does not exist or was deleted'.
 * - `GET /api/topic/shortcut` label → TopicShortcut or null (no challenge configured); 400 for a malformed label.
 * The posts of a challenge come from `GET /api/topic/content/list?topicId=` (contents module).
 */
/** The share sentence of a post (by `nickName`, in the challenge `topicTitle` or none) in `locale`. */
function shareTextOf(nickName: string, topicTitle: string | null, locale: Locale): string {
  if (locale === 'zh-Hans')
    return topicTitle ? `${nickName} 参加了“${topicTitle}”挑战。想让它变成实物？送出一张想要券吧。` : `${nickName} 分享了一个设计。想让它变成实物？送出一张想要券吧。`;
  return topicTitle
    ? `${nickName} joined the “${topicTitle}” challenge. Want it made real? Send a want-ticket.`
    : `${nickName} shared a design. Want it made real? Send a want-ticket.`;
}

export const topicsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/topic/selection',
    {
      schema: {
        tags: ['community'],
        querystring: z.object({ ...pageQuery(PAGE_SIZE_MAX.list), showWantable: z.coerce.number().int().min(0).max(1).optional() }),
        response: { 200: envelope(pageOf(TopicSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize, showWantable } = request.query;
      return ok(await listTopics(app.db, { page, pageSize, showWantable, now: app.clock.now(), locale: localeOf(request) }));
    },
  );

  app.get(
    '/api/topic/activities',
    {
      schema: {
        tags: ['community'],
        querystring: z.object({ ...pageQuery(PAGE_SIZE_MAX.cards), status: z.enum(['upcoming', 'ongoing', 'ended']).optional() }),
        response: { 200: envelope(ActivityPageSchema) },
      },
    },
    async (request) => {
      const { page, pageSize, status } = request.query;
      const now = app.clock.now();
      const [list, counts] = await Promise.all([
        listTopics(app.db, { page, pageSize, status, order: 'activity', now, locale: localeOf(request) }),
        activityCounts(app.db, now),
      ]);
      return ok({ ...list, counts });
    },
  );

  app.get(
    '/api/topic/detail',
    {
      schema: {
        tags: ['community'],
        querystring: z.object({ topicId: z.string().min(1) }),
        response: { 200: envelope(TopicDetailSchema) },
      },
    },
    async (request) => {
      const detail = await findTopicDetail(app.db, request.query.topicId, app.clock.now(), localeOf(request));
      if (!detail) throw notFound(NO_CHALLENGE);
      return ok(detail);
    },
  );

  app.get(
    '/api/topic/designer/list',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['community'],
        querystring: z.object({ ...pageQuery(PAGE_SIZE_MAX.cards), topicId: z.string().min(1), sort: z.enum(['hot', 'new']).default('hot') }),
        response: { 200: envelope(pageOf(PostCardSchema)) },
      },
    },
    async (request) => {
      const { topicId, sort, page, pageSize } = request.query;
      const now = app.clock.now();
      if (!(await findTopicDto(app.db, topicId, now, localeOf(request)))) throw notFound(NO_CHALLENGE);
      return ok(await listDesignerWorks(app.db, { topicId, sort, page, pageSize, viewerId: request.user?.id ?? null, now, locale: localeOf(request) }));
    },
  );

  app.get(
    '/api/topic/share/info',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['community'],
        querystring: z.object({ contentId: z.string().min(1) }),
        response: { 200: envelope(ChallengeShareSchema) },
      },
    },
    async (request) => {
      const { contentId } = request.query;
      const now = app.clock.now();
      const locale = localeOf(request);
      const found = await findShareCard(app.db, contentId, request.user?.id ?? null, locale);
      if (!found) throw notFound('This post does not exist or was deleted');
      const topic = found.topicId ? await findTopicDto(app.db, found.topicId, now, locale) : null;
      const { card } = found;
      return ok({
        content: card,
        topic,
        shareTitle: topic ? `${card.title} · ${topic.title}` : card.title,
        shareText: shareTextOf(card.author.nickName, topic?.title ?? null, locale),
        sharePath: `/challenge/share/${encodeURIComponent(card.contentId)}`,
        imageUrl: card.posterImage.imageResize512Url,
      });
    },
  );

  app.get(
    '/api/topic/shortcut',
    {
      schema: {
        tags: ['community'],
        querystring: z.object({ label: z.string().min(1).max(63) }),
        response: { 200: envelope(TopicShortcutSchema.nullable()) },
      },
    },
    async (request) => {
      const label = request.query.label.toLowerCase();
      if (!SHORTCUT_LABEL.test(label)) throw badRequest('Invalid sub-domain label');
      return ok(await findShortcut(app.db, label));
    },
  );
};
