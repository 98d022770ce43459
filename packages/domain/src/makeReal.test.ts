import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PRODUCT_FLOW,
  PRODUCT_STATUSES,
  TIER_DISCOUNT,
  canMoveProduct,
  discountTier,
  discountedPriceCents,
  nextProductStatuses,
  postDeletionBlocked,
  productTab,
  topWanterCount,
} from './makeReal';
import { discountDisplay } from './tickets';

describe('product lifecycle (docs/product.md §4)', () => {
  it('moves one step at a time along the flow, and fails only before production', () => {
    for (const [i, s] of PRODUCT_FLOW.entries()) {
      const next = PRODUCT_FLOW[i + 1];
      if (next) expect(canMoveProduct(s, next)).toBe(true);
      for (const [j, other] of PRODUCT_FLOW.entries()) if (j !== i + 1) expect(canMoveProduct(s, other)).toBe(false);
    }
    expect(nextProductStatuses('wanted')).toEqual(['modelling', 'evaluation_failed']);
    expect(nextProductStatuses('modelling')).toEqual(['production', 'evaluation_failed']);
    expect(canMoveProduct('production', 'evaluation_failed')).toBe(false);
    expect(nextProductStatuses('on_sale')).toEqual([]);
    expect(nextProductStatuses('evaluation_failed')).toEqual([]);
  });

  it('blocks deletion during evaluation and product-page configuration only', () => {
    expect(PRODUCT_STATUSES.filter((s) => postDeletionBlocked(s))).toEqual(['wanted', 'modelling', 'production', 'delivering']);
    expect(postDeletionBlocked(null)).toBe(false);
    expect(productTab('delivering')).toBe('in_production');
    expect(productTab('on_sale')).toBe('on_sale');
    expect(productTab('evaluation_failed')).toBeNull();
  });
});

describe('pricing (docs/product.md §1, §9)', () => {
  it('free for the creator, 90% off for the top 10%, 30% off for other wanters', () => {
    expect(discountDisplay(TIER_DISCOUNT.creator)).toBe(100);
    expect(discountDisplay(TIER_DISCOUNT.topWanter)).toBe(90);
    expect(discountDisplay(TIER_DISCOUNT.wanter)).toBe(30);
    expect(discountDisplay(TIER_DISCOUNT.public)).toBe(0);
    expect(topWanterCount(0)).toBe(0);
    expect(topWanterCount(1)).toBe(1);
    expect(topWanterCount(101)).toBe(11);
    expect(discountTier({ isCreator: true, wantRank: null, wanters: 200 })).toBe('creator');
    expect(discountTier({ isCreator: false, wantRank: 11, wanters: 101 })).toBe('topWanter');
    expect(discountTier({ isCreator: false, wantRank: 12, wanters: 101 })).toBe('wanter');
    expect(discountTier({ isCreator: false, wantRank: null, wanters: 101 })).toBe('public');
    expect(discountedPriceCents(2900, 0.7)).toBe(2030);
  });

  it('top wanters are always between 10% and 10% + 1 of the wanters, and a wanter always gets at least 30% off', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (wanters, r) => {
        const top = topWanterCount(wanters);
        expect(top).toBeGreaterThanOrEqual(wanters * 0.1);
        expect(top).toBeLessThan(wanters * 0.1 + 1);
        const rank = ((r - 1) % wanters) + 1;
        expect(discountDisplay(TIER_DISCOUNT[discountTier({ isCreator: false, wantRank: rank, wanters })])).toBeGreaterThanOrEqual(30);
      }),
    );
  });
});
