import { KONTEXT_SOURCE_IMAGES_MAX } from '@aigc/domain';
import { z } from 'zod';
import { providerMethod } from './descriptor';
import { COMMON_FIELDS, defineImageTool, fileField } from './form';

/** Kontext (docs/product.md §7): edits from 1–4 reference images and a prompt; one image. */
export const kontextTool = defineImageTool({
  name: 'kontext',
  kinds: { kontext: 'kontext' },
  description:
    'Kontext reference-image editing. multipart: `sourceImageList` files (repeat, 1–4) and/or `sourceImageIdList` (comma list), `prompt`, `modelId`?, `parentGenerateId`?.',
  fields: z.object(COMMON_FIELDS),
  inputs: {
    sourceImageList: z
      .array(fileField('A reference image (JPEG, PNG or WebP; docs/product.md §5)'))
      .optional()
      .describe('Repeat the part for each file'),
    sourceImageIdList: z.string().optional().describe("Comma-separated ids of the caller's images"),
  },
  maxSources: KONTEXT_SOURCE_IMAGES_MAX,
  tooManySources: `At most ${KONTEXT_SOURCE_IMAGES_MAX} reference images`,
  promptOptional: () => false,
  kindOf: () => 'kontext',
  options: () => ({ count: 1 }),
  async produce({ payload, provider, sources }) {
    if (sources.length === 0) throw new Error('Please upload an image');
    const image = await providerMethod(
      provider,
      'kontext',
    )({
      prompt: payload.prompt,
      sources,
      seed: payload.seed,
      modelId: payload.modelId,
    });
    return { images: [image], files: [] };
  },
});
