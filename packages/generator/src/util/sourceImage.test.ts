import { describe, expect, it } from 'vitest';
import { checkReferenceFile } from './sourceImage';

const file = (type: string, bytes = 1000, name = 'a.png') => new File([new Uint8Array(bytes)], name, { type });
const sized = (width: number, height: number) => async () => ({ width, height });

describe('checkReferenceFile (docs/product.md §5 through @aigc/domain)', () => {
  it('accepts a PNG of allowed size and ratio', async () => {
    const result = await checkReferenceFile(file('image/png'), sized(1024, 768));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.image).toMatchObject({ width: 1024, height: 768, name: 'a.png' });
  });

  it('rejects GIF and HEIC as a format error before decoding', async () => {
    let decoded = false;
    const readSize = async () => {
      decoded = true;
      return { width: 800, height: 800 };
    };
    expect(await checkReferenceFile(file('image/gif'), readSize)).toMatchObject({ ok: false, issue: { code: 'reference.format' } });
    expect(await checkReferenceFile(file('image/heic'), readSize)).toMatchObject({ ok: false, issue: { code: 'reference.format' } });
    expect(decoded).toBe(false);
  });

  it('rejects a file over 20 MB', async () => {
    const result = await checkReferenceFile(file('image/jpeg', 20 * 1024 * 1024 + 1), sized(800, 800));
    expect(result).toMatchObject({ ok: false, issue: { code: 'reference.tooLarge' } });
  });

  it('rejects a ratio beyond 2:1 and a width outside 360–2560 px', async () => {
    expect(await checkReferenceFile(file('image/png'), sized(2100, 1000))).toMatchObject({ ok: false, issue: { code: 'reference.ratio' } });
    expect(await checkReferenceFile(file('image/png'), sized(300, 400))).toMatchObject({ ok: false, issue: { code: 'reference.width' } });
    expect(await checkReferenceFile(file('image/png'), sized(2600, 2000))).toMatchObject({ ok: false, issue: { code: 'reference.width' } });
  });

  it('treats an undecodable file as a format error', async () => {
    const broken = async () => {
      throw new Error('decode');
    };
    expect(await checkReferenceFile(file('image/webp'), broken)).toMatchObject({ ok: false, issue: { code: 'reference.format' } });
  });
});
