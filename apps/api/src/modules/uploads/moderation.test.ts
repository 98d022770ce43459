import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createModerator, HttpModerator, isViolating, NsfwjsModerator } from './moderation';

describe('isViolating', () => {
  it('flags explicit classes together and very suggestive images, never drawings or neutral ones', () => {
    expect(isViolating({ Porn: 0.35, Hentai: 0.3, Neutral: 0.35 })).toBe(true);
    expect(isViolating({ Sexy: 0.92 })).toBe(true);
    expect(isViolating({ Sexy: 0.6, Porn: 0.2, Neutral: 0.2 })).toBe(false);
    expect(isViolating({ Drawing: 0.99, Neutral: 0.01 })).toBe(false);
    expect(isViolating({})).toBe(false);
  });
});

describe('createModerator', () => {
  it('uses the offline classifier unless a hosted service URL is set', () => {
    expect(createModerator(undefined)).toBeInstanceOf(NsfwjsModerator);
    expect(createModerator('http://127.0.0.1:9/moderate')).toBeInstanceOf(HttpModerator);
  });
  it('a hosted service that cannot be reached fails the check (the upload then fails, nothing stored)', async () => {
    await expect(new HttpModerator('http://127.0.0.1:9/moderate', 2000).check(Buffer.from('x'))).rejects.toThrow();
  });
});

describe('NsfwjsModerator (model shipped in the nsfwjs package, pure-JS TensorFlow)', () => {
  it('loads lazily and classifies an ordinary picture as not violating', async () => {
    const moderator = new NsfwjsModerator();
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7aa0c8' } })
      .composite([{ input: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#f2d16b' } }).png().toBuffer(), top: 100, left: 200 }])
      .jpeg()
      .toBuffer();
    const result = await moderator.check(picture);
    expect(result.classifier).toBe('nsfwjs-mobilenet_v2');
    expect(moderator.backend).toBe('wasm'); // the SIMD WebAssembly backend, files from the package
    expect(result.violating).toBe(false);
    const total = Object.values(result.scores).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0.99);
    expect(Object.keys(result.scores).sort()).toEqual(['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy']);
  }, 60_000);
});
