import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { envelope, makeUser, renderWithProviders, stubFetch } from '@aigc/store/testing';
import type { CreatorEarnings } from '@aigc/api-client';
import { EarningsPage } from './EarningsPage';

afterEach(() => vi.unstubAllGlobals());

const earnings: CreatorEarnings = {
  totals: [
    { currency: 'CNY', amountMinor: 995, salesMinor: 19900 },
    { currency: 'USD', amountMinor: 725, salesMinor: 8700 },
  ],
  products: [
    { productId: 'p1', title: 'Moon lamp', currency: 'USD', units: 3, salesMinor: 8700, amountMinor: 725, lastSaleAt: '2026-11-02T10:00:00.000Z' },
    { productId: 'p2', title: '月亮灯', currency: 'CNY', units: 1, salesMinor: 19900, amountMinor: 995, lastSaleAt: '2026-11-01T10:00:00.000Z' },
  ],
  entries: [
    { productId: 'p1', title: 'Moon lamp', kind: 'credit', currency: 'USD', quantity: 2, saleMinor: 5800, tier: 'verified', rateBps: 1000, amountMinor: 580, createdAt: '2026-11-02T10:00:00.000Z' },
  ],
};

function renderEarnings(data: CreatorEarnings) {
  stubFetch({ '/aigc/api/creator/earnings': () => envelope(data) });
  renderWithProviders(
    <MemoryRouter initialEntries={['/creatorDetail/earnings']}>
      <Routes>
        <Route path="/creatorDetail/earnings" element={<EarningsPage />} />
      </Routes>
    </MemoryRouter>,
    { preloadedState: { session: { isLogin: true, user: makeUser(), needOnBoarding: false } } },
  );
}

describe('EarningsPage', () => {
  it('shows the totals per currency, each product and the rate of each sale', async () => {
    renderEarnings(earnings);
    const totals = await screen.findByLabelText('Total royalties');
    expect(within(totals).getByText('Total royalties (USD)')).toBeInTheDocument();
    expect(within(totals).getByText('$7.25')).toBeInTheDocument();
    expect(within(totals).getByText('CN¥9.95')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moon lamp' })).toHaveAttribute('href', '/content/p1');
    expect(screen.getByText(/Sale of 2 at 10%/)).toBeInTheDocument();
  });

  it('says when there are no sales yet', async () => {
    renderEarnings({ totals: [], products: [], entries: [] });
    expect(await screen.findByText('No sales yet')).toBeInTheDocument();
  });
});
