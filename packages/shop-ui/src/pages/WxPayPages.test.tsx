import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { envelope, makeUser, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { afterPlacing } from './CheckoutPage';
import {
  WxH5PayPage,
  WxPayCallbackPage,
  WxPayPage,
  WxPayResultPage,
  wxPayOutcome,
} from './WxPayPages';

const signedIn = { session: { isLogin: true, user: makeUser(), needOnBoarding: false } };

function order(status: string, action: unknown, paymentStatus = 'pending') {
  return {
    orderId: 'o1',
    status,
    currency: 'CNY',
    amounts: { subtotal: 6900, discount: 0, shipping: 0, total: 6900 },
    payment: {
      paymentId: 'pay1',
      provider: 'wechat',
      status: paymentStatus,
      testMode: false,
      action,
      expiresTime: null,
    },
  };
}
const QR = { kind: 'qr', codeUrl: 'weixin://wxpay/bizpayurl?pr=abc123' };
const H5 = {
  kind: 'redirect',
  url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1',
};

function App({ at, children }: { at: string; children?: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/wx-pay" element={<WxPayPage />} />
        <Route path="/wx-pay/h5-pay" element={children} />
        <Route path="/wx-pay/callback/:orderId" element={<WxPayCallbackPage />} />
        <Route path="/wx-pay/result/:result" element={<WxPayResultPage />} />
        <Route path="/order/list" element={<p>my orders page</p>} />
      </Routes>
    </MemoryRouter>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('WeChat Pay pages (docs/product.md §2)', () => {
  it('places a WeChat order on /wx-pay; other providers keep their pages', () => {
    expect(afterPlacing(order('pending_payment', QR) as never)).toEqual({
      kind: 'path',
      to: '/wx-pay?orderId=o1',
    });
    expect(afterPlacing(order('pending_payment', H5) as never)).toEqual({
      kind: 'path',
      to: '/wx-pay?orderId=o1',
    });
    expect(afterPlacing(order('paid', null, 'succeeded') as never)).toEqual({
      kind: 'path',
      to: '/order/detail/o1',
    });
  });

  it('tells the outcome from the order', () => {
    expect(wxPayOutcome(order('pending_payment', QR) as never)).toBeNull();
    expect(wxPayOutcome(order('paid', QR, 'succeeded') as never)).toBe('success');
    expect(wxPayOutcome(order('pending_payment', QR, 'expired') as never)).toBe('fail');
    expect(wxPayOutcome(order('cancelled', QR, 'cancelled') as never)).toBe('fail');
  });

  it('desktop: shows the QR code of code_url with the amount and moves on to the result once the order is paid', async () => {
    let reads = 0;
    stubFetch({
      '/aigc/api/shop/orders/o1': () => {
        reads += 1;
        return envelope(reads < 2 ? order('pending_payment', QR) : order('paid', QR, 'succeeded'));
      },
    });
    renderWithProviders(<App at="/wx-pay?orderId=o1" />, { preloadedState: signedIn });
    expect(await screen.findByTestId('wx-pay-amount')).toHaveTextContent('69.00');
    expect(screen.getByRole('img', { name: /Scan with WeChat to pay/ })).toBeInTheDocument();
    expect(
      await screen.findByText('Payment successful', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(reads).toBeGreaterThanOrEqual(2);
  });

  it('mobile: /wx-pay goes on to h5-pay, which leaves for the H5 URL', async () => {
    stubFetch({ '/aigc/api/shop/orders/o1': () => envelope(order('pending_payment', H5)) });
    const assign = vi.fn();
    renderWithProviders(
      <App at="/wx-pay?orderId=o1">
        <WxH5PayPage assign={assign} />
      </App>,
      { preloadedState: signedIn },
    );
    expect(
      await screen.findByRole('button', { name: 'Continue to WeChat Pay' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(H5.url));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('the callback page waits for the notice, then shows the result', async () => {
    let reads = 0;
    stubFetch({
      '/aigc/api/shop/orders/o1': () => {
        reads += 1;
        return envelope(
          reads < 2 ? order('pending_payment', H5) : order('pending_payment', H5, 'failed'),
        );
      },
    });
    renderWithProviders(<App at="/wx-pay/callback/o1" />, { preloadedState: signedIn });
    expect(await screen.findByText('Checking your payment…')).toBeInTheDocument();
    expect(await screen.findByText('Payment failed', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a direct visit of /wx-pay/result/:result redirects', async () => {
    stubFetch({});
    renderWithProviders(<App at="/wx-pay/result/success" />, { preloadedState: signedIn });
    expect(await screen.findByText('my orders page')).toBeInTheDocument();
    expect(screen.queryByText('Payment successful')).toBeNull();
  });
});
