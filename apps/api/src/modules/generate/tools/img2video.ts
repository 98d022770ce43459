import { VIDEO_DURATION_MS, VIDEO_MOTIONS } from '@aigc/domain';
import { z } from 'zod';
import { providerMethod } from './descriptor';
import { COMMON_FIELDS, choiceField, defineImageTool } from './form';

/** Camera move when the form names none. */
const DEFAULT_MOTION = 'zoomIn';

/** Image → video (docs/product.md §7): a VIDEO_DURATION_MS MP4 with a camera move, its first frame as poster. */
export const img2videoTool = defineImageTool({
  name: 'img2video',
  kinds: { img2video: 'image2video' },
  description:
    'Image → video (MP4). multipart: `sourceImage` file or `sourceImageId`, `prompt`?, `motion`? zoomIn|zoomOut|panLeft|panRight.',
  fields: z.object({
    ...COMMON_FIELDS,
    motion: choiceField(VIDEO_MOTIONS, DEFAULT_MOTION, 'Unknown camera motion').describe(
      'Camera move',
    ),
  }),
  promptOptional: () => true,
  kindOf: () => 'img2video',
  options: ({ motion }) => ({ count: 1, motion }),
  async produce({ payload, provider, source }) {
    const video = await providerMethod(
      provider,
      'imageToVideo',
    )({
      source: source(),
      prompt: payload.prompt,
      motion: payload.motion ?? DEFAULT_MOTION,
      durationMs: VIDEO_DURATION_MS,
      modelId: payload.modelId,
    });
    return {
      images: [video.poster],
      files: [
        {
          kind: 'video',
          bytes: video.bytes,
          contentType: video.contentType,
          ext: video.ext,
          meta: { width: video.width, height: video.height, durationMs: video.durationMs },
        },
      ],
    };
  },
});
