import { describe, expect, it } from 'vitest';
import { downloadName, model3dOf, videoOf } from './record';
import { record } from '@aigc/store/testing';

describe('record media', () => {
  it('reads the 3D model and video when present, else null', () => {
    const plain = record('r1', ['i1']);
    expect(model3dOf(plain)).toBeNull();
    expect(videoOf(plain)).toBeNull();
    const withModel = { ...plain, model3d: { glbUrl: '/a.glb', stlUrl: '/a.stl', voxelResolution: 128, sizeMm: [40, 30, 3], triangles: 1200 } };
    expect(model3dOf(withModel)?.glbUrl).toBe('/a.glb');
  });

  it('names downloads after the url extension', () => {
    expect(downloadName('model', 'r1', '/aigc/files/x.glb')).toBe('model-r1.glb');
    expect(downloadName('image', 'i1', '/f/a.webp?v=1')).toBe('image-i1.webp');
    expect(downloadName('file', 'x', '/noext')).toBe('file-x.bin');
  });
});
