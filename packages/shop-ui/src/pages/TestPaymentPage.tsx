import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import { useConfirmTestPaymentMutation, useGetTestPaymentQuery } from '@aigc/store/shop';
import { Button, EmptyState, Skeleton } from '@aigc/ui';
import { formatMoney } from '../util/money';
import '../styles/shop.css';

/**
 * `/pay/test/:paymentId` (docs/shop.md 'Payments': the embedded default): a
 * page that says loudly that this is a TEST payment and no money moves, the
 * amount, and 'Confirm test payment' (`POST /api/pay/test/:paymentId/confirm`),
 * then the order.
 */
export function TestPaymentPage() {
  const { paymentId = '' } = useParams();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { data: payment, isLoading, isError } = useGetTestPaymentQuery(paymentId);
  const [confirm, { isLoading: confirming }] = useConfirmTestPaymentMutation();

  if (isLoading) {
    return (
      <div className="shop-page shop-page--narrow">
        <Skeleton style={{ height: 200 }} />
      </div>
    );
  }
  if (isError || !payment) {
    return (
      <div className="shop-page shop-page--narrow">
        <EmptyState title={<Trans>This payment does not exist</Trans>} />
      </div>
    );
  }
  const banner = t`TEST PAYMENT — no money moves`;
  const pay = async () => {
    try {
      const order = await confirm(paymentId).unwrap();
      navigate(`/order/detail/${encodeURIComponent(order.orderId)}?paid=1`, { replace: true });
    } catch {
      // toasted by the store
    }
  };
  return (
    <div className="shop-page shop-page--narrow">
      <div className="shop-test-pay" role="region" aria-labelledby="shop-test-pay-title">
        <p className="shop-test-pay__banner" id="shop-test-pay-title">
          {banner}
        </p>
        {/* The server's own label, when it says more than the translated banner. */}
        {payment.label !== banner ? <p className="shop-muted">{payment.label}</p> : null}
        <p className="shop-price shop-price--big">{formatMoney(payment.amountMinor, payment.currency, i18n.locale)}</p>
        {payment.status === 'pending' ? (
          <Button size="lg" block loading={confirming} onClick={() => void pay()}>
            <Trans>Confirm test payment</Trans>
          </Button>
        ) : (
          <Button
            size="lg"
            block
            variant="secondary"
            onClick={() => navigate(`/order/detail/${encodeURIComponent(payment.orderId)}`)}
          >
            <Trans>View the order</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
