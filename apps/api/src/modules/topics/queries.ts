import { count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contents, topics } from '../../db/schema';
import { makePage, type Page } from '../../lib/envelope';
import type { TopicDto } from './schemas';

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

/** Whether a challenge with this id exists; `wantable` tells whether it is a Want It challenge. */
export async function findTopic(db: DbOrTx, id: string): Promise<{ id: string; wantable: boolean; title: string } | null> {
  const rows = await db
    .select({ id: topics.id, wantable: topics.wantable, title: topics.title })
    .from(topics)
    .where(eq(topics.id, id))
    .limit(1);
  return rows[0] ?? null;
}
