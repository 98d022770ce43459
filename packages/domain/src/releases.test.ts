import { describe, expect, it } from 'vitest';
import { BASE_PRODUCTS } from './shop';
import {
  RELEASE_DESCRIPTION_MAX,
  RELEASE_MESSAGES,
  RELEASE_PRICE_FACTOR,
  orderedReleaseSizes,
  releasePriceRange,
  releaseSizePrices,
  validateRelease,
} from './releases';

const ok = { kind: 'pendant', sizes: ['S', 'M'], priceMinor: 3800, description: 'A silver moon on a chain.' };

describe('release price range', () => {
  it('is 1× to 5× the shop price of the plain product’s smallest size, in the region’s currency', () => {
    expect(releasePriceRange('pendant', 'EN')).toEqual({ minMinor: 1900, maxMinor: 9500, currency: 'USD' });
    expect(releasePriceRange('pendant', 'CN')).toEqual({ minMinor: 12900, maxMinor: 64500, currency: 'CNY' });
    for (const product of Object.values(BASE_PRODUCTS)) {
      const range = releasePriceRange(product.kind, 'EN');
      expect(range.minMinor).toBe(product.sizes[0]!.price.EN * RELEASE_PRICE_FACTOR.min);
      expect(range.maxMinor).toBe(product.sizes[0]!.price.EN * RELEASE_PRICE_FACTOR.max);
    }
  });
});

describe('release size prices', () => {
  it('keep the creator’s ratio to the plain product for every offered size and in the other region', () => {
    const release = { kind: 'pendant' as const, sizes: ['S', 'L'], priceMinor: 3800, region: 'EN' as const };
    expect(releaseSizePrices(release, 'EN')).toEqual([
      { size: 'S', label: 'Small 20 mm', priceMinor: 3800 },
      { size: 'L', label: 'Large 40 mm', priceMinor: 5800 },
    ]);
    expect(releaseSizePrices(release, 'CN').map((s) => s.priceMinor)).toEqual([25800, 39800]);
  });

  it('rounds to the minor unit and leaves out sizes the type does not have', () => {
    const release = { kind: 'keychain' as const, sizes: ['L', 'XXL'], priceMinor: 1000, region: 'EN' as const };
    // 1000 × 1290 / 990 = 1303.03…
    expect(releaseSizePrices(release, 'EN')).toEqual([{ size: 'L', label: 'Large 50 mm', priceMinor: 1303 }]);
  });
});

describe('validateRelease', () => {
  it('accepts a type, its sizes, a price in range and a description', () => {
    expect(validateRelease(ok, 'EN')).toBeNull();
    expect(validateRelease({ ...ok, priceMinor: 1900 }, 'EN')).toBeNull();
    expect(validateRelease({ ...ok, priceMinor: 9500 }, 'EN')).toBeNull();
  });

  it('names each problem', () => {
    expect(validateRelease({ ...ok, kind: 'mug' }, 'EN')?.message).toBe(RELEASE_MESSAGES.kind);
    expect(validateRelease({ ...ok, sizes: [] }, 'EN')?.message).toBe(RELEASE_MESSAGES.noSizes);
    expect(validateRelease({ ...ok, sizes: ['S', 'XL'] }, 'EN')?.message).toBe(RELEASE_MESSAGES.badSize);
    expect(validateRelease({ ...ok, sizes: ['S', 'S'] }, 'EN')?.message).toBe(RELEASE_MESSAGES.badSize);
    expect(validateRelease({ ...ok, priceMinor: 1899 }, 'EN')?.message).toBe(
      'The price is outside the allowed range for this product type (19.00–95.00 USD)',
    );
    expect(validateRelease({ ...ok, priceMinor: 3800 }, 'CN')?.message).toBe(
      'The price is outside the allowed range for this product type (129.00–645.00 CNY)',
    );
    expect(validateRelease({ ...ok, priceMinor: 3800.5 }, 'EN')?.code).toBe('release.price');
    expect(validateRelease({ ...ok, description: ' \u200B ' }, 'EN')?.message).toBe(RELEASE_MESSAGES.description);
    expect(validateRelease({ ...ok, description: 'x'.repeat(RELEASE_DESCRIPTION_MAX + 1) }, 'EN')?.message).toBe(
      RELEASE_MESSAGES.descriptionTooLong,
    );
    expect(validateRelease({ ...ok, description: '🌙'.repeat(RELEASE_DESCRIPTION_MAX) }, 'EN')).toBeNull();
  });
});

describe('orderedReleaseSizes', () => {
  it('puts the chosen sizes in the type’s order', () => {
    expect(orderedReleaseSizes('poster', ['A2', 'A4'])).toEqual(['A4', 'A2']);
  });
});
