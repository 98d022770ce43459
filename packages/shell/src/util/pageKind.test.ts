import { describe, expect, it } from 'vitest';
import { pageKindFor } from './pageKind';

describe('pageKindFor (docs/product.md §9 minimum page sizes)', () => {
  it('marks the generator pages', () => {
    for (const path of ['/generator', '/generator/image', '/generator/imageTo3D', '/create/cartoonFigurine', '/challenge/design/t1']) {
      expect(pageKindFor(path)).toBe('generator');
    }
  });
  it('leaves every other page default', () => {
    for (const path of ['/', '/feeds', '/content/1', '/challenge/t1', '/generators', '/account']) {
      expect(pageKindFor(path)).toBe('default');
    }
  });
});
