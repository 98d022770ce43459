import { describe, expect, it } from 'vitest';
import { OFFLINE_LABEL, aspectRatioFor, composeSvg } from './placeholder';

describe('offline placeholders', () => {
  it('varies aspect ratios deterministically across prompts', () => {
    const ratios = new Set(Array.from({ length: 40 }, (_, i) => aspectRatioFor(`prompt ${i}`)));
    expect(ratios.size).toBe(4);
    expect(aspectRatioFor('same', 3)).toBe(aspectRatioFor('same', 3));
  });

  it('labels the image and escapes the prompt in the SVG', () => {
    const svg = composeSvg('A <b>bold</b> & "quoted" ring', 0, 512, 512);
    expect(svg).toContain(OFFLINE_LABEL.toUpperCase());
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#60;b&#62;bold');
  });
});
