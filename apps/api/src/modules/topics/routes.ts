import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { contents, topics } from '../../db/schema';
import { envelope, makePage, ok, pageOf, pageQuery, type Page } from '../../lib/envelope';

/** OpenAPI component `Topic` (spec §3 Challenge). */
export const TopicSchema = z
  .object({
    uniqueTopicId: z.string(),
    title: z.string(),
    description: z.string(),
    wantable: z.union([z.literal(0), z.literal(1)]),
    activityType: z.number().int(),
    allowPostWantByTopicIds: z.array(z.string()),
    banners: z.object({ sidebarImage: z.string(), image: z.string() }),
    startTime: z.string(),
    endTime: z.string(),
    postCount: z.number().int().describe('Visible posts in the challenge'),
  })
  .meta({ id: 'Topic' });

/** A challenge as sent to clients. */
export type TopicDto = z.infer<typeof TopicSchema>;

/**
 * One page of challenges, newest start first (ties by id), each with its
 * count of non-deleted posts. `showWantable` 0 leaves out wantable
 * challenges; 1 or absent lists all.
 */
export async function listTopics(
  db: DbOrTx,
  page: number,
  pageSize: number,
  showWantable?: number,
): Promise<Page<TopicDto>> {
  const where: SQL | undefined = showWantable === 0 ? eq(topics.wantable, false) : undefined;
  const postCounts = db
    .select({ topicId: contents.topicId, n: count().as('n') })
    .from(contents)
    .where(isNull(contents.deletedAt))
    .groupBy(contents.topicId)
    .as('pc');
  const [rows, totals] = await Promise.all([
    db
      .select({ t: topics, n: postCounts.n })
      .from(topics)
      .leftJoin(postCounts, eq(postCounts.topicId, topics.id))
      .where(where)
      .orderBy(desc(topics.startTime), desc(topics.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(topics).where(where),
  ]);
  return makePage(
    rows.map(({ t, n }) => ({
      uniqueTopicId: t.id,
      title: t.title,
      description: t.description,
      wantable: t.wantable ? 1 : 0,
      activityType: t.activityType,
      allowPostWantByTopicIds: t.wantable ? [t.id] : [],
      banners: { sidebarImage: t.sidebarImage, image: t.bannerImage },
      startTime: t.startTime.toISOString(),
      endTime: t.endTime.toISOString(),
      postCount: Number(n ?? 0),
    })),
    page,
    pageSize,
    totals[0]?.n ?? 0,
  );
}

/** `GET /api/topic/selection` (spec §7): Page<Topic>. */
export const topicsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/topic/selection',
    {
      schema: {
        tags: ['community'],
        querystring: z.object({ ...pageQuery(1000), showWantable: z.coerce.number().int().min(0).max(1).optional() }),
        response: { 200: envelope(pageOf(TopicSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize, showWantable } = request.query;
      return ok(await listTopics(app.db, page, pageSize, showWantable));
    },
  );
};

/** Whether a challenge with this id exists; `wantable` tells whether it is a Want It challenge. */
export async function findTopic(db: DbOrTx, id: string): Promise<{ id: string; wantable: boolean; title: string } | null> {
  const rows = await db
    .select({ id: topics.id, wantable: topics.wantable, title: topics.title })
    .from(topics)
    .where(and(eq(topics.id, id)))
    .limit(1);
  return rows[0] ?? null;
}
