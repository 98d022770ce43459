import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ShopProduct } from '@aigc/api-client';
import { envelope, page, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { CataloguePage } from './CataloguePage';

afterEach(() => vi.unstubAllGlobals());

/** A product of the catalogue answer. */
function product(productId: string, kind: 'made' | 'custom', title: string): ShopProduct {
  return {
    productId,
    kind,
    title,
    imageUrl: `/aigc/files/${productId}.webp`,
    fromPriceMinor: 2500,
    currency: 'USD',
    sale: 'on_sale',
    author: null,
  } as unknown as ShopProduct;
}

describe('CataloguePage', () => {
  it('loads the first picture on screen at once and first, the others when they near the viewport', async () => {
    stubFetch({
      '/aigc/api/shop/products': () =>
        envelope(page([product('m1', 'made', 'Moon fox'), product('m2', 'made', 'Owl ring'), product('c1', 'custom', 'Your picture on a tag')])),
    });
    renderWithProviders(
      <MemoryRouter>
        <CataloguePage />
      </MemoryRouter>,
    );
    const pictures = (await screen.findAllByRole('link')).map((link) => link.querySelector('img')!);
    expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });
});
