import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order, OrderStatus } from '@aigc/api-client';
import { useGetAdminOrdersQuery, useMoveOrderMutation } from '@aigc/store/shop';
import { Button, EmptyState, Skeleton, TextField } from '@aigc/ui';
import { OrderStatusBadge, useOrderStatusLabel } from '../components/OrderStatus';
import { SelectField } from '../components/SelectField';
import { formatDateTime, formatMoney } from '../util/money';
import '../styles/shop.css';

const FILTERS: readonly (OrderStatus | '')[] = ['', 'pending_payment', 'paid', 'confirmed', 'in_production', 'shipped', 'delivered'];

/** One order in the console, with its allowed moves (`operatorMoves`) and the fields they need. */
function AdminOrderRow({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const label = useOrderStatusLabel();
  const [move, { isLoading }] = useMoveOrderMutation();
  const [tracking, setTracking] = useState('');
  const [carrier, setCarrier] = useState('');
  const [note, setNote] = useState('');
  const needsNote = order.operatorMoves.some((s) => s === 'refunded' || s === 'cannot_be_produced');
  const go = async (status: OrderStatus) => {
    try {
      await move({
        orderId: order.orderId,
        status,
        expectFrom: order.status,
        ...(status === 'shipped' ? { trackingNumber: tracking.trim(), ...(carrier.trim() ? { carrier: carrier.trim() } : {}) } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      }).unwrap();
    } catch {
      // toasted by the store (missing tracking number or reason, status changed meanwhile)
    }
  };
  return (
    <li className="shop-admin-row" aria-label={t`Order ${order.orderId}`}>
      <div className="shop-admin-row__head">
        <strong>{order.orderId}</strong> <OrderStatusBadge status={order.status} />
        <span className="shop-muted shop-small">
          {order.items.map((i) => `${i.title} · ${i.size} × ${i.quantity}`).join(', ')} ·{' '}
          {formatMoney(order.amounts.total, order.currency, i18n.locale)} · {order.shipping.fullName} ·{' '}
          {formatDateTime(order.createTime, i18n.locale)}
        </span>
        {order.logistics.trackingNumber ? (
          <span className="shop-small">
            <Trans>Tracking number</Trans>: {order.logistics.trackingNumber}
          </span>
        ) : null}
      </div>
      {order.operatorMoves.includes('shipped') ? (
        <div className="shop-admin-row__fields">
          <TextField label={t`Tracking number`} value={tracking} onChange={(e) => setTracking(e.target.value)} maxLength={64} />
          <TextField label={t`Carrier (optional)`} value={carrier} onChange={(e) => setCarrier(e.target.value)} maxLength={60} />
        </div>
      ) : null}
      {needsNote ? (
        <TextField label={t`Reason for the buyer (refunds)`} value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
      ) : null}
      <div className="shop-actions">
        {order.operatorMoves.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'refunded' || status === 'cannot_be_produced' || status === 'cancelled' ? 'danger' : 'secondary'}
            disabled={isLoading}
            onClick={() => void go(status)}
          >
            <Trans>Move to {label(status)}</Trans>
          </Button>
        ))}
      </div>
    </li>
  );
}

/**
 * `/admin/orders` (admin role only: the server answers 403 to anyone else,
 * docs/shop.md 'Operators'): the orders by status, each moved along its
 * lifecycle (confirm, produce, ship with a tracking number, deliver,
 * cancel, refund or cannot be produced with the reason the buyer reads)
 * through `POST /admin/order/status`.
 */
export function AdminOrdersPage() {
  const { t } = useLingui();
  const label = useOrderStatusLabel();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const { data, isLoading, isError } = useGetAdminOrdersQuery(status ? { status } : {});
  return (
    <main className="shop-page">
      <h1 className="shop-title">
        <Trans>Orders (operators)</Trans>
      </h1>
      <SelectField label={<Trans>Status</Trans>} value={status} onChange={(e) => setStatus(e.target.value as OrderStatus | '')}>
        {FILTERS.map((s) => (
          <option key={s} value={s}>
            {s ? label(s) : t`All`}
          </option>
        ))}
      </SelectField>
      {isLoading ? (
        <Skeleton style={{ height: 200 }} />
      ) : isError || !data ? (
        <EmptyState title={<Trans>Operators only</Trans>} />
      ) : data.dataList.length === 0 ? (
        <EmptyState title={<Trans>No orders.</Trans>} />
      ) : (
        <ul className="shop-admin">
          {data.dataList.map((order) => (
            <AdminOrderRow key={order.orderId} order={order} />
          ))}
        </ul>
      )}
    </main>
  );
}
