import { z } from 'zod';
import { PostCardSchema } from '../../shared';

const ChallengeStatusSchema = z
  .enum(['upcoming', 'ongoing', 'ended'])
  .describe('upcoming before startTime, ongoing until endTime, ended after (packages/domain challengeStatus)');

/** OpenAPI component `Topic` (docs/product.md §3 Challenge). */
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
    status: ChallengeStatusSchema,
  })
  .meta({ id: 'Topic' });

/** A challenge as sent to clients. */
export type TopicDto = z.infer<typeof TopicSchema>;

/** OpenAPI component `TopicPrize`: one prize line of a challenge's campaign info. */
export const TopicPrizeSchema = z
  .object({ rank: z.string(), title: z.string(), description: z.string() })
  .meta({ id: 'TopicPrize' });

/** OpenAPI component `RealPicture`: a photo of a work made into a physical item. */
export const RealPictureSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    width: z.number().int().describe('px'),
    height: z.number().int().describe('px'),
    caption: z.string(),
    contentId: z.string().nullable().describe('The post the item was made from, if still visible'),
  })
  .meta({ id: 'RealPicture' });

/** OpenAPI component `TopicDetail`: everything the challenge page shows above its posts (docs/product.md §2 Challenge detail). */
export const TopicDetailSchema = TopicSchema.extend({
  campaignInfo: z.string(),
  rules: z.array(z.string()),
  prizes: z.array(TopicPrizeSchema),
  realPictures: z.array(RealPictureSchema).describe('At most 24, in display order'),
  participantCount: z.number().int().describe('Distinct authors of visible posts'),
  designerCount: z.number().int().describe('Distinct creators (official quality creators) with visible posts'),
  canPost: z.boolean().describe('true while ongoing: the join / upload actions are open'),
}).meta({ id: 'TopicDetail' });

/** A challenge page's head as sent to clients. */
export type TopicDetailDto = z.infer<typeof TopicDetailSchema>;

/** OpenAPI component `ActivityCounts`: challenges per status (all-activities tabs). */
export const ActivityCountsSchema = z
  .object({ all: z.number().int(), ongoing: z.number().int(), upcoming: z.number().int(), ended: z.number().int() })
  .meta({ id: 'ActivityCounts' });

/** OpenAPI component `ActivityPage`: a Page<Topic> plus the counts per status. */
export const ActivityPageSchema = z
  .object({
    dataList: z.array(TopicSchema),
    hasMore: z.boolean(),
    page: z.number().int(),
    total: z.number().int(),
    counts: ActivityCountsSchema,
  })
  .meta({ id: 'ActivityPage' });

/** OpenAPI component `ChallengeShare`: what `/challenge/share/:contentId` shows and what a share card carries. */
export const ChallengeShareSchema = z
  .object({
    content: PostCardSchema,
    topic: TopicSchema.nullable().describe('The challenge the post was published in, null for a community post'),
    shareTitle: z.string(),
    shareText: z.string(),
    sharePath: z.string().describe('Path of the share page, e.g. /challenge/share/<contentId>'),
    imageUrl: z.string().describe('The 512 px poster, for link previews'),
  })
  .meta({ id: 'ChallengeShare' });

/** OpenAPI component `TopicShortcut`: a configured sub-domain label and its challenge. */
export const TopicShortcutSchema = z
  .object({ label: z.string(), uniqueTopicId: z.string() })
  .meta({ id: 'TopicShortcut' });
