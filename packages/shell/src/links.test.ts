import { describe, expect, it } from 'vitest';
import { legacyRedirect, shopOrdersUrl, shopOriginFor } from './links';

const SHOP = 'https://shop.example.com';

describe('legacyRedirect (docs/product.md §2 redirects)', () => {
  it('sends paths containing /productDetail to /detail, keeping the rest, query and hash', () => {
    expect(
      legacyRedirect({ pathname: '/productDetail/42', search: '?size=M', hash: '#faq' }, SHOP),
    ).toBe('/detail/42?size=M#faq');
    expect(legacyRedirect({ pathname: '/en/productDetail', search: '' }, SHOP)).toBe('/en/detail');
  });
  it('sends a product page /detail/… to the shop host', () => {
    expect(legacyRedirect({ pathname: '/detail/p-7', search: '?size=M' }, SHOP)).toBe(
      'https://shop.example.com/detail/p-7?size=M',
    );
    expect(legacyRedirect({ pathname: '/detail/p-7', search: '', origin: SHOP }, SHOP)).toBeNull();
    expect(legacyRedirect({ pathname: '/detailed', search: '' }, SHOP)).toBeNull();
  });
  it('sends /order/detail/… to the shop host', () => {
    expect(legacyRedirect({ pathname: '/order/detail/o-9', search: '?from=mail' }, SHOP)).toBe(
      'https://shop.example.com/order/detail/o-9?from=mail',
    );
  });
  it('does not loop on the shop host itself', () => {
    expect(
      legacyRedirect({ pathname: '/order/detail/o-9', search: '', origin: SHOP }, SHOP),
    ).toBeNull();
    expect(shopOriginFor({ protocol: 'https:', host: 'shop.example.com' })).toBe(SHOP);
  });
  it('leaves every other path alone', () => {
    expect(legacyRedirect({ pathname: '/order/list', search: '' }, SHOP)).toBeNull();
    expect(legacyRedirect({ pathname: '/content/1', search: '' }, SHOP)).toBeNull();
  });
});

describe('shop host', () => {
  it('derives the shop origin from the main host', () => {
    expect(shopOriginFor({ protocol: 'https:', host: 'www.example.com' })).toBe(
      'https://shop.example.com',
    );
    expect(shopOriginFor({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'http://shop.localhost:3000',
    );
    expect(shopOrdersUrl({ shopOrigin: SHOP })).toBe('https://shop.example.com/order/list');
  });
});
