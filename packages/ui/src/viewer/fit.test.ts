import { describe, expect, it } from 'vitest';
import { containSize } from './fit';

describe('containSize', () => {
  it('grows a small picture to the box, keeping its shape', () => {
    expect(containSize({ width: 640, height: 480 }, { width: 1200, height: 800 })).toEqual({ width: 1066, height: 800 });
  });
  it('shrinks a large picture to the box', () => {
    expect(containSize({ width: 4000, height: 1000 }, { width: 390, height: 700 })).toEqual({ width: 390, height: 97 });
  });
  it('is null while a size is unknown or empty', () => {
    expect(containSize(null, { width: 100, height: 100 })).toBeNull();
    expect(containSize({ width: 100, height: 100 }, { width: 0, height: 100 })).toBeNull();
  });
});
