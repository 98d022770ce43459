import { describe, expect, it } from 'vitest';
import { aspectRatioFor, composeSvg } from './placeholder';

describe('offline placeholders', () => {
  it('varies aspect ratios deterministically across seeds', () => {
    const ratios = new Set(Array.from({ length: 40 }, (_, i) => aspectRatioFor('a prompt', i)));
    expect(ratios.size).toBe(4);
    expect(aspectRatioFor('same', 3)).toBe(aspectRatioFor('same', 3));
  });

  it('draws no text: neither the prompt nor a caption is in the SVG', () => {
    const svg = composeSvg('A <b>bold</b> & "quoted" ring engraved PLUM-SECRET', 0, 512, 512);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('PLUM-SECRET');
    expect(svg).not.toMatch(/bold|quoted|engraved|preview/i);
  });

  it('reads only the motif of the prompt: same seed and motif, same SVG', () => {
    const secret = composeSvg('a silver ring engraved with my secret PLUM-SECRET', 5, 400, 300);
    expect(composeSvg('ring', 5, 400, 300)).toBe(secret);
    expect(composeSvg('pendant', 5, 400, 300)).not.toBe(secret);
  });
});
