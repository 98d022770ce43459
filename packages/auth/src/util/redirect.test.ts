import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps in-app paths with their query', () => {
    expect(safeRedirect('/account')).toBe('/account');
    expect(safeRedirect('/content/42?pageSource=feeds')).toBe('/content/42?pageSource=feeds');
  });
  it('refuses other origins and schemes', () => {
    expect(safeRedirect('//evil.example/x', '/')).toBe('/');
    expect(safeRedirect('https://evil.example', '/')).toBe('/');
    expect(safeRedirect('javascript:alert(1)', '/')).toBe('/');
    expect(safeRedirect('/\\evil.example', '/')).toBe('/');
  });
  it('gives the fallback when there is nothing', () => {
    expect(safeRedirect(null)).toBeNull();
    expect(safeRedirect('', '/')).toBe('/');
  });
});
