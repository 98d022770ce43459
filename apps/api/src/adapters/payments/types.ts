/**
 * The payment provider adapter (docs/architecture.md "Embedded default ▸
 * real engine", docs/shop.md 'Payments'): the labelled test payment by
 * default, Stripe Checkout with `STRIPE_SECRET_KEY`, WeChat Pay v3 with
 * `WECHAT_PAY_MCHID`. Amounts are integers in the currency's minor unit.
 */
import type { Currency } from '@aigc/domain';

/** Which provider is behind a payment. */
export type PaymentProviderKind = 'test' | 'stripe' | 'wechat';

/**
 * What the buyer's client does to pay:
 * - `test`: show the clearly labelled test page and POST `confirmPath` (no money moves);
 * - `redirect`: open `url` (Stripe Checkout, WeChat H5);
 * - `qr`: show `codeUrl` as a QR code to scan with WeChat (Native).
 */
export type PaymentAction =
  | { kind: 'test'; confirmPath: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'qr'; codeUrl: string };

/** Where the buyer pays: `desktop` (WeChat Native QR) or `mobile` (WeChat H5). Stripe ignores it. */
export type PaymentScene = 'desktop' | 'mobile';

/** What a provider needs to open a checkout for one payment. */
export interface CheckoutInput {
  /** Our payment id: the provider's reference (Stripe metadata, WeChat `out_trade_no`). */
  paymentId: string;
  orderId: string;
  amountMinor: number;
  currency: Currency;
  /** One line shown by the provider (≤ 127 bytes for WeChat). */
  description: string;
  /** Absolute URL the provider sends the buyer back to after paying. */
  returnUrl: string;
  /** Absolute URL for an abandoned checkout. */
  cancelUrl: string;
  scene: PaymentScene;
  /** The buyer's IP address (WeChat H5 needs it). */
  clientIp: string;
  /** Checkouts opened before for this payment (0 for the first): keeps provider idempotency keys distinct per attempt. */
  attempt: number;
}

/** An opened checkout. */
export interface CheckoutResult {
  /** The provider's id of this checkout (Stripe session id, WeChat out_trade_no). */
  providerRef: string;
  action: PaymentAction;
  /** When the checkout stops taking payments, if the provider says. */
  expiresAt: Date | null;
}

/**
 * A verified provider notification, reduced to what the shop acts on.
 * `eventId` is unique per provider (a repeated notice has the same id).
 */
export type PaymentNotice =
  | {
      type: 'payment_succeeded';
      eventId: string;
      paymentId: string;
      /** The provider's id of the captured money (payment intent, transaction id). */
      providerTxn: string;
      amountMinor: number;
      currency: string;
    }
  | { type: 'payment_failed' | 'payment_expired'; eventId: string; paymentId: string }
  | { type: 'refund_succeeded' | 'refund_failed'; eventId: string; refundId: string | null; providerRefundRef: string }
  | { type: 'ignored'; eventId: string; detail: string };

/** What a provider needs to give money back. */
export interface RefundInput {
  /** Our refund id (Stripe idempotency key and metadata, WeChat `out_refund_no`). */
  refundId: string;
  paymentId: string;
  providerRef: string | null;
  providerTxn: string | null;
  /** Amount to refund. */
  amountMinor: number;
  /** Amount captured by the payment (WeChat needs it). */
  capturedMinor: number;
  currency: string;
  reason: string;
}

/** A refund the provider accepted: done (`succeeded`) or still processing (`pending`; a notification finishes it). */
export interface RefundResult {
  status: 'succeeded' | 'pending';
  providerRefundRef: string;
}

/** A notification as received: headers (lower-case names) and the exact bytes of the body. */
export interface RawNotification {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

/** One payment provider. */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** True for the test provider: no money moves; clients label it. */
  readonly testMode: boolean;
  /** Opens a checkout for a payment. Throws {@link PaymentProviderError} when the provider refuses or cannot be reached. */
  createCheckout(input: CheckoutInput): Promise<CheckoutResult>;
  /**
   * Verifies a notification's signature (and decrypts it) and reduces it to a
   * {@link PaymentNotice}. Throws {@link PaymentSignatureError} when the
   * signature is missing, wrong or too old.
   */
  verifyNotification(notification: RawNotification): Promise<PaymentNotice>;
  /** Asks the provider to give `amountMinor` back. Throws {@link PaymentProviderError} when refused. */
  refund(input: RefundInput): Promise<RefundResult>;
}

/** A notification whose signature does not verify: answered 400 by the callback routes, nothing changes. */
export class PaymentSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentSignatureError';
  }
}

/** The provider refused a call or could not be reached. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
