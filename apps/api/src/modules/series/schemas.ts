import { SERIES_DESCRIPTION_MAX, SERIES_POSTS_MAX, SERIES_TITLE_MAX } from '@aigc/domain';
import { z } from 'zod';
import { ImageAssetSchema } from '../../shared';
import { AuthorSchema } from '../../shared';

/** OpenAPI component `SeriesItem`: one post of a series, light enough to list all of them (≤ 50). */
export const SeriesItemSchema = z
  .object({ contentId: z.string(), title: z.string(), posterImage: ImageAssetSchema })
  .meta({ id: 'SeriesItem' });

/** OpenAPI component `Series` (docs/product.md §3 Series: uniqueSeriesId, contents). */
export const SeriesSchema = z
  .object({
    uniqueSeriesId: z.string(),
    title: z.string(),
    description: z.string(),
    author: AuthorSchema,
    contents: z.array(SeriesItemSchema).describe(`The visible posts in series order (at most ${SERIES_POSTS_MAX})`),
    contentCount: z.number().int(),
    isAuthor: z.boolean(),
    createTime: z.string(),
    updateTime: z.string(),
  })
  .meta({ id: 'Series' });

/** A series as sent to clients. */
export type SeriesDto = z.infer<typeof SeriesSchema>;

/** OpenAPI component `SeriesSummary`: a series in a user's list (cover = first visible post's poster). */
export const SeriesSummarySchema = z
  .object({
    uniqueSeriesId: z.string(),
    title: z.string(),
    description: z.string(),
    cover: ImageAssetSchema.nullable(),
    firstContentId: z.string().nullable(),
    contentCount: z.number().int(),
    updateTime: z.string(),
  })
  .meta({ id: 'SeriesSummary' });

/** A series summary as sent to clients. */
export type SeriesSummaryDto = z.infer<typeof SeriesSummarySchema>;

/** Body of `PUT /api/topic/content/series`: create (no id) or replace (id) a series of the caller's own posts. */
export const SaveSeriesBodySchema = z.object({
  uniqueSeriesId: z.string().min(1).optional(),
  title: z.string().max(SERIES_TITLE_MAX * 4),
  description: z.string().max(SERIES_DESCRIPTION_MAX * 4).default(''),
  contentIds: z.array(z.string().min(1)).max(SERIES_POSTS_MAX * 2).describe('Post ids in display order'),
});

/** A parsed save body. */
export type SaveSeriesBody = z.infer<typeof SaveSeriesBodySchema>;
