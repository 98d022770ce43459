import { UPSCALE_FACTORS, validateUpscale } from '@aigc/domain';
import { z } from 'zod';
import { badRequest } from '../../../lib/errors';
import { providerMethod } from './descriptor';
import { COMMON_FIELDS, choiceField, defineImageTool } from './form';

/** Upscale factor when the form names none. */
const DEFAULT_SCALE = 2;

/** HD upscale (docs/product.md §7): ×2 or ×4, refused before queueing when the result would be too large. */
export const upscaleTool = defineImageTool({
  name: 'upscale',
  kinds: { upscale: 'upscale' },
  description:
    'HD upscale. multipart: `sourceImage` file or `sourceImageId`, `scale`? 2|4 (default 2), `batchSize` 1, `topicId`?, `parentGenerateId`?. 400 when the result would exceed 6144 px.',
  fields: z.object({
    ...COMMON_FIELDS,
    scale: choiceField(UPSCALE_FACTORS, DEFAULT_SCALE, 'scale must be 2 or 4'),
  }),
  promptOptional: () => true,
  kindOf: () => 'upscale',
  options: ({ scale }) => ({ count: 1, scale }),
  /** 400 (docs/product.md §5 `validateUpscale`) when the upscaled image would exceed UPSCALE_MAX_OUTPUT_PX. */
  async check({ values, sources }) {
    const first = sources[0];
    if (!first) return;
    const issue = validateUpscale(first.width, first.height, values.scale);
    if (issue) throw badRequest(issue.message);
  },
  async produce({ payload, provider, source }) {
    const image = await providerMethod(
      provider,
      'upscale',
    )({
      source: source(),
      factor: payload.scale ?? DEFAULT_SCALE,
      modelId: payload.modelId,
    });
    return { images: [image], files: [] };
  },
});
