import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { envelope, makeUser, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { CheckoutPage } from './CheckoutPage';

const signedIn = { session: { isLogin: true, user: makeUser(), needOnBoarding: false } };
const config = {
  region: 'EN',
  currency: 'USD',
  countries: [{ code: 'US', name: 'United States', shippingFee: 0, needsRegion: true }],
  quantityMax: 10,
  itemsMax: 5,
  unitsMax: 20,
  shipDays: 10,
  deliverDays: 5,
  payment: { provider: 'test', testMode: true },
};
const quote = {
  currency: 'USD',
  lines: [{ position: 0, kind: 'made', productId: 'p1', contentId: 'p1', size: 'M', quantity: 1, title: 'Fox', imageUrl: null, unitPriceMinor: 4350, discountedUnits: 1, discount: 0.7, discountTier: 'wanter', lineTotalMinor: 3045 }],
  discounts: [],
  subtotal: 4350,
  discount: 1305,
  shipping: 0,
  total: 3045,
  preOrder: false,
  shipBy: '2026-12-05T00:00:00.000Z',
  deliverBy: '2026-12-10T00:00:00.000Z',
};

function App({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/checkout?product=p1&size=M&quantity=1']}>
      <Routes>
        <Route path="/checkout" element={children} />
        <Route path="/pay/test/:paymentId" element={<p>test payment page</p>} />
      </Routes>
    </MemoryRouter>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CheckoutPage (docs/shop.md "Placing an order")', () => {
  it('reuses the saved address, shows the server quote and retries with the same Idempotency-Key', async () => {
    let attempts = 0;
    const calls = stubFetch({
      '/aigc/api/shop/config': () => envelope(config),
      '/aigc/api/delivery/info': () =>
        envelope({ fullName: 'Ada', phone: '+1 415 555 0100', address: '1 Market Street', locked: { fullName: true, phone: true, address: true } }),
      '/aigc/api/shop/quote': () => envelope(quote),
      '/aigc/api/shop/orders': () => {
        attempts += 1;
        if (attempts === 1) return envelope(null, 503, 'The payment service is not available right now, please try again');
        return envelope({ orderId: 'o1', status: 'pending_payment', payment: { paymentId: 'pay1', provider: 'test', status: 'pending', testMode: true, action: { kind: 'test', confirmPath: '/x' }, expiresTime: null } });
      },
    });
    renderWithProviders(<CheckoutPage />, { wrapper: App, preloadedState: signedIn });
    expect(await screen.findByTestId('saved-address')).toHaveTextContent('1 Market Street');
    expect(await screen.findByTestId('order-total')).toHaveTextContent('$30.45');
    expect(screen.getByText('Want-ticket discount')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('State'), 'CA');
    await userEvent.type(screen.getByLabelText('City'), 'San Francisco');
    await userEvent.type(screen.getByLabelText('Postal code'), '94105');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(attempts).toBe(1));
    // The refusal is shown (toasted) and the button is free again before the person retries.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('test payment page')).toBeInTheDocument();

    const posts = calls.filter((c) => c.path === '/aigc/api/shop/orders');
    expect(posts).toHaveLength(2);
    const keys = posts.map((c) => c.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(posts[0]?.body).toMatchObject({
      items: [{ productId: 'p1', size: 'M', quantity: 1 }],
      shipping: { useSaved: true, country: 'US', region: 'CA', city: 'San Francisco', postalCode: '94105' },
    });
  });
});
