import { describe, expect, it } from 'vitest';
import { record } from '@aigc/store/testing';
import { selectedFromRecord } from './selection';

describe('selectedFromRecord', () => {
  it('an image → 3D record’s preview carries its model (a 3D post); other records’ images do not', () => {
    const plain = record('g1', ['a', 'b']);
    expect(selectedFromRecord(plain).map((s) => s.modelGenerateId)).toEqual([undefined, undefined]);
    const model = {
      ...record('g2', ['p']),
      kind: 'img2model3d' as const,
      model3d: { glbUrl: '/aigc/files/m.glb', stlUrl: '/aigc/files/m.stl', voxelResolution: 64, triangles: 10, sizeMm: [40, 30, 3] },
    };
    expect(selectedFromRecord(model)).toMatchObject([{ uniqueImageId: 'p', modelGenerateId: 'g2', source: 'history' }]);
  });
});
