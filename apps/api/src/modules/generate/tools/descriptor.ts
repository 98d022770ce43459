/**
 * What a generation tool is, in one place (one descriptor per tool, read by
 * the routes, `submitTool` / `submitJob` and the queue): the record kinds it
 * makes with the provider capability each needs, its form (a zod schema that
 * both validates and feeds the OpenAPI document, defaults included), the
 * rules of its inputs, and how a job of it is produced.
 */
import type { z } from 'zod';
import type { Capability, GeneratedImage, GenerationProvider, SourceImage } from '../../../engine';
import type { JobPayload } from '../schemas';

/** A file a job makes besides its images (stored as a `generation_files` row). */
export interface ProducedFile {
  kind: 'glb' | 'stl' | 'video';
  bytes: Buffer;
  contentType: string;
  /** File extension without the dot. */
  ext: string;
  /** Stored in `generation_files.meta` (read back by `loadRecords`). */
  meta: Record<string, unknown>;
}

/** What one job produced: its images (the first is the record's poster) and its other files. */
export interface Produced {
  images: GeneratedImage[];
  files: ProducedFile[];
}

/** What a tool's `produce` gets from the queue for one job. */
export interface ProduceContext<K extends string = string> {
  /** The record kind of the job (one of the tool's `kinds`). */
  kind: K;
  payload: JobPayload;
  /** The provider serving the job's model with the kind's capability. */
  provider: GenerationProvider;
  /** The job's stored source images, decoded enough to know their px size. */
  sources: SourceImage[];
  /** The first source image; throws 'Please upload an image' when the job has none. */
  source(): SourceImage;
  /** The job's stored mask (PNG); throws 'Please paint the area to change' when it has none. */
  mask(): Promise<Buffer>;
  /** Images to make: `payload.count` kept within 1–BATCH_SIZE_MAX. */
  count: number;
}

/** A generation tool as the queue and the services know it. */
export interface GenerationTool<K extends string = string> {
  /** The tool's name (the route of an image tool: `POST /api/generate/<name>`). */
  readonly name: string;
  /**
   * The record kinds (`GenerationRecord.kind`) the tool makes, each with the
   * provider capability a model needs to serve it; the first is the tool's own.
   */
  readonly kinds: Readonly<Record<K, Capability>>;
  /**
   * Makes the outputs of one job by calling the provider; writes nothing to
   * the database. Throws an Error with a user-presentable message on failure
   * (the job is then marked failed with it).
   */
  produce(context: ProduceContext<K>): Promise<Produced>;
}

/**
 * The provider's method `name`, bound to it; throws 'This model is not
 * available' when the provider does not implement it.
 */
export function providerMethod<M extends keyof GenerationProvider>(
  provider: GenerationProvider,
  name: M,
): NonNullable<GenerationProvider[M]> {
  const fn: unknown = provider[name];
  if (typeof fn !== 'function') throw new Error('This model is not available');
  return fn.bind(provider) as NonNullable<GenerationProvider[M]>;
}

/** An uploaded file of a tool form. */
export interface UploadedFile {
  bytes: Buffer;
  /** MIME type the browser sent (only for messages; the format is read from the bytes). */
  mimetype: string;
}

/** A source image: an upload or the id of one of the caller's images. */
export type SourceRef = { upload: UploadedFile } | { imageId: string };

/** A checked source image: its bytes, stored format and px size (see `checkSource`). */
export interface CheckedSource {
  bytes: Buffer;
  /** File extension of its real format (`jpg`, `png`, `webp`). */
  ext: string;
  width: number;
  height: number;
  /** Storage key of an existing image (borrowed, not copied). */
  key?: string;
}

/** Options of a job payload a tool form sets. */
export type ToolOptions = Pick<
  JobPayload,
  'count' | 'mode' | 'scale' | 'voxelResolution' | 'motion'
>;

/**
 * An image tool: a multipart form at `POST /api/generate/<name>` that makes
 * a job from source images (docs/product.md §7).
 */
export interface ImageTool<
  K extends string = string,
  Fields extends z.ZodObject = z.ZodObject,
> extends GenerationTool<K> {
  /** What the route does, for the OpenAPI document (errors included). */
  readonly description: string;
  /** The form's text fields, validated on the server (messages and defaults included). */
  readonly fields: Fields;
  /** The whole form for the OpenAPI document: `fields` plus the files and image-id fields. */
  readonly form: z.ZodObject;
  /** At most this many source images (at least one is always needed). */
  readonly maxSources: number;
  /** 400 message when more than `maxSources` are sent. */
  readonly tooManySources: string;
  /** Whether a `mask` file is stored with the job. */
  readonly takesMask: boolean;
  /**
   * Fields the prompt rule reads: they are checked before the prompt; every
   * other field after the model (the order clients have always seen).
   */
  readonly promptReads: readonly (keyof z.output<Fields>)[];
  /** Whether the prompt may be empty, given the valid fields. */
  promptOptional(values: Partial<z.output<Fields>>): boolean;
  /** The record kind a form makes (reads only fields that are never refused). */
  kindOf(values: Partial<z.output<Fields>>): K;
  /** 400 message when the chosen model exists but cannot serve the kind (default: 'This model is not available'). */
  readonly unsupportedModel?: string;
  /** The job payload's options from the form. */
  options(values: z.output<Fields>): ToolOptions;
  /**
   * Checks of the tool's own, after every source passed docs/product.md §5: throws a
   * 400 AppError (e.g. the upscaled size, an empty mask).
   */
  check?(input: {
    values: z.output<Fields>;
    sources: CheckedSource[];
    mask: UploadedFile | undefined;
  }): Promise<void>;
}
