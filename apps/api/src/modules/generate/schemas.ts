import { z } from 'zod';
import { ImageAssetSchema } from '../../shared';
import { GENERATION_KINDS, type GenerationKind } from './tools';

export { ImageAssetSchema, toImageAsset, type ImageAssetDto } from '../../shared';

/** OpenAPI component `Model3dAsset`: the files of an image→3D result. */
export const Model3dAssetSchema = z
  .object({
    glbUrl: z.string().describe('Binary glTF, metres, Y up'),
    stlUrl: z.string().describe('Binary STL, mm (printable)'),
    voxelResolution: z.number().int(),
    triangles: z.number().int(),
    sizeMm: z.array(z.number()).describe('Bounding box x, y, z in mm'),
  })
  .meta({ id: 'Model3dAsset' });

/** OpenAPI component `VideoAsset`: an image→video result. */
export const VideoAssetSchema = z
  .object({
    uniqueVideoId: z.string(),
    url: z.string().describe('MP4 (H.264)'),
    posterUrl: z.string(),
    width: z.number().int().describe('px'),
    height: z.number().int().describe('px'),
    durationMs: z.number().int(),
  })
  .meta({ id: 'VideoAsset' });

/** OpenAPI component `GenerationRecord` (docs/product.md §3 Generation record). */
export const GenerationRecordSchema = z
  .object({
    id: z.string(),
    createTime: z.string(),
    kind: z.enum(GENERATION_KINDS),
    prompt: z.string(),
    modelId: z.string(),
    topicId: z.string().nullable(),
    parentGenerateId: z.string().nullable(),
    images: z.array(ImageAssetSchema),
    model3d: Model3dAssetSchema.nullable(),
    video: VideoAssetSchema.nullable(),
    wantableTopics: z.array(z.object({ uniqueTopicId: z.string() })),
  })
  .meta({ id: 'GenerationRecord' });

/** A generation as sent to clients. */
export type GenerationRecordDto = z.infer<typeof GenerationRecordSchema>;

/** OpenAPI component `GenerateJob` (docs/product.md §4 Generation task). */
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

/** A stored input file of a job. */
export interface JobInput {
  /** Storage key. */
  key: string;
  /** Whether the job owns the file (an upload: deleted when the job ends) or borrows it (an existing image). */
  owned: boolean;
}

/** Job payload stored in `generation_jobs.payload`. */
export interface JobPayload {
  /** The tool; missing on rows written before tools existed (= text2image). */
  kind?: GenerationKind;
  prompt: string;
  modelId: string;
  topicId: string | null;
  /** Seed of the first image; image i uses seed + i. */
  seed: number;
  /** Number of images to make. */
  count: number;
  parentGenerationId?: string | null;
  /** Source images (img2img, kontext, inpaint, upscale, 3D, video). */
  inputs?: JobInput[];
  /** Inpainting mask (PNG, white = change). */
  mask?: JobInput;
  /** Inpainting mode. */
  mode?: 'modify' | 'remove';
  /** Upscale factor. */
  scale?: 2 | 4;
  /** Image→3D grid resolution. */
  voxelResolution?: number;
  /** Image→video camera move. */
  motion?: 'zoomIn' | 'zoomOut' | 'panLeft' | 'panRight';
  /** Dispatch attempt (bumped when a job left running by a stopped process is re-queued). */
  attempt?: number;
  /** `classroom`: every generated image passes the classroom image check (docs/edu.md rule 6). */
  moderation?: 'classroom';
}
