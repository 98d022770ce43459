import { describe, expect, it } from 'vitest';
import { CheckoutKey } from './checkoutKey';
import { checkoutPath, mainSiteOriginFor, readCheckoutParams } from './links';
import { formatMoney } from './money';

describe('the checkout link (docs/shop.md "Placing an order")', () => {
  it('carries a made line and reads it back', () => {
    const path = checkoutPath({ productId: 'p1', size: 'M', quantity: 2 });
    expect(path).toBe('/checkout?product=p1&size=M&quantity=2');
    expect(readCheckoutParams(new URL(path, 'http://x').searchParams)).toEqual({ productId: 'p1', size: 'M', quantity: 2 });
  });

  it('carries a custom line with its placement', () => {
    const custom = { imageId: 'img1', placement: { x: 0.25, y: 0.5, scale: 1.2, rotation: -15 } };
    const path = checkoutPath({ productId: 'id-tag', size: 'standard', quantity: 1, custom });
    expect(readCheckoutParams(new URL(path, 'http://x').searchParams)).toEqual({ productId: 'id-tag', size: 'standard', quantity: 1, custom });
  });

  it('refuses a link without product or size, or with a broken placement', () => {
    expect(readCheckoutParams(new URLSearchParams('size=M'))).toBeNull();
    expect(readCheckoutParams(new URLSearchParams('product=p&size=M&image=i&placement=1,2'))).toBeNull();
  });
});

describe('hosts and money', () => {
  it('finds the main site from the shop host', () => {
    expect(mainSiteOriginFor({ protocol: 'http:', host: 'shop.localhost:3000' })).toBe('http://localhost:3000');
    expect(mainSiteOriginFor({ protocol: 'https:', host: 'shop.makeable.app' })).toBe('https://makeable.app');
  });

  it('formats minor units in the currency', () => {
    expect(formatMoney(1200, 'USD', 'en-US')).toBe('$12.00');
    expect(formatMoney(6900, 'CNY', 'zh-Hans')).toMatch(/69\.00/);
  });
});

describe('CheckoutKey: one Idempotency-Key per checkout attempt', () => {
  it('reuses the key for a retry of the same body and makes a new one when the body changes', () => {
    let n = 0;
    const key = new CheckoutKey(() => `k${++n}`);
    const body = { items: [{ productId: 'p', size: 'M', quantity: 1 }], shipping: { country: 'US' } };
    expect(key.for(body)).toBe('k1');
    expect(key.for({ ...body })).toBe('k1');
    expect(key.for({ ...body, shipping: { country: 'CA' } })).toBe('k2');
  });
});
