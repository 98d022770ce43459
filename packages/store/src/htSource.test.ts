import { beforeEach, describe, expect, it } from 'vitest';
import { captureHtSource, getHtSource, rememberHtSource, withHtSource } from './htSource';

describe('ht_source (docs/product.md §3)', () => {
  beforeEach(() => sessionStorage.clear());

  it('copies a well-formed ht_source from the URL into session storage', () => {
    expect(captureHtSource('?a=1&ht_source=xhs_spring')).toBe(true);
    expect(sessionStorage.getItem('ht_source')).toBe('xhs_spring');
    expect(getHtSource()).toBe('xhs_spring');
    expect(withHtSource({ email: 'a@b.c' })).toEqual({ email: 'a@b.c', htSource: 'xhs_spring' });
  });

  it('ignores a missing or malformed value and keeps what it had', () => {
    rememberHtSource('ycg-1');
    expect(captureHtSource('?x=1')).toBe(false);
    expect(captureHtSource(`?ht_source=${encodeURIComponent('<b>bad</b>')}`)).toBe(false);
    expect(captureHtSource(`?ht_source=${'a'.repeat(65)}`)).toBe(false);
    expect(getHtSource()).toBe('ycg-1');
  });

  it('sends nothing without a source', () => {
    expect(withHtSource({ a: 1 })).toEqual({ a: 1 });
  });
});
