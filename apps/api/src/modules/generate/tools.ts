/**
 * The image tools of docs/product.md §7 (img2img with edge reference and cartoon
 * figurine, kontext, inpaint, upscale, img2model3d, img2video) and magic
 * prompt: validation of docs/product.md §5 on the server, inputs stored before the job
 * row, then the queue.
 */
import { randomInt } from 'node:crypto';
import {
  BATCH_SIZE_MAX,
  DEFAULT_VOXEL_RESOLUTION,
  KONTEXT_SOURCE_IMAGES_MAX,
  UPSCALE_FACTORS,
  VIDEO_MOTIONS,
  VOXEL_RESOLUTIONS,
  validatePrompt,
  validateReferenceImage,
  validateUpscale,
  type UpscaleFactor,
  type VideoMotion,
} from '@aigc/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { generations, images, topics } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ProviderRegistry } from '../../engine';
import { readMask } from '../../engine/imageOps';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Storage } from '../../storage';
import { CAPABILITY_OF } from './queue';
import type { GenerateJobDto, GenerationKind, JobInput, JobPayload } from './schemas';
import { assertBelowTaskLimit, insertJob, type GenerateDeps } from './service';

/** An uploaded file of a tool form. */
export interface UploadedFile {
  bytes: Buffer;
  /** MIME type the browser sent (only for messages; the format is read from the bytes). */
  mimetype: string;
}

/** A source image: an upload or the id of one of the caller's images. */
export type SourceRef = { upload: UploadedFile } | { imageId: string };

/** What a tool route collected from its form. */
export interface ToolInput {
  kind: Exclude<GenerationKind, 'text2image'>;
  prompt?: string | undefined;
  modelId?: string | undefined;
  topicId?: string | undefined;
  parentGenerateId?: string | undefined;
  sources: SourceRef[];
  mask?: UploadedFile | undefined;
  mode?: string | undefined;
  scale?: string | undefined;
  voxelResolution?: string | undefined;
  motion?: string | undefined;
  batchSize?: string | undefined;
}

/** Deps of the tool services. */
export interface ToolDeps extends GenerateDeps {
  storage: Storage;
}

const FORMAT_MIME: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The image's real type (from its bytes) and px size; unreadable → format 'unknown'. */
async function inspect(
  bytes: Buffer,
): Promise<{ type: string; width?: number; height?: number; ext: string }> {
  try {
    const meta = await sharp(bytes).metadata();
    const swap = (meta.orientation ?? 1) >= 5;
    return {
      type: FORMAT_MIME[meta.format ?? ''] ?? `image/${meta.format ?? 'unknown'}`,
      ext: meta.format === 'jpeg' ? 'jpg' : (meta.format ?? 'bin'),
      ...(meta.width && meta.height
        ? { width: swap ? meta.height : meta.width, height: swap ? meta.width : meta.height }
        : {}),
    };
  } catch {
    return { type: 'application/octet-stream', ext: 'bin' };
  }
}

/** A resolved, checked source: where it is stored (or will be) and its px size. */
interface CheckedSource {
  bytes: Buffer;
  ext: string;
  width: number;
  height: number;
  /** Set for an existing image (borrowed key). */
  key?: string;
}

/**
 * Reads and checks one source image (docs/product.md §5, `validateReferenceImage`):
 * uploads by their bytes; image ids must be the caller's images (404
 * 'Failed to fetch original image' otherwise).
 */
async function checkSource(
  db: Db,
  storage: Storage,
  userId: string,
  ref: SourceRef,
): Promise<CheckedSource> {
  let bytes: Buffer;
  let key: string | undefined;
  if ('imageId' in ref) {
    const rows = await db
      .select({ key: images.key })
      .from(images)
      .where(and(eq(images.id, ref.imageId), eq(images.ownerId, userId)))
      .limit(1);
    const row = rows[0];
    const stored = row ? await storage.get(row.key) : null;
    if (!row || !stored) throw notFound('Failed to fetch original image');
    bytes = Buffer.from(stored.bytes);
    key = row.key;
  } else {
    bytes = ref.upload.bytes;
  }
  const info = await inspect(bytes);
  const issue = validateReferenceImage({
    type: info.type,
    sizeBytes: bytes.length,
    ...(info.width ? { width: info.width, height: info.height ?? 0 } : {}),
  });
  if (issue) throw badRequest(issue.message);
  if (!info.width || !info.height) throw badRequest('Image format error');
  return { bytes, ext: info.ext, width: info.width, height: info.height, ...(key ? { key } : {}) };
}

function oneOf<T extends string | number>(
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
  message: string,
): T {
  if (value === undefined || value === '') return fallback;
  const found = allowed.find((a) => String(a) === value);
  if (found === undefined) throw badRequest(message);
  return found;
}

/** Resolves the model of a tool: the given one (must serve the tool) or the first that does. */
function modelFor(
  registry: ProviderRegistry,
  kind: GenerationKind,
  modelId: string | undefined,
): string {
  const capability = CAPABILITY_OF[kind];
  if (modelId) {
    if (registry.providerFor(modelId, capability)) return modelId;
    const exists = registry.models().some((m) => m.modelId === modelId);
    if (exists && (kind === 'img2img' || kind === 'edge' || kind === 'figurine')) {
      throw badRequest('The model does not support image-to-image');
    }
    throw badRequest('This model is not available');
  }
  const fallback = registry.defaultModelFor(capability);
  if (!fallback) throw badRequest('This tool is not available');
  return fallback;
}

/**
 * Submits a tool job (docs/product.md §7; see docs/api-contract.md for the fields).
 * Checks, in order: the prompt (required except for upscale, 3D, video and
 * inpaint `remove`: 'Please enter a prompt'), the model, the options
 * (mode, scale, voxelResolution, motion, batchSize), the source count
 * ('Please upload an image'; kontext 1–4), each source (docs/product.md §5), the
 * upscale size, the mask ('Please paint the area to change'), the
 * challenge, and the task limit (429). Uploaded files are stored under
 * `jobs/…` before the row is written and removed when it cannot be.
 * @returns the new job (queued).
 */
export async function submitTool(
  deps: ToolDeps,
  userId: string,
  input: ToolInput,
): Promise<GenerateJobDto> {
  const { kind } = input;
  const prompt = (input.prompt ?? '').trim();
  const mode =
    kind === 'inpaint'
      ? oneOf(input.mode, ['modify', 'remove'] as const, 'modify', 'mode must be modify or remove')
      : undefined;
  const promptOptional =
    kind === 'upscale' || kind === 'img2model3d' || kind === 'img2video' || mode === 'remove';
  if (!promptOptional || prompt) {
    const issue = validatePrompt(prompt);
    if (issue) throw badRequest(issue.message);
  }
  const modelId = modelFor(deps.registry, kind, input.modelId || undefined);
  const scale =
    kind === 'upscale'
      ? oneOf<UpscaleFactor>(input.scale, UPSCALE_FACTORS, 2, 'scale must be 2 or 4')
      : undefined;
  const voxelResolution =
    kind === 'img2model3d'
      ? oneOf<number>(
          input.voxelResolution,
          VOXEL_RESOLUTIONS,
          DEFAULT_VOXEL_RESOLUTION,
          'voxelResolution must be 64, 128 or 256',
        )
      : undefined;
  const motion =
    kind === 'img2video'
      ? oneOf<VideoMotion>(input.motion, VIDEO_MOTIONS, 'zoomIn', 'Unknown camera motion')
      : undefined;
  const batchDefault = kind === 'img2img' || kind === 'edge' || kind === 'figurine' ? 2 : 1;
  const count =
    kind === 'img2img' || kind === 'edge' || kind === 'figurine'
      ? oneOf<number>(
          input.batchSize,
          [1, 2, 3, 4].slice(0, BATCH_SIZE_MAX),
          batchDefault,
          `batchSize must be 1 to ${BATCH_SIZE_MAX}`,
        )
      : 1;

  const max = kind === 'kontext' ? KONTEXT_SOURCE_IMAGES_MAX : 1;
  if (input.sources.length === 0) throw badRequest('Please upload an image');
  if (input.sources.length > max) {
    throw badRequest(
      kind === 'kontext'
        ? `At most ${KONTEXT_SOURCE_IMAGES_MAX} reference images`
        : 'Please upload one image',
    );
  }
  await assertBelowTaskLimit(deps.db, userId);
  const sources: CheckedSource[] = [];
  for (const ref of input.sources)
    sources.push(await checkSource(deps.db, deps.storage, userId, ref));
  const first = sources[0];
  if (scale && first) {
    const issue = validateUpscale(first.width, first.height, scale);
    if (issue) throw badRequest(issue.message);
  }
  if (kind === 'inpaint') {
    if (!input.mask || input.mask.bytes.length === 0 || !first)
      throw badRequest('Please paint the area to change');
    const marked = await readMask(
      input.mask.bytes,
      Math.min(first.width, 512),
      Math.min(first.height, 512),
    ).catch(() => {
      throw badRequest('The mask could not be read');
    });
    if (marked.marked === 0) throw badRequest('Please paint the area to change');
  }
  const topicId = input.topicId || null;
  if (topicId) {
    const t = await deps.db
      .select({ id: topics.id })
      .from(topics)
      .where(eq(topics.id, topicId))
      .limit(1);
    if (t.length === 0) throw badRequest('The challenge does not exist');
  }
  let parentGenerationId: string | null = null;
  if (input.parentGenerateId) {
    const p = await deps.db
      .select({ id: generations.id })
      .from(generations)
      .where(and(eq(generations.id, input.parentGenerateId), eq(generations.userId, userId)))
      .limit(1);
    parentGenerationId = p[0]?.id ?? null;
  }

  const id = newId();
  const dir = `jobs/${id.slice(0, 2).toLowerCase()}/${id}`;
  const stored: string[] = [];
  try {
    const inputs: JobInput[] = [];
    for (const [i, s] of sources.entries()) {
      if (s.key) {
        inputs.push({ key: s.key, owned: false });
      } else {
        const key = `${dir}/in-${i}.${s.ext}`;
        await deps.storage.put(key, s.bytes, `image/${s.ext === 'jpg' ? 'jpeg' : s.ext}`);
        stored.push(key);
        inputs.push({ key, owned: true });
      }
    }
    let mask: JobInput | undefined;
    if (kind === 'inpaint' && input.mask) {
      const key = `${dir}/mask.png`;
      await deps.storage.put(key, await sharp(input.mask.bytes).png().toBuffer(), 'image/png');
      stored.push(key);
      mask = { key, owned: true };
    }
    const payload: JobPayload = {
      kind,
      prompt,
      modelId,
      topicId,
      seed: randomInt(0, 2 ** 31 - 1),
      count,
      parentGenerationId,
      inputs,
      ...(mask ? { mask } : {}),
      ...(mode ? { mode } : {}),
      ...(scale ? { scale } : {}),
      ...(voxelResolution ? { voxelResolution } : {}),
      ...(motion ? { motion } : {}),
    };
    return await insertJob(deps, userId, payload, id);
  } catch (error) {
    await Promise.allSettled(stored.map((k) => deps.storage.delete(k)));
    throw error;
  }
}

/**
 * Magic prompt (docs/product.md §1 prompt-expansion assistant): expands `prompt` with
 * the chosen (or first) provider serving `promptExpansion`. When an AI
 * adapter fails, the offline template answers instead (`provider: offline`).
 * @throws 400 'Please enter a prompt'; 400 'This model is not available'.
 */
export async function magicPrompt(
  registry: ProviderRegistry,
  body: { prompt: string; modelId?: string | undefined },
): Promise<{ prompt: string; provider: string }> {
  const issue = validatePrompt(body.prompt ?? '');
  if (issue) throw badRequest(issue.message);
  const modelId = body.modelId || registry.defaultModelFor('promptExpansion');
  const provider = modelId ? registry.providerFor(modelId, 'promptExpansion') : null;
  if (!provider?.expandPrompt) throw badRequest('This model is not available');
  try {
    return {
      prompt: await provider.expandPrompt({ prompt: body.prompt.trim() }),
      provider: provider.id,
    };
  } catch (error) {
    const offline = registry.providers.find((p) => p.id === 'offline');
    if (!offline?.expandPrompt || offline === provider) throw error;
    return {
      prompt: await offline.expandPrompt({ prompt: body.prompt.trim() }),
      provider: offline.id,
    };
  }
}
