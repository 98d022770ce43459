import { z } from 'zod';
import type { images } from '../../db/schema';

/** OpenAPI component `ImageAsset`: an image with its derivatives; sizes in px (docs/api-contract.md). */
export const ImageAssetSchema = z
  .object({
    uniqueImageId: z.string(),
    url: z.string().describe('Original, /aigc/files/…'),
    imageResize512Url: z.string().describe('512 px on the long side'),
    imageResize200Url: z.string().describe('200 px on the long side'),
    width: z.number().int().describe('px'),
    height: z.number().int().describe('px'),
  })
  .meta({ id: 'ImageAsset' });

/** An image as sent to clients. */
export type ImageAssetDto = z.infer<typeof ImageAssetSchema>;

/** Maps an `images` row to {@link ImageAssetDto}. */
export function toImageAsset(row: typeof images.$inferSelect): ImageAssetDto {
  return {
    uniqueImageId: row.id,
    url: row.url,
    imageResize512Url: row.url512,
    imageResize200Url: row.url200,
    width: row.width,
    height: row.height,
  };
}

/** OpenAPI component `GenerationRecord` (spec §3 Generation record). */
export const GenerationRecordSchema = z
  .object({
    id: z.string(),
    createTime: z.string(),
    prompt: z.string(),
    modelId: z.string(),
    topicId: z.string().nullable(),
    images: z.array(ImageAssetSchema),
    wantableTopics: z.array(z.object({ uniqueTopicId: z.string() })),
  })
  .meta({ id: 'GenerationRecord' });

/** A generation as sent to clients. */
export type GenerationRecordDto = z.infer<typeof GenerationRecordSchema>;

/** OpenAPI component `GenerateJob` (spec §4 Generation task). */
export const GenerateJobSchema = z
  .object({
    jobId: z.string(),
    status: z.enum(['queued', 'running', 'succeeded', 'failed']),
    queuePosition: z.number().int().describe('Tasks ahead of this one; 0 when running or done'),
    error: z.string().nullable(),
    record: GenerationRecordSchema.nullable(),
    createTime: z.string(),
  })
  .meta({ id: 'GenerateJob' });

/** A job as sent to clients. */
export type GenerateJobDto = z.infer<typeof GenerateJobSchema>;

/** Body of `POST /api/generate` (spec §7). The prompt rule itself is `validatePrompt` from @aigc/domain. */
export const GenerateBodySchema = z.object({
  prompt: z.string().default(''),
  modelId: z.string().optional(),
  topicId: z.string().nullish(),
});

/** Job payload stored in `generation_jobs.payload`. */
export interface JobPayload {
  prompt: string;
  modelId: string;
  topicId: string | null;
  /** Seed of the first image; image i uses seed + i. */
  seed: number;
  /** Number of images to make. */
  count: number;
}
