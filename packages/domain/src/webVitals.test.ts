import { describe, expect, it } from 'vitest';
import { WEB_VITAL_ROUTE_MAX, webVitalRoute } from './webVitals';

describe('webVitalRoute', () => {
  it('joins the matched route paths into one pattern', () => {
    expect(webVitalRoute(['/', 'content/:contentId'])).toBe('/content/:contentId');
    expect(webVitalRoute(['/', undefined, 'generator', 'image'])).toBe('/generator/image');
    expect(webVitalRoute(['/'])).toBe('/');
    expect(webVitalRoute(['/', 'account/:userId/'])).toBe('/account/:userId');
  });

  it('names a page no route matched, and bounds the length', () => {
    expect(webVitalRoute([])).toBe('(unmatched)');
    expect(webVitalRoute(['/', 'x'.repeat(500)])).toHaveLength(WEB_VITAL_ROUTE_MAX);
  });
});
