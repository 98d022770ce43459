import { describe, expect, it } from 'vitest';
import { canSelectMore, SELECTION_MAX, validateSelection } from './account';

describe('validateSelection (docs/product.md §5 Account)', () => {
  it('needs at least one item', () => {
    expect(validateSelection('delete', { total: 0 })?.code).toBe('selection.empty');
  });
  it('caps post at 9, download at 9, delete at 50', () => {
    expect(SELECTION_MAX).toEqual({ post: 9, download: 9, delete: 50 });
    expect(validateSelection('post', { total: 9 })).toBeNull();
    expect(validateSelection('post', { total: 10 })?.code).toBe('selection.tooManyPost');
    expect(validateSelection('download', { total: 10 })?.code).toBe('selection.tooManyDownload');
    expect(validateSelection('delete', { total: 50 })).toBeNull();
    expect(validateSelection('delete', { total: 51 })).toEqual({
      code: 'selection.tooManyDelete',
      message: 'At most 50 posts can be deleted at a time',
    });
  });
  it('allows one model file per download and no model in a post', () => {
    expect(validateSelection('download', { total: 2, models: 1 })).toBeNull();
    expect(validateSelection('download', { total: 2, models: 2 })?.code).toBe('selection.tooManyModels');
    expect(validateSelection('post', { total: 1, models: 1 })?.code).toBe('selection.modelNotPostable');
    expect(validateSelection('delete', { total: 3, models: 3 })).toBeNull();
  });
  it('canSelectMore looks one item ahead', () => {
    expect(canSelectMore('download', { total: 8 })).toBe(true);
    expect(canSelectMore('download', { total: 9 })).toBe(false);
    expect(canSelectMore('download', { total: 1, models: 1 }, true)).toBe(false);
    expect(canSelectMore('download', { total: 1, models: 1 }, false)).toBe(true);
  });
});
