import { BATCH_SIZE_MAX } from '@aigc/domain';
import { z } from 'zod';
import { providerMethod } from './descriptor';
import { COMMON_FIELDS, countField, defineImageTool, lenientChoiceField } from './form';

/**
 * Image → image (docs/product.md §7): restyle (`img2img`), edge reference (`edge`) or
 * cartoon figurine (`figurine`), chosen by `tagId`; 1–4 images (default 2).
 */
export const img2imgTool = defineImageTool({
  name: 'img2img',
  kinds: { img2img: 'image2image', edge: 'edgeReference', figurine: 'image2image' },
  description:
    "Image → image (docs/product.md §7). multipart: `sourceImage` file or `sourceImageId`, `prompt`, `modelId`?, `tagId`? (`style` default, `edge` = edge reference, `figurine` = cartoon figurine), `batchSize`? 1–4 (default 2), `topicId`?, `parentGenerateId`?. 400: docs/product.md §5 image messages, 'Please enter a prompt', 'The model does not support image-to-image'; 429 'Too many tasks submitted'.",
  fields: z.object({
    ...COMMON_FIELDS,
    tagId: lenientChoiceField(['style', 'edge', 'figurine'], 'style').describe(
      '`edge` = edge reference, `figurine` = cartoon figurine; anything else = restyle',
    ),
    batchSize: countField(BATCH_SIZE_MAX, 2, `batchSize must be 1 to ${BATCH_SIZE_MAX}`).describe(
      'Images to make',
    ),
  }),
  promptOptional: () => false,
  kindOf: ({ tagId }) =>
    tagId === 'edge' ? 'edge' : tagId === 'figurine' ? 'figurine' : 'img2img',
  unsupportedModel: 'The model does not support image-to-image',
  options: ({ batchSize }) => ({ count: batchSize }),
  async produce({ kind, payload, provider, source, count }) {
    const style = kind === 'img2img' ? 'style' : kind;
    const images = [];
    for (let i = 0; i < count; i += 1) {
      images.push(
        await providerMethod(
          provider,
          'imageToImage',
        )({
          prompt: payload.prompt,
          source: source(),
          style,
          seed: payload.seed + i,
          modelId: payload.modelId,
        }),
      );
    }
    return { images, files: [] };
  },
});
