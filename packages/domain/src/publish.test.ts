import { describe, expect, it } from 'vitest';
import {
  checkImageSize,
  checkLocalFile,
  checkWantableSelection,
  matchesWantableTopic,
  purchaseSwitch,
  splitUploadBatch,
  UPLOAD_MAX_PIXELS,
  validMentions,
} from './publish';

const MB = 1024 * 1024;

describe('checkLocalFile (docs/product.md §5 Upload)', () => {
  it('accepts jpeg, jpg, png and webp up to 20 MB', () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.jpeg', 'image/jpg'],
      ['a.png', 'image/png'],
      ['a.webp', 'image/webp'],
      ['a.webp', ''],
    ] as const) {
      expect(checkLocalFile({ name, type, sizeBytes: 20 * MB }, false), name).toBeNull();
    }
  });
  it('rejects GIF as a format mismatch, also when only the name says so', () => {
    expect(checkLocalFile({ name: 'a.gif', type: 'image/gif', sizeBytes: 10 }, false)?.code).toBe('upload.gif');
    expect(checkLocalFile({ name: 'a.GIF', type: '', sizeBytes: 10 }, true)?.code).toBe('upload.gif');
  });
  it('rejects HEIC only on a non-mobile device', () => {
    expect(checkLocalFile({ name: 'a.heic', type: 'image/heic', sizeBytes: 10 }, false)).toMatchObject({
      code: 'upload.heic',
      message: 'Image format error',
    });
    expect(checkLocalFile({ name: 'a.HEIC', type: '', sizeBytes: 10 }, true)).toBeNull();
  });
  it('rejects other formats and files over 20 MB', () => {
    expect(checkLocalFile({ name: 'a.bmp', type: 'image/bmp', sizeBytes: 10 }, false)?.code).toBe('upload.format');
    expect(checkLocalFile({ name: 'a.svg', type: 'image/svg+xml', sizeBytes: 10 }, false)?.code).toBe('upload.format');
    expect(checkLocalFile({ name: 'a.png', type: 'image/png', sizeBytes: 20 * MB + 1 }, false)?.code).toBe('upload.tooLarge');
  });
});

describe('checkImageSize', () => {
  it('keeps width/height within 0.5..2 inclusive', () => {
    expect(checkImageSize(1000, 2000)).toBeNull();
    expect(checkImageSize(2000, 1000)).toBeNull();
    expect(checkImageSize(999, 2000)?.code).toBe('upload.ratio');
    expect(checkImageSize(3000, 1000)?.code).toBe('upload.ratio');
    expect(checkImageSize(0, 10)?.code).toBe('upload.ratio');
  });
  it('refuses more than 40 megapixels', () => {
    expect(checkImageSize(8000, 5000)).toBeNull();
    expect(8000 * 5001).toBeGreaterThan(UPLOAD_MAX_PIXELS);
    expect(checkImageSize(8000, 5001)?.code).toBe('upload.pixels');
  });
});

describe('splitUploadBatch', () => {
  it('uploads the first files up to the limit and counts the excess', () => {
    expect(splitUploadBatch(12, 0)).toEqual({ accept: 9, excess: 3 });
    expect(splitUploadBatch(3, 7)).toEqual({ accept: 2, excess: 1 });
    expect(splitUploadBatch(2, 0, 1)).toEqual({ accept: 1, excess: 1 });
    expect(splitUploadBatch(2, 0, 50)).toEqual({ accept: 2, excess: 0 });
    expect(splitUploadBatch(1, 9)).toEqual({ accept: 0, excess: 1 });
  });
});

describe('wantable challenge (docs/product.md §5)', () => {
  const topic = { uniqueTopicId: 't', wantable: 1 as const, allowPostWantByTopicIds: ['t'] };
  const match = { wantableTopicIds: ['t'] };
  const other = { wantableTopicIds: [] };
  it('matches images generated for an allowed challenge', () => {
    expect(matchesWantableTopic(match, topic)).toBe(true);
    expect(matchesWantableTopic({ wantableTopicIds: ['x'] }, topic)).toBe(false);
  });
  it('blocks unless exactly one matching image is selected', () => {
    expect(checkWantableSelection([match], topic)).toBeNull();
    expect(checkWantableSelection([match, other], topic)?.code).toBe('publish.wantableOneImage');
    expect(checkWantableSelection([match, match], topic)?.code).toBe('publish.wantableOneImage');
    expect(checkWantableSelection([other], topic)?.code).toBe('publish.wantableNoMatch');
    expect(checkWantableSelection([], topic)?.code).toBe('publish.wantableNoMatch');
  });
  it('does not apply to normal challenges or no challenge', () => {
    expect(checkWantableSelection([other, other], { ...topic, wantable: 0 })).toBeNull();
    expect(checkWantableSelection([other, other], null)).toBeNull();
  });
});

describe('purchaseSwitch (docs/product.md §4)', () => {
  it('is hidden without purchasable images or a wantable challenge', () => {
    expect(purchaseSwitch([{ customStatus: 0 }], null, null)).toEqual({ visible: false, locked: false, on: false });
  });
  it('is visible and on by default for a purchasable image, unless switched off by hand', () => {
    expect(purchaseSwitch([{}, { customStatus: 1 }], { wantable: 0 }, null)).toEqual({ visible: true, locked: false, on: true });
    expect(purchaseSwitch([{ customStatus: 1 }], null, false)).toEqual({ visible: true, locked: false, on: false });
  });
  it('is forced on and locked in a wantable challenge, whatever the hand choice', () => {
    expect(purchaseSwitch([{}], { wantable: 1 }, false)).toEqual({ visible: true, locked: true, on: true });
  });
});

describe('validMentions (docs/product.md §5)', () => {
  const names: Record<string, string> = { a: 'Ann', b: 'Bo Li' };
  const nameOf = (id: string) => names[id];
  it('keeps mentions whose text still reads @name', () => {
    const text = 'Hi @Ann and @Bo Li!';
    const ms = [
      { userId: 'b', startIndex: 12, endIndex: 18 },
      { userId: 'a', startIndex: 3, endIndex: 7 },
    ];
    expect(validMentions(text, ms, nameOf)).toEqual([ms[1], ms[0]]);
  });
  it('drops moved, edited, unknown, duplicate and out-of-bounds mentions', () => {
    const text = 'Hi @Anne @Ann';
    expect(
      validMentions(
        text,
        [
          { userId: 'a', startIndex: 3, endIndex: 7 }, // the covered text still reads '@Ann'
          { userId: 'a', startIndex: 9, endIndex: 13 }, // duplicate user
          { userId: 'x', startIndex: 9, endIndex: 13 }, // unknown
          { userId: 'b', startIndex: 9, endIndex: 40 }, // out of bounds
        ],
        nameOf,
      ).map((m) => m.startIndex),
    ).toEqual([3]);
    expect(validMentions('Hi Ann', [{ userId: 'a', startIndex: 2, endIndex: 6 }], nameOf)).toEqual([]);
  });
});
