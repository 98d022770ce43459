import { describe, expect, it } from 'vitest';
import {
  isJobFinished,
  jobStatusRank,
  MAX_UNFINISHED_TASKS_PER_USER,
  REFERENCE_IMAGE_MAX_BYTES,
  validateReferenceImage,
  validateUpscale,
} from './generation';

const png = (
  over: Partial<{ type: string; sizeBytes: number; width: number; height: number }> = {},
) => ({
  type: 'image/png',
  sizeBytes: 1000,
  width: 1024,
  height: 1024,
  ...over,
});

describe('validateReferenceImage (docs/product.md §5)', () => {
  it('accepts jpeg, jpg, png and webp inside every limit', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp']) {
      expect(validateReferenceImage(png({ type }))).toBeNull();
    }
    expect(validateReferenceImage(png({ width: 360, height: 720 }))).toBeNull();
    expect(validateReferenceImage(png({ width: 2560, height: 1280 }))).toBeNull();
  });

  it('asks for an image when none is given', () => {
    expect(validateReferenceImage(null)?.message).toBe('Please upload an image');
    expect(validateReferenceImage(png({ sizeBytes: 0 }))?.code).toBe('reference.required');
  });

  it('rejects GIF and HEIC as a format error', () => {
    expect(validateReferenceImage(png({ type: 'image/gif' }))?.message).toBe('Image format error');
    expect(validateReferenceImage(png({ type: 'image/heic' }))?.code).toBe('reference.format');
  });

  it('uses one size limit of 20 MB', () => {
    expect(REFERENCE_IMAGE_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(validateReferenceImage(png({ sizeBytes: REFERENCE_IMAGE_MAX_BYTES }))).toBeNull();
    expect(validateReferenceImage(png({ sizeBytes: REFERENCE_IMAGE_MAX_BYTES + 1 }))?.message).toBe(
      'The image must be under 20 MB',
    );
  });

  it('rejects an aspect ratio outside 1:2..2:1 before the width', () => {
    expect(validateReferenceImage(png({ width: 2000, height: 999 }))?.code).toBe('reference.ratio');
    expect(validateReferenceImage(png({ width: 500, height: 1001 }))?.message).toBe(
      'The aspect ratio must be between 1:2 and 2:1',
    );
  });

  it('rejects a width outside 360–2560 px', () => {
    expect(validateReferenceImage(png({ width: 359, height: 359 }))?.message).toBe(
      'The image width must be between 360 and 2560 px',
    );
    expect(validateReferenceImage(png({ width: 2561, height: 2000 }))?.code).toBe(
      'reference.width',
    );
  });

  it('skips the px checks until the size is known', () => {
    expect(validateReferenceImage({ type: 'image/png', sizeBytes: 10 })).toBeNull();
  });
});

describe('validateUpscale', () => {
  it('refuses a result over 6144 px', () => {
    expect(validateUpscale(1536, 1024, 4)).toBeNull();
    expect(validateUpscale(1537, 1024, 4)?.code).toBe('upscale.tooLarge');
    expect(validateUpscale(2560, 2560, 2)).toBeNull();
  });
});

it('limits unfinished tasks per user', () => {
  expect(MAX_UNFINISHED_TASKS_PER_USER).toBe(5);
});

describe('job status order (docs/product.md §4)', () => {
  it('ranks queued < running < finished, and only succeeded and failed are final', () => {
    expect((['queued', 'running', 'succeeded', 'failed'] as const).map(jobStatusRank)).toEqual([0, 1, 2, 2]);
    expect((['queued', 'running', 'succeeded', 'failed'] as const).map(isJobFinished)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
