import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rootFontSizePx } from './rootFont';

describe('rootFontSizePx (docs/product.md §9)', () => {
  it('is 16 px at the 1440 px design width and scales linearly', () => {
    expect(rootFontSizePx(1440)).toBe(16);
    expect(rootFontSizePx(1680)).toBeCloseTo(18.67, 2);
  });
  it('clamps the viewport to 1024..1920', () => {
    expect(rootFontSizePx(320)).toBe(rootFontSizePx(1024));
    expect(rootFontSizePx(1024)).toBeCloseTo(11.38, 2);
    expect(rootFontSizePx(4000)).toBe(rootFontSizePx(1920));
    expect(rootFontSizePx(1920)).toBeCloseTo(21.33, 2);
    expect(rootFontSizePx(Number.NaN)).toBe(16);
  });
  it('property: monotone and bounded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(rootFontSizePx(lo)).toBeLessThanOrEqual(rootFontSizePx(hi));
        expect(rootFontSizePx(a)).toBeGreaterThanOrEqual(11.37);
        expect(rootFontSizePx(a)).toBeLessThanOrEqual(21.34);
      }),
    );
  });
});
