import {
  PaymentSignatureError,
  type CheckoutInput,
  type CheckoutResult,
  type PaymentNotice,
  type PaymentProvider,
  type RefundInput,
  type RefundResult,
} from './types';

/** Path the buyer's client POSTs to complete a test payment (docs/shop.md 'Test payments'). */
export function testConfirmPath(paymentId: string): string {
  return `/aigc/api/pay/test/${encodeURIComponent(paymentId)}/confirm`;
}

/**
 * The embedded default provider: a clearly labelled TEST payment, no money
 * moves. Its checkout is a page of the shop that shows the amount with a
 * "test payment" label and a confirm button posting {@link testConfirmPath}
 * (the buyer's own session authorises it); a refund succeeds at once.
 * Notifications do not exist for it: the confirm route makes the notice.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly kind = 'test' as const;
  readonly testMode = true;

  async createCheckout(input: CheckoutInput): Promise<CheckoutResult> {
    return { providerRef: `test_${input.paymentId}`, action: { kind: 'test', confirmPath: testConfirmPath(input.paymentId) }, expiresAt: null };
  }

  async verifyNotification(): Promise<PaymentNotice> {
    throw new PaymentSignatureError('The test payment provider sends no notifications');
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    return { status: 'succeeded', providerRefundRef: `test_refund_${input.refundId}` };
  }
}
