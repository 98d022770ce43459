import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import { useCancelOrderMutation, useGetOrderQuery, usePayOrderMutation } from '@aigc/store/shop';
import { Button, ConfirmDialog, EmptyState, Skeleton } from '@aigc/ui';
import { OrderStatusBadge } from '../components/OrderStatus';
import { OrderEvents, OrderTimeline } from '../components/OrderTimeline';
import { formatDateTime, formatMoney } from '../util/money';
import { afterPlacing } from './CheckoutPage';
import '../styles/shop.css';

/**
 * `/order/detail/:orderId` (login, docs/shop.md 'Order lifecycle'): status,
 * the timeline (planned dates and what happened), items, amounts, shipping
 * address, logistics with the tracking number, the refund, 'Pay now' while
 * it can be paid and 'Cancel order' before confirmation (a paid order is
 * refunded in full).
 */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { data: order, isLoading, isError } = useGetOrderQuery(orderId);
  const [cancel, { isLoading: cancelling }] = useCancelOrderMutation();
  const [pay, { isLoading: paying }] = usePayOrderMutation();
  const [asking, setAsking] = useState(false);

  if (isLoading) {
    return (
      <div className="shop-page shop-page--narrow">
        <Skeleton style={{ height: 320 }} />
      </div>
    );
  }
  if (isError || !order) {
    return (
      <div className="shop-page shop-page--narrow">
        <EmptyState title={<Trans>This order does not exist</Trans>} action={<Link to="/order/list">{t`My orders`}</Link>} />
      </div>
    );
  }
  const money = (minor: number) => formatMoney(minor, order.currency, i18n.locale);
  const shipped = order.status === 'shipped' || order.status === 'delivered';
  const payNow = async () => {
    try {
      const next = afterPlacing(await pay({ orderId: order.orderId }).unwrap());
      if (next.kind === 'url') window.location.assign(next.to);
      else navigate(next.to);
    } catch {
      // toasted by the store
    }
  };
  const confirmCancel = async () => {
    try {
      await cancel({ orderId: order.orderId }).unwrap();
    } catch {
      // toasted by the store
    }
    setAsking(false);
  };

  return (
    <div className="shop-page shop-page--narrow">
      <p>
        <Link to="/order/list">
          <Trans>← My orders</Trans>
        </Link>
      </p>
      <h1 className="shop-title">
        <Trans>Order {order.orderId}</Trans>
      </h1>
      <p className="shop-order-status" data-testid="order-status">
        <OrderStatusBadge status={order.status} />
        {order.preOrder ? (
          <span className="shop-muted">
            {' '}
            <Trans>Pre-order</Trans>
          </span>
        ) : null}
      </p>
      <div className="shop-actions">
        {order.canPay ? (
          <Button loading={paying} onClick={() => void payNow()}>
            <Trans>Pay now</Trans>
          </Button>
        ) : null}
        {order.canCancel ? (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            <Trans>Cancel order</Trans>
          </Button>
        ) : null}
      </div>
      <section className="shop-section" aria-labelledby="shop-logistics-title">
        <h2 id="shop-logistics-title" className="shop-section__title">
          <Trans>Logistics</Trans>
        </h2>
        {order.logistics.trackingNumber ? (
          <p data-testid="tracking">
            <Trans>Tracking number</Trans>: <strong>{order.logistics.trackingNumber}</strong>
            {order.logistics.carrier ? <span className="shop-muted"> ({order.logistics.carrier})</span> : null}
            {order.logistics.shippedTime ? (
              <span className="shop-muted">
                {' '}
                · <Trans>shipped {formatDateTime(order.logistics.shippedTime, i18n.locale)}</Trans>
              </span>
            ) : null}
          </p>
        ) : (
          <p className="shop-muted">
            <Trans>Not shipped yet.</Trans>
          </p>
        )}
      </section>
      <section className="shop-section" aria-labelledby="shop-otimeline-title">
        <h2 id="shop-otimeline-title" className="shop-section__title">
          <Trans>Timeline</Trans>
        </h2>
        <OrderTimeline
          dates={{ placedAt: order.timeline.placedTime, shipBy: order.timeline.shipBy, deliverBy: order.timeline.deliverBy }}
          reached={{ placed: true, shipped, delivered: order.status === 'delivered' }}
        />
        <OrderEvents order={order} />
      </section>
      <section className="shop-section" aria-labelledby="shop-items-title">
        <h2 id="shop-items-title" className="shop-section__title">
          <Trans>Items</Trans>
        </h2>
        <ul className="shop-lines">
          {order.items.map((item) => (
            <li key={item.itemId}>
              {item.custom?.previewUrl || item.imageUrl ? (
                <img className="shop-order-row__thumb" src={item.custom?.previewUrl ?? item.imageUrl ?? ''} alt="" />
              ) : null}
              <span>
                {item.title} · {item.size} × {item.quantity}
              </span>
              <span>{money(item.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl className="shop-amounts">
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd>{money(order.amounts.subtotal)}</dd>
          {order.amounts.discount > 0 ? (
            <>
              <dt>
                <Trans>Want-ticket discount</Trans>
              </dt>
              <dd>−{money(order.amounts.discount)}</dd>
            </>
          ) : null}
          <dt>
            <Trans>Shipping</Trans>
          </dt>
          <dd>{money(order.amounts.shipping)}</dd>
          <dt className="shop-amounts__total">
            <Trans>Total</Trans>
          </dt>
          <dd className="shop-amounts__total">{money(order.amounts.total)}</dd>
          <dt>
            <Trans>Paid</Trans>
          </dt>
          <dd>{money(order.amounts.paid)}</dd>
          {order.amounts.refunded > 0 ? (
            <>
              <dt>
                <Trans>Refunded</Trans>
              </dt>
              <dd>{money(order.amounts.refunded)}</dd>
            </>
          ) : null}
        </dl>
        {order.refund ? (
          <p className="shop-muted shop-small">
            <Trans>Refund of {money(order.refund.amount)}</Trans>: {order.refund.reason}
          </p>
        ) : null}
      </section>
      <section className="shop-section" aria-labelledby="shop-shipto-title">
        <h2 id="shop-shipto-title" className="shop-section__title">
          <Trans>Shipping to</Trans>
        </h2>
        <p>
          {order.shipping.fullName} · {order.shipping.phone}
          <br />
          {order.shipping.line1}
          {order.shipping.line2 ? `, ${order.shipping.line2}` : ''}
          <br />
          {order.shipping.city} {order.shipping.region} {order.shipping.postalCode} · {order.shipping.country}
        </p>
      </section>
      <ConfirmDialog
        open={asking}
        title={t`Cancel this order?`}
        message={order.amounts.paid > 0 ? t`What you paid is refunded in full.` : t`The order is closed.`}
        confirmLabel={t`Cancel order`}
        cancelLabel={t`Keep the order`}
        loading={cancelling}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
