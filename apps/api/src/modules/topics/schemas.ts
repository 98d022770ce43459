import { z } from 'zod';

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
