import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeDerivatives } from './derivatives';
import { OfflineEngine } from './offline';
import { sizeFor } from './placeholder';
import { createDefaultRegistry } from './index';

const engine = new OfflineEngine();

describe('offline engine', () => {
  it('gives the same bytes for the same prompt and seed', async () => {
    const a = await engine.generate({ prompt: 'Silver moon pendant', seed: 7 });
    const b = await engine.generate({ prompt: 'Silver moon pendant', seed: 7 });
    expect(a.bytes.equals(b.bytes)).toBe(true);
  });

  it('gives different images for a different seed or motif', async () => {
    const a = await engine.generate({ prompt: 'Silver moon pendant', seed: 7, aspectRatio: '1:1' });
    const b = await engine.generate({ prompt: 'Silver moon pendant', seed: 8, aspectRatio: '1:1' });
    const c = await engine.generate({ prompt: 'Silver moon ring', seed: 7, aspectRatio: '1:1' });
    expect(a.bytes.equals(b.bytes)).toBe(false);
    expect(a.bytes.equals(c.bytes)).toBe(false);
  });

  it('keeps the prompt out of the pixels: the job with and without its words renders the same pixels', async () => {
    const job = { seed: 11, longSide: 512 };
    const withPrompt = await engine.generate({ ...job, prompt: 'My private pendant engraved PLUM-KETTLE-42 for Ann' });
    // The same job with every word of the prompt gone but its motif.
    const withoutPrompt = await engine.generate({ ...job, prompt: 'pendant' });
    const pixels = async (bytes: Buffer) => sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const a = await pixels(withPrompt.bytes);
    const b = await pixels(withoutPrompt.bytes);
    expect(a.info).toEqual(b.info);
    expect(a.data.equals(b.data)).toBe(true);
    expect(withPrompt.bytes.includes('PLUM-KETTLE-42')).toBe(false);
  });

  it('marks its images as previews, in the result and in the file metadata, never with the prompt', async () => {
    const img = await engine.generate({ prompt: 'secret PLUM-KETTLE-42 ring', seed: 3, longSide: 256 });
    expect(img.preview).toBe(true);
    const meta = await sharp(img.bytes).metadata();
    expect(meta.exif?.includes('Offline preview engine')).toBe(true);
    expect(meta.exif?.includes('PLUM-KETTLE-42')).toBe(false);
  });

  it('renders a real WebP of 1024 px on the long side with the reported size', async () => {
    const img = await engine.generate({ prompt: 'Cute robot toy figure', seed: 1 });
    const meta = await sharp(img.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(img.width);
    expect(meta.height).toBe(img.height);
    expect(Math.max(img.width, img.height)).toBe(1024);
  });

  it('honours a requested aspect ratio and long side', async () => {
    const img = await engine.generate({ prompt: 'x', aspectRatio: '2:3', longSide: 300 });
    expect([img.width, img.height]).toEqual([200, 300]);
    expect(sizeFor('4:3', 1024)).toEqual({ width: 1024, height: 768 });
    expect(sizeFor('3:4', 1024)).toEqual({ width: 768, height: 1024 });
    expect(sizeFor('2:3', 1024)).toEqual({ width: 683, height: 1024 });
  });

  it('rejects a bad seed or size', async () => {
    await expect(engine.generate({ prompt: 'x', seed: 1.5 })).rejects.toThrow('seed');
    await expect(engine.generate({ prompt: 'x', longSide: 10_000 })).rejects.toThrow('size');
  });

  it('names itself honestly in the model list', () => {
    const models = createDefaultRegistry().models();
    expect(models).toHaveLength(1);
    expect(models[0]?.offline).toBe(true);
    expect(models[0]?.description['en-US']).toMatch(/placeholder/);
  });
});

describe('makeDerivatives', () => {
  it('makes 512 px and 200 px WebP derivatives keeping the aspect ratio', async () => {
    const img = await engine.generate({ prompt: 'p', aspectRatio: '4:3' });
    const d = await makeDerivatives(img.bytes);
    expect(d.source).toEqual({ width: 1024, height: 768 });
    expect([d.w512.width, d.w512.height]).toEqual([512, 384]);
    expect([d.w200.width, d.w200.height]).toEqual([200, 150]);
    const m512 = await sharp(d.w512.bytes).metadata();
    const m200 = await sharp(d.w200.bytes).metadata();
    expect([m512.format, m512.width, m512.height]).toEqual(['webp', 512, 384]);
    expect([m200.format, m200.width, m200.height]).toEqual(['webp', 200, 150]);
  });

  it('handles portrait images and never enlarges small ones', async () => {
    const portrait = await engine.generate({ prompt: 'p', aspectRatio: '2:3' });
    const d = await makeDerivatives(portrait.bytes);
    expect([d.w512.width, d.w512.height]).toEqual([342, 512]);
    expect([d.w200.width, d.w200.height]).toEqual([133, 200]);
    const small = await sharp({
      create: { width: 100, height: 50, channels: 3, background: '#888' },
    })
      .png()
      .toBuffer();
    const s = await makeDerivatives(small);
    expect([s.w512.width, s.w512.height]).toEqual([100, 50]);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(makeDerivatives(Buffer.from('not an image'))).rejects.toThrow();
  });
});
