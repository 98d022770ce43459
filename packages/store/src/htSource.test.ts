import { beforeEach, describe, expect, it } from 'vitest';
import { captureHtSource, getHtSource, rememberHtSource, withHtSource } from './htSource';

describe('ht_source (docs/product.md §3)', () => {
  beforeEach(() => sessionStorage.clear());

  it('copies a well-formed ht_source from the URL into session storage', () => {
    captureHtSource('?a=1&ht_source=xhs_spring');
    expect(sessionStorage.getItem('ht_source')).toBe('xhs_spring');
    expect(getHtSource()).toBe('xhs_spring');
    expect(withHtSource({ email: 'a@b.c' })).toEqual({ email: 'a@b.c', htSource: 'xhs_spring' });
  });

  it('ignores a missing or malformed value and keeps what it had', () => {
    rememberHtSource('ycg-1');
    captureHtSource('?x=1');
    captureHtSource(`?ht_source=${encodeURIComponent('<b>bad</b>')}`);
    captureHtSource(`?ht_source=${'a'.repeat(65)}`);
    expect(getHtSource()).toBe('ycg-1');
  });

  it('sends nothing without a source', () => {
    expect(JSON.stringify(withHtSource({ a: 1 }))).toBe('{"a":1}');
  });
});
