/**
 * Generator rules of docs/product.md §1, §4, §5 shared by the server (which enforces
 * them) and the generator client (which checks before sending).
 */
import {
  REFERENCE_IMAGE_MAX_BYTES_ZH,
  REFERENCE_WIDTH_MAX_PX,
  REFERENCE_WIDTH_MIN_PX,
  UPLOAD_ACCEPTED_MIME_TYPES,
} from './limits';
import type { ValidationIssue } from './validation';

/**
 * The one reference-image size limit, in bytes: 20 MiB.
 *
 * docs/product.md §5/§9 give 8 MB (English text) and 20 MB (Chinese text). We take
 * 20 MiB because (1) it equals the publish upload limit (docs/product.md §9), so a
 * picture a user can post is also accepted as a reference, and (2) the
 * dimension rules admit images up to 2560 × 5120 px, whose lossless PNG is
 * routinely above 8 MB: an 8 MB cap would reject pictures the dimension
 * rules call valid.
 */
export const REFERENCE_IMAGE_MAX_BYTES = REFERENCE_IMAGE_MAX_BYTES_ZH;

/** Smallest width / height of a reference image: 1:2 (docs/product.md §5). */
export const REFERENCE_RATIO_MIN = 0.5;
/** Largest width / height of a reference image: 2:1 (docs/product.md §5). */
export const REFERENCE_RATIO_MAX = 2;

/** Kontext takes 1 to this many source images (`sourceImageList`). */
export const KONTEXT_SOURCE_IMAGES_MAX = 4;

/** A generation job's status (docs/product.md §4 'Generation jobs'). */
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/**
 * How far a job has got: 0 queued, 1 running, 2 finished (succeeded or
 * failed). A job only moves forward, so of two snapshots of one job the one
 * with the lower rank is the older (docs/product.md §4).
 */
export function jobStatusRank(status: JobStatus): 0 | 1 | 2 {
  if (status === 'queued') return 0;
  if (status === 'running') return 1;
  return 2;
}

/** Whether a job status is final (succeeded or failed): nothing more will change (docs/product.md §4). */
export function isJobFinished(status: JobStatus): boolean {
  return jobStatusRank(status) === 2;
}

/**
 * Unfinished (queued or running) generation tasks one user may have at
 * once; one more is refused with 'Too many tasks submitted' (docs/product.md §8).
 * 5: enough to queue one task per tool while the first runs, small enough
 * that one user cannot fill a worker's queue for everybody else.
 */
export const MAX_UNFINISHED_TASKS_PER_USER = 5;

/** Upscale factors offered by the HD tool. */
export const UPSCALE_FACTORS = [2, 4] as const;
/** An upscale factor. */
export type UpscaleFactor = (typeof UPSCALE_FACTORS)[number];
/** Largest side of an upscaled result, in px; a larger result is refused before queueing. */
export const UPSCALE_MAX_OUTPUT_PX = 6144;

/** Voxel resolutions offered by image → 3D (`voxelResolution`, cells on the long side of the relief grid). */
export const VOXEL_RESOLUTIONS = [64, 128, 256] as const;
/** A voxel resolution of image → 3D. */
export type VoxelResolution = (typeof VOXEL_RESOLUTIONS)[number];
/** Default `voxelResolution`. */
export const DEFAULT_VOXEL_RESOLUTION: VoxelResolution = 128;

/** Camera moves of image → video. */
export const VIDEO_MOTIONS = ['zoomIn', 'zoomOut', 'panLeft', 'panRight'] as const;
/** A camera move of image → video. */
export type VideoMotion = (typeof VIDEO_MOTIONS)[number];
/** Length of an image → video clip, in ms. */
export const VIDEO_DURATION_MS = 4000;

/** Images made per task by text → image / img2img (`batchSize` may ask 1–4). */
export const BATCH_SIZE_MAX = 4;

/**
 * Most generation jobs one server runs at once (`GENERATION_CONCURRENCY`
 * is clamped to 1–this). 4: each job holds a decoded image or two and
 * an OpenCV / ffmpeg worker, so more only queues work on a small machine.
 */
export const GENERATION_CONCURRENCY_MAX = 4;

/**
 * The token in a user's account level that marks an official quality
 * creator (docs/product.md §6): their jobs go first in the generation queue (docs/product.md §1,
 * §4) and they show the crown badge (`MentionCandidate.tags`).
 */
export const PRIORITY_CREATOR_MARKER = 'officialQualityCreator';

/** Codes of {@link validateReferenceImage} and {@link validateUpscale}. */
export type ReferenceImageValidationCode =
  | 'reference.required'
  | 'reference.format'
  | 'reference.tooLarge'
  | 'reference.ratio'
  | 'reference.width'
  | 'upscale.tooLarge';

/** What is known of a reference image: the browser's File plus decoded px, or the server's probe. */
export interface ReferenceImageInput {
  /** MIME type, e.g. `image/png`; jpeg, png and webp are accepted. */
  type: string;
  /** File size in bytes. */
  sizeBytes: number;
  /** Decoded width in px, when known. */
  width?: number;
  /** Decoded height in px, when known. */
  height?: number;
}

const issue = (
  code: ReferenceImageValidationCode,
  message: string,
): ValidationIssue<ReferenceImageValidationCode> => ({
  code,
  message,
});

/**
 * Checks a reference image of the generator (docs/product.md §5), in this order:
 * missing → 'Please upload an image'; not jpeg/png/webp → 'Image format
 * error'; over {@link REFERENCE_IMAGE_MAX_BYTES} → 'The image must be under
 * 20 MB'; width/height outside 1:2..2:1 → 'The aspect ratio must be between
 * 1:2 and 2:1'; width outside 360–2560 px → 'The image width must be
 * between 360 and 2560 px'. The size checks run only when px are known.
 * @returns an issue, or null when the image is acceptable.
 */
export function validateReferenceImage(
  file: ReferenceImageInput | null | undefined,
): ValidationIssue<ReferenceImageValidationCode> | null {
  if (!file || file.sizeBytes <= 0) return issue('reference.required', 'Please upload an image');
  const type = file.type.toLowerCase() === 'image/jpg' ? 'image/jpeg' : file.type.toLowerCase();
  if (!(UPLOAD_ACCEPTED_MIME_TYPES as readonly string[]).includes(type)) {
    return issue('reference.format', 'Image format error');
  }
  if (file.sizeBytes > REFERENCE_IMAGE_MAX_BYTES) {
    return issue(
      'reference.tooLarge',
      `The image must be under ${REFERENCE_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
    );
  }
  if (file.width !== undefined && file.height !== undefined && file.width > 0 && file.height > 0) {
    const ratio = file.width / file.height;
    if (ratio < REFERENCE_RATIO_MIN || ratio > REFERENCE_RATIO_MAX) {
      return issue('reference.ratio', 'The aspect ratio must be between 1:2 and 2:1');
    }
    if (file.width < REFERENCE_WIDTH_MIN_PX || file.width > REFERENCE_WIDTH_MAX_PX) {
      return issue(
        'reference.width',
        `The image width must be between ${REFERENCE_WIDTH_MIN_PX} and ${REFERENCE_WIDTH_MAX_PX} px`,
      );
    }
  }
  return null;
}

/**
 * Checks that an upscale of `width`×`height` px by `factor` stays within
 * {@link UPSCALE_MAX_OUTPUT_PX} on both sides.
 * @returns `upscale.tooLarge` ('The upscaled image would exceed 6144 px, choose ×2 or a smaller image'), or null.
 */
export function validateUpscale(
  width: number,
  height: number,
  factor: UpscaleFactor,
): ValidationIssue<ReferenceImageValidationCode> | null {
  if (Math.max(width, height) * factor > UPSCALE_MAX_OUTPUT_PX) {
    return issue(
      'upscale.tooLarge',
      `The upscaled image would exceed ${UPSCALE_MAX_OUTPUT_PX} px, choose ×2 or a smaller image`,
    );
  }
  return null;
}

/** A generator tool (docs/product.md §2 'Generator'). */
export type GeneratorTool =
  | 'image'
  | 'img2img'
  | 'inpainting'
  | 'hd'
  | 'video'
  | 'imageTo3D'
  | 'cartoonFigurine'
  | 'dreamJob';

/**
 * The page path of each generator tool (docs/product.md §2 'Main site routes'):
 * the client's tool navigation, and the server, which draws a visitor's
 * tool page (docs/architecture.md "Server rendering").
 */
export const GENERATOR_TOOL_PATHS: Readonly<Record<GeneratorTool, string>> = {
  image: '/generator/image',
  img2img: '/generator/img2img',
  inpainting: '/generator/inpainting',
  hd: '/generator/hd',
  video: '/generator/video',
  imageTo3D: '/generator/imageTo3D',
  cartoonFigurine: '/create/cartoonFigurine',
  dreamJob: '/generator/dreamJob',
};
