import { z } from 'zod';
import { readMask } from '../../../engine/imageOps';
import { badRequest } from '../../../lib/errors';
import { providerMethod } from './descriptor';
import { COMMON_FIELDS, ONE_SOURCE_INPUTS, choiceField, defineImageTool, fileField } from './form';

/** Inpainting mode when the form names none. */
const DEFAULT_MODE = 'modify';

/**
 * Inpainting (docs/product.md §1): `modify` repaints the masked area from the prompt,
 * `remove` erases it (no prompt needed). The mask is stored with the job.
 */
export const inpaintTool = defineImageTool({
  name: 'inpaint',
  kinds: { inpaint: 'inpaint' },
  description:
    "Inpainting. multipart: `sourceImage` file or `sourceImageId`, `mask` (PNG, any size — fitted to the source; opaque light pixels = the area to change), `mode` `modify`|`remove`, `prompt` (required for modify), `modelId`?. 400 'Please paint the area to change' for an empty mask.",
  fields: z.object({
    ...COMMON_FIELDS,
    mode: choiceField(['modify', 'remove'], DEFAULT_MODE, 'mode must be modify or remove').describe(
      '`remove` needs no prompt',
    ),
  }),
  inputs: {
    ...ONE_SOURCE_INPUTS,
    mask: fileField(
      'PNG, any size (fitted to the source); opaque light pixels = the area to change',
    ),
  },
  takesMask: true,
  promptReads: ['mode'],
  promptOptional: ({ mode }) => mode === 'remove',
  kindOf: () => 'inpaint',
  options: ({ mode }) => ({ count: 1, mode }),
  /** 400 'Please paint the area to change' for a missing or empty mask; 'The mask could not be read'. */
  async check({ sources, mask }) {
    const first = sources[0];
    if (!mask || mask.bytes.length === 0 || !first)
      throw badRequest('Please paint the area to change');
    const marked = await readMask(
      mask.bytes,
      Math.min(first.width, 512),
      Math.min(first.height, 512),
    ).catch(() => {
      throw badRequest('The mask could not be read');
    });
    if (marked.marked === 0) throw badRequest('Please paint the area to change');
  },
  async produce({ payload, provider, source, mask }) {
    const maskBytes = await mask();
    const image = await providerMethod(
      provider,
      'inpaint',
    )({
      mode: payload.mode ?? DEFAULT_MODE,
      prompt: payload.prompt,
      source: source(),
      mask: maskBytes,
      seed: payload.seed,
      modelId: payload.modelId,
    });
    return { images: [image], files: [] };
  },
});
