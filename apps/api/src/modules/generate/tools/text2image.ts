import { z } from 'zod';
import { providerMethod, type GenerationTool } from './descriptor';

/** Images made by one text→image job. */
export const IMAGES_PER_JOB = 2;

/** Body of `POST /api/generate` (docs/product.md §7). The prompt rule itself is `validatePrompt` from @aigc/domain. */
export const GenerateBodySchema = z.object({
  prompt: z.string().default(''),
  modelId: z.string().optional(),
  topicId: z.string().nullish(),
});

/**
 * Text → image (docs/product.md §7), the JSON route `POST /api/generate` (see
 * `submitJob`): {@link IMAGES_PER_JOB} images per job, seeds seed…seed+n−1.
 */
export const text2imageTool: GenerationTool<'text2image'> & {
  /** The JSON body of `POST /api/generate`. */
  readonly form: typeof GenerateBodySchema;
  /** Images per job. */
  readonly count: number;
} = {
  name: 'text2image',
  kinds: { text2image: 'text2image' },
  form: GenerateBodySchema,
  count: IMAGES_PER_JOB,
  async produce({ payload, provider, count }) {
    const images = [];
    for (let i = 0; i < count; i += 1) {
      images.push(
        await providerMethod(
          provider,
          'generate',
        )({
          prompt: payload.prompt,
          seed: payload.seed + i,
          modelId: payload.modelId,
        }),
      );
    }
    return { images, files: [] };
  },
};
