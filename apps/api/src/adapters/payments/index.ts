/** The payment adapters (docs/shop.md 'Payments'): test by default, Stripe and WeChat Pay behind their settings. */
import type { PriceRegion } from '@aigc/domain';
import type { PaymentSettings } from '../../env';
import { StripePaymentProvider } from './stripe';
import { TestPaymentProvider } from './test';
import type { PaymentProvider, PaymentProviderKind } from './types';
import { WechatPayProvider } from './wechat';

export * from './types';
export { decryptWechatResource, WechatPayProvider } from './wechat';
export { StripePaymentProvider, stripeNotice } from './stripe';
export { TestPaymentProvider, testConfirmPath } from './test';

/** The providers of one server and which one each region pays with. */
export interface Payments {
  /** The provider new payments of `region` use: Stripe (EN) or WeChat Pay (CN) when configured, else the test provider. */
  forRegion(region: PriceRegion): PaymentProvider;
  /** The provider of an existing payment, or undefined when it is not configured any more. */
  byKind(kind: string): PaymentProvider | undefined;
}

/**
 * Builds the providers from the settings: the labelled test provider always
 * (embedded default), Stripe with `STRIPE_SECRET_KEY`, WeChat Pay with
 * `WECHAT_PAY_MCHID`. `now` is the clock used for signature freshness.
 */
export function createPayments(settings: PaymentSettings, now: () => Date = () => new Date()): Payments {
  const test = new TestPaymentProvider();
  const stripe = settings.stripe ? new StripePaymentProvider(settings.stripe, now) : undefined;
  const wechat = settings.wechat ? new WechatPayProvider(settings.wechat, now) : undefined;
  const all: Partial<Record<PaymentProviderKind, PaymentProvider>> = { test, stripe, wechat };
  return {
    forRegion: (region) => (region === 'CN' ? (wechat ?? test) : (stripe ?? test)),
    byKind: (kind) => all[kind as PaymentProviderKind],
  };
}
