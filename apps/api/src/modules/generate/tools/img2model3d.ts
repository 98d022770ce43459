import { DEFAULT_VOXEL_RESOLUTION, VOXEL_RESOLUTIONS } from '@aigc/domain';
import { z } from 'zod';
import { providerMethod } from './descriptor';
import { COMMON_FIELDS, choiceField, defineImageTool } from './form';

/** Image → 3D (docs/product.md §7): a relief as GLB + printable STL, with a preview image. */
export const img2model3dTool = defineImageTool({
  name: 'img2model3d',
  kinds: { img2model3d: 'image2model' },
  description:
    'Image → 3D relief (GLB + STL). multipart: `sourceImage` file or `sourceImageId`, `voxelResolution`? 64|128|256 (default 128), `parentGenerateId`?.',
  fields: z.object({
    ...COMMON_FIELDS,
    voxelResolution: choiceField(
      VOXEL_RESOLUTIONS,
      DEFAULT_VOXEL_RESOLUTION,
      'voxelResolution must be 64, 128 or 256',
    ).describe('Cells of the relief grid on the long side'),
  }),
  promptOptional: () => true,
  kindOf: () => 'img2model3d',
  options: ({ voxelResolution }) => ({ count: 1, voxelResolution }),
  async produce({ payload, provider, source }) {
    const voxelResolution = payload.voxelResolution ?? DEFAULT_VOXEL_RESOLUTION;
    const model = await providerMethod(
      provider,
      'imageToModel',
    )({
      source: source(),
      voxelResolution,
      modelId: payload.modelId,
    });
    const meta = { voxelResolution, triangles: model.triangles, sizeMm: model.sizeMm };
    return {
      images: [model.preview],
      files: [
        { kind: 'glb', bytes: model.glb, contentType: 'model/gltf-binary', ext: 'glb', meta },
        { kind: 'stl', bytes: model.stl, contentType: 'model/stl', ext: 'stl', meta },
      ],
    };
  },
});
