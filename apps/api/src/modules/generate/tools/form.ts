/**
 * Building blocks of the image tools' multipart forms. Every value of a
 * multipart form arrives as text; these schemas read it (an option's text
 * must be `String(value)` of an allowed value) and document the logical
 * type, so the OpenAPI document — and the client types generated from it —
 * say `scale?: 2 | 4`, not `string`.
 */
import { z } from 'zod';
import type { ImageTool } from './descriptor';

type Literal = string | number;

/**
 * An option field: one of `values`, sent as its text (`String(value)`);
 * absent or empty → `fallback`; any other text → 400 `message`. Documented
 * as the enum of `values` with `fallback` as default.
 */
export function choiceField<const T extends readonly [Literal, ...Literal[]]>(
  values: T,
  fallback: T[number],
  message: string,
) {
  return z.preprocess(
    (value) =>
      value === undefined || value === ''
        ? undefined
        : (values.find((allowed) => String(allowed) === value) ?? value),
    z.literal(values, { error: message }).default(fallback),
  );
}

/**
 * A count field: a whole number 1–`max` sent as its decimal text (`'3'`);
 * absent or empty → `fallback`; any other text (`'0'`, `'03'`, `'2.0'`,
 * over `max`) → 400 `message`. Documented as an integer 1–`max`.
 */
export function countField(max: number, fallback: number, message: string) {
  return z.preprocess(
    (value) =>
      value === undefined || value === ''
        ? undefined
        : typeof value === 'string' && /^[1-9][0-9]*$/.test(value)
          ? Number(value)
          : value,
    z
      .int({ error: message })
      .min(1, { error: message })
      .max(max, { error: message })
      .default(fallback),
  );
}

/**
 * A selector field that never refuses: one of `values`, anything else
 * (absent, empty or unknown) → `fallback`. Documented as the enum.
 */
export function lenientChoiceField<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) {
  return z.preprocess(
    (value) => values.find((allowed) => allowed === value),
    z.enum(values).default(fallback),
  );
}

/** A file part (documented as binary; the route reads the bytes itself). */
export function fileField(description: string) {
  return z.custom<Blob>(() => true).meta({ type: 'string', format: 'binary', description });
}

/** Text fields every image tool takes. */
export const COMMON_FIELDS = {
  prompt: z.string().optional(),
  modelId: z.string().optional().describe('Default: the first model serving the tool'),
  topicId: z.string().optional().describe('The challenge the result is made for'),
  parentGenerateId: z
    .string()
    .optional()
    .describe("One of the caller's generation records this one continues"),
};

/** The source of a one-image tool: a file, or the id of one of the caller's images. */
export const ONE_SOURCE_INPUTS = {
  sourceImage: fileField('The source image (JPEG, PNG or WebP; docs/product.md §5)').optional(),
  sourceImageId: z.string().optional().describe("Or: one of the caller's images"),
};

/** What {@link defineImageTool} fills in when a tool does not say. */
type Defaulted = 'maxSources' | 'tooManySources' | 'takesMask' | 'promptReads';

/**
 * Completes an image tool: its OpenAPI `form` is its validated `fields`
 * plus `inputs` (files and image ids, which the route reads itself; default
 * {@link ONE_SOURCE_INPUTS}). Unless the tool says otherwise it takes one
 * source ('Please upload one image' for more), no mask, and its prompt rule
 * reads no field.
 */
export function defineImageTool<K extends string, Fields extends z.ZodObject>(
  tool: Omit<ImageTool<K, Fields>, 'form' | Defaulted> &
    Partial<Pick<ImageTool<K, Fields>, Defaulted>> & { inputs?: z.ZodRawShape },
): ImageTool<K, Fields> {
  const { inputs = ONE_SOURCE_INPUTS, ...rest } = tool;
  return {
    maxSources: 1,
    tooManySources: 'Please upload one image',
    takesMask: false,
    promptReads: [],
    ...rest,
    form: tool.fields.extend(inputs),
  };
}
