import Stripe from 'stripe';
import type { StripeSettings } from '../../env';
import {
  PaymentProviderError,
  PaymentSignatureError,
  type CheckoutInput,
  type CheckoutResult,
  type PaymentNotice,
  type PaymentProvider,
  type RawNotification,
  type RefundInput,
  type RefundResult,
} from './types';

/** Seconds a webhook's signed timestamp may lag behind our clock (Stripe's default tolerance). */
export const STRIPE_WEBHOOK_TOLERANCE_S = 300;

function header(n: RawNotification, name: string): string | undefined {
  const v = n.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * Stripe Checkout (docs/shop.md 'Payments'): a hosted checkout session per
 * payment (our payment id in `client_reference_id` and the metadata of the
 * session and of its payment intent), webhooks verified with
 * `STRIPE_WEBHOOK_SECRET` through the library's `constructEvent`, refunds of
 * the payment intent. Every create call carries an idempotency key
 * (`checkout:<paymentId>:<attempt>`, `refund:<refundId>`), so a retried
 * request never opens a second session or refund.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly testMode: boolean;
  private readonly stripe: Stripe;

  constructor(
    private readonly settings: StripeSettings,
    private readonly now: () => Date = () => new Date(),
  ) {
    const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
    if (settings.apiUrl) {
      const u = new URL(settings.apiUrl);
      config.host = u.hostname;
      config.port = u.port || (u.protocol === 'http:' ? 80 : 443);
      config.protocol = u.protocol === 'http:' ? 'http' : 'https';
    }
    this.stripe = new Stripe(settings.secretKey, config);
    this.testMode = settings.secretKey.startsWith('sk_test_');
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutResult> {
    try {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.paymentId,
          metadata: { paymentId: input.paymentId, orderId: input.orderId },
          payment_intent_data: { metadata: { paymentId: input.paymentId, orderId: input.orderId } },
          line_items: [
            {
              quantity: 1,
              price_data: { currency: input.currency.toLowerCase(), unit_amount: input.amountMinor, product_data: { name: input.description } },
            },
          ],
          success_url: input.returnUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: `checkout:${input.paymentId}:${input.attempt}` },
      );
      if (!session.url) throw new PaymentProviderError('Stripe returned a checkout session without a URL');
      return {
        providerRef: session.id,
        action: { kind: 'redirect', url: session.url },
        expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : null,
      };
    } catch (e) {
      if (e instanceof PaymentProviderError) throw e;
      throw new PaymentProviderError(`Stripe checkout failed: ${(e as Error).message}`, { cause: e });
    }
  }

  async verifyNotification(n: RawNotification): Promise<PaymentNotice> {
    const signature = header(n, 'stripe-signature');
    if (!signature) throw new PaymentSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        n.rawBody,
        signature,
        this.settings.webhookSecret,
        STRIPE_WEBHOOK_TOLERANCE_S,
        undefined,
        this.now().getTime(),
      );
    } catch (e) {
      throw new PaymentSignatureError(`Stripe signature check failed: ${(e as Error).message}`);
    }
    return stripeNotice(event);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    if (!input.providerTxn) throw new PaymentProviderError('This payment has no Stripe payment intent to refund');
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: input.providerTxn,
          amount: input.amountMinor,
          reason: 'requested_by_customer',
          metadata: { refundId: input.refundId, paymentId: input.paymentId, reason: input.reason.slice(0, 400) },
        },
        { idempotencyKey: `refund:${input.refundId}` },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new PaymentProviderError(`Stripe refused the refund (${refund.status}${refund.failure_reason ? `: ${refund.failure_reason}` : ''})`);
      }
      return { status: refund.status === 'succeeded' ? 'succeeded' : 'pending', providerRefundRef: refund.id };
    } catch (e) {
      if (e instanceof PaymentProviderError) throw e;
      throw new PaymentProviderError(`Stripe refund failed: ${(e as Error).message}`, { cause: e });
    }
  }
}

/** Our payment id on a Checkout session. */
function sessionPaymentId(s: Stripe.Checkout.Session): string | null {
  return s.metadata?.paymentId ?? s.client_reference_id ?? null;
}

/** The notice of a verified Stripe event (the types the shop subscribes to; others are ignored). */
export function stripeNotice(event: Stripe.Event): PaymentNotice {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const s = event.data.object;
      const paymentId = sessionPaymentId(s);
      if (!paymentId) return { type: 'ignored', eventId: event.id, detail: 'session without our payment id' };
      if (s.payment_status !== 'paid') return { type: 'ignored', eventId: event.id, detail: `session ${s.payment_status}` };
      const intent = typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? s.id);
      return {
        type: 'payment_succeeded',
        eventId: event.id,
        paymentId,
        providerTxn: intent,
        amountMinor: s.amount_total ?? 0,
        currency: (s.currency ?? '').toUpperCase(),
      };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const paymentId = sessionPaymentId(event.data.object);
      if (!paymentId) return { type: 'ignored', eventId: event.id, detail: 'session without our payment id' };
      return { type: event.type === 'checkout.session.expired' ? 'payment_expired' : 'payment_failed', eventId: event.id, paymentId };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const r = event.data.object;
      const refundId = r.metadata?.refundId ?? null;
      if (r.status === 'succeeded') return { type: 'refund_succeeded', eventId: event.id, refundId, providerRefundRef: r.id };
      if (r.status === 'failed' || r.status === 'canceled') return { type: 'refund_failed', eventId: event.id, refundId, providerRefundRef: r.id };
      return { type: 'ignored', eventId: event.id, detail: `refund ${r.status}` };
    }
    default:
      return { type: 'ignored', eventId: event.id, detail: event.type };
  }
}
