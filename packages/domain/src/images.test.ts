import { describe, expect, it } from 'vitest';
import {
  IMAGE_VARIANT_WIDTHS_PX,
  imagePreloadTag,
  plainImagePreloadTag,
  imageSrcSets,
  imageVariantKey,
  isImageVariantWidth,
  parseImageVariantKey,
} from './images';

describe('image variant keys', () => {
  it('names the width, the original and the encoding', () => {
    expect(imageVariantKey('gen/ab/abcd.png', 384, 'avif')).toBe('_w384/gen/ab/abcd.png.avif');
    expect(imageVariantKey('gen/ab/abcd.png', 384, 'webp')).toBe('_w384/gen/ab/abcd.png.webp');
    expect(imageVariantKey('gen/ab/abcd.png', 384, 'original')).toBe('_w384/gen/ab/abcd.png');
    expect(imageVariantKey('files/a.glb', 384, 'avif')).toBeNull();
    expect(imageVariantKey('_w64/gen/ab/abcd.png', 384, 'avif')).toBeNull();
  });

  it('reads back what it writes, for every source format', () => {
    for (const sourceKey of ['gen/ab/abcd.png', 'up/x/y.jpg', 'avatars/u/v.webp', 'up/x/z.jpeg']) {
      for (const format of ['avif', 'webp', 'original'] as const) {
        const key = imageVariantKey(sourceKey, 512, format)!;
        expect(parseImageVariantKey(key)).toEqual({ sourceKey, width: 512, format });
      }
    }
  });

  it('refuses keys that are not variants of an image', () => {
    expect(parseImageVariantKey('gen/ab/abcd.png')).toBeNull();
    expect(parseImageVariantKey('_w384/files/model.glb')).toBeNull();
    expect(parseImageVariantKey('_w384/files/model.glb.avif')).toBeNull();
    expect(parseImageVariantKey('_wide/gen/a.png')).toBeNull();
    expect(parseImageVariantKey('_w384/_w64/gen/a.png.avif')).toBeNull();
  });

  it('allows only the listed widths', () => {
    expect(IMAGE_VARIANT_WIDTHS_PX.every(isImageVariantWidth)).toBe(true);
    expect(isImageVariantWidth(385)).toBe(false);
    expect(isImageVariantWidth(4096)).toBe(false);
  });
});

describe('imageSrcSets', () => {
  it('lists every width below the original, then one clamped to it', () => {
    const sets = imageSrcSets('/aigc/files/gen/ab/abcd.png', 600)!;
    expect(sets.avif).toBe(
      [
        '/aigc/files/_w64/gen/ab/abcd.png.avif 64w',
        '/aigc/files/_w128/gen/ab/abcd.png.avif 128w',
        '/aigc/files/_w256/gen/ab/abcd.png.avif 256w',
        '/aigc/files/_w384/gen/ab/abcd.png.avif 384w',
        '/aigc/files/_w512/gen/ab/abcd.png.avif 512w',
        '/aigc/files/_w768/gen/ab/abcd.png.avif 600w',
      ].join(', '),
    );
    expect(sets.webp).toContain('/aigc/files/_w512/gen/ab/abcd.png.webp 512w');
    expect(sets.original).toContain('/aigc/files/_w512/gen/ab/abcd.png 512w');
    expect(sets.src).toMatch(/^\/aigc\/files\/_w\d+\/gen\/ab\/abcd\.png$/);
  });

  it('stops at an allowed width equal to the original', () => {
    const sets = imageSrcSets('/aigc/files/gen/ab/abcd.webp', 1024)!;
    expect(sets.webp.split(', ').at(-1)).toBe('/aigc/files/_w1024/gen/ab/abcd.webp.webp 1024w');
  });

  it('never lists more than the largest width', () => {
    const sets = imageSrcSets('/aigc/files/gen/ab/abcd.png', 6000)!;
    expect(sets.avif.split(', ')).toHaveLength(IMAGE_VARIANT_WIDTHS_PX.length);
  });

  it('gives nothing for URLs that are not stored images', () => {
    expect(imageSrcSets('blob:http://localhost/123', 500)).toBeNull();
    expect(imageSrcSets('https://example.com/a.png', 500)).toBeNull();
    expect(imageSrcSets('/aigc/files/a/model.glb', 500)).toBeNull();
    expect(imageSrcSets('/aigc/files/gen/a.png', 0)).toBeNull();
  });
});

describe('imagePreloadTag', () => {
  it('preloads the AVIF candidates with the same sizes, at high priority', () => {
    const tag = imagePreloadTag('/aigc/files/gen/ab/abcd.png', 300, '(max-width: 1023px) calc(100vw - 2rem), 45rem')!;
    expect(tag).toBe(
      '<link rel="preload" as="image" type="image/avif" fetchpriority="high" ' +
        `imagesrcset="${imageSrcSets('/aigc/files/gen/ab/abcd.png', 300)!.avif}" ` +
        'imagesizes="(max-width: 1023px) calc(100vw - 2rem), 45rem">',
    );
    expect(imagePreloadTag('/aigc/files/a.png', 300, '"><script>')).toContain('imagesizes="&#34;&#62;&#60;script&#62;"');
    expect(imagePreloadTag('https://example.com/a.png', 300, '100vw')).toBeNull();
  });
});

describe('plainImagePreloadTag', () => {
  it('preloads the one URL at high priority, escaped', () => {
    expect(plainImagePreloadTag('/aigc/files/gen/8v/a_512.webp')).toBe('<link rel="preload" as="image" fetchpriority="high" href="/aigc/files/gen/8v/a_512.webp">');
    expect(plainImagePreloadTag('/a.webp?x="><script>')).toContain('href="/a.webp?x=&#34;&#62;&#60;script&#62;"');
  });
});
