import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cannyEdges, cartoonRaw, inpaintRemove, probeImage, upscaleImage } from './imageOps';
import { expandPromptTemplate } from './magicPrompt';
import { BASE_MM, heightFieldFrom, RELIEF_MM, surfaceQuads, toStl } from './mesh';
import { panZoomVideo, videoSize, zoompanFor } from './video';

async function checker(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#eee"/><rect x="${width / 4}" y="${height / 4}" width="${width / 2}" height="${height / 2}" fill="#222"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('offline image operations', () => {
  it('upscales ×2 and ×4 exactly, sharper than plain resampling', async () => {
    const src = await probeImage(await checker(100, 80));
    const x2 = await upscaleImage(src, 2);
    const x4 = await upscaleImage(src, 4);
    expect([x2.width, x2.height, x4.width, x4.height]).toEqual([200, 160, 400, 320]);
    expect((await sharp(x4.bytes).metadata()).width).toBe(400);
    // Sharpening: stronger local contrast than the same Lanczos resize without the unsharp mask.
    const contrast = async (bytes: Buffer) => {
      const { data, info } = await sharp(bytes)
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let sum = 0;
      for (let i = 1; i < info.width * info.height; i += 1)
        sum += Math.abs((data[i] ?? 0) - (data[i - 1] ?? 0));
      return sum;
    };
    const plain = await sharp(src.bytes).resize(400, 320, { kernel: 'lanczos3' }).png().toBuffer();
    expect(await contrast(x4.bytes)).toBeGreaterThan(await contrast(plain));
  });

  it('finds Canny edges along the square and nowhere in flat areas', async () => {
    const edges = await cannyEdges(await checker(200, 200));
    const at = (x: number, y: number) => edges.data[y * edges.width + x] ?? 0;
    let onBorder = 0;
    for (let y = 45; y < 155; y += 1) onBorder += at(49, y) + at(50, y) + at(51, y) > 0 ? 1 : 0;
    expect(onBorder).toBeGreaterThan(90);
    expect(at(10, 10)).toBe(0);
    expect(at(100, 100)).toBe(0);
  });

  it('inpaints (Telea) the masked dark square with the light surroundings', async () => {
    const src = await probeImage(await checker(200, 200));
    const mask = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect x="45" y="45" width="110" height="110" fill="#fff"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const out = await sharp((await inpaintRemove(src, mask)).bytes)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(out.data[100 * 200 + 100]).toBeGreaterThan(180);
    await expect(
      inpaintRemove(
        src,
        await sharp({
          create: {
            width: 10,
            height: 10,
            channels: 4,
            background: { r: 0, g: 0, b: 0, alpha: 0 },
          },
        })
          .png()
          .toBuffer(),
      ),
    ).rejects.toThrow('Please paint the area to change');
  });

  it('cartoon transform keeps the size and draws dark outlines', async () => {
    const raw = await cartoonRaw(await checker(300, 200));
    expect([raw.width, raw.height, raw.channels]).toEqual([300, 200, 3]);
  });
});

describe('relief mesh', () => {
  it('is a closed, outward-facing surface: its volume equals the sum of the voxel columns', async () => {
    const field = await heightFieldFrom(await checker(120, 90), 64);
    const quads = surfaceQuads(field);
    let volume = 0;
    for (const q of quads) {
      for (const [a, b, c] of [
        [0, 1, 2],
        [0, 2, 3],
      ] as const) {
        const [p, r, s] = [q.p[a], q.p[b], q.p[c]] as [
          [number, number, number],
          [number, number, number],
          [number, number, number],
        ];
        volume +=
          (p[0] * (r[1] * s[2] - r[2] * s[1]) -
            p[1] * (r[0] * s[2] - r[2] * s[0]) +
            p[2] * (r[0] * s[1] - r[1] * s[0])) /
          6;
      }
    }
    let expected = 0;
    for (let i = 0; i < field.solid.length; i += 1)
      if (field.solid[i]) expected += (field.heightMm[i] ?? 0) * field.cellMm ** 2;
    expect(volume).toBeCloseTo(expected, 3);
    expect(Math.max(...field.heightMm)).toBeLessThanOrEqual(BASE_MM + RELIEF_MM + 1e-6);
    // The bail: on its centre row, ring – hole – ring (64 × 48 cells → radius 9).
    const radius = 9;
    expect(field.rows).toBe(48 + 2 * radius);
    const row = (radius - 1) * field.cols;
    const col = Math.floor(field.cols / 2);
    expect([
      field.solid[row + col - radius + 1],
      field.solid[row + col],
      field.solid[row + col + radius - 1],
    ]).toEqual([1, 0, 1]);
    const stl = toStl(quads);
    expect(stl.length).toBe(84 + 50 * quads.length * 2);
  });
});

describe('pan/zoom video', () => {
  it('renders an MP4 of the asked length with even dimensions', async () => {
    expect(videoSize(1000, 750)).toEqual({ width: 720, height: 540 });
    expect(zoompanFor('zoomIn', 100)).toContain("z='1+0.25*(on/99)'");
    const src = await probeImage(await checker(400, 300));
    const v = await panZoomVideo({
      source: src,
      prompt: '',
      motion: 'zoomOut',
      durationMs: 1000,
      modelId: 'x',
    });
    expect(v.bytes.subarray(4, 8).toString('ascii')).toBe('ftyp');
    expect([v.width, v.height, v.durationMs]).toEqual([720, 540, 1000]);
    expect((await sharp(v.poster.bytes).metadata()).width).toBe(720);
  }, 30_000);
});

describe('magic prompt template', () => {
  it('adds product, material, detail, light and view phrases, deterministically', () => {
    const a = expandPromptTemplate('  engraved dog tag.  ');
    expect(
      a.startsWith('engraved dog tag, designed as an engraved ID tag with a key-ring hole, '),
    ).toBe(true);
    expect(a.endsWith('high detail, clean background, product photography')).toBe(true);
    expect(expandPromptTemplate('engraved dog tag')).toBe(a);
    expect(expandPromptTemplate('gold ring, close-up, warm light')).not.toMatch(
      /silver|ceramic|resin|enamel|view|lighting/,
    );
    expect(expandPromptTemplate('   ')).toBe('');
  });
});
