import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order, OrderStatus } from '@aigc/api-client';
import { useGetAdminOrdersQuery, useMoveOrderMutation } from '@aigc/store/shop';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger, TextField } from '@aigc/ui';
import { AdminList } from '../components/AdminList';
import { AdminProducts } from '../components/AdminProducts';
import { AdminReleases } from '../components/AdminReleases';
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

/** The orders by status, each with its moves. */
function AdminOrders() {
  const { t } = useLingui();
  const label = useOrderStatusLabel();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const query = useGetAdminOrdersQuery(status ? { status } : {});
  return (
    <>
      <SelectField label={<Trans>Status</Trans>} value={status} onChange={(e) => setStatus(e.target.value as OrderStatus | '')}>
        {FILTERS.map((s) => (
          <option key={s} value={s}>
            {s ? label(s) : t`All`}
          </option>
        ))}
      </SelectField>
      <AdminList query={query} empty={<Trans>No orders.</Trans>}>
        {(order) => <AdminOrderRow key={order.orderId} order={order} />}
      </AdminList>
    </>
  );
}

/**
 * `/admin/orders` (admin role only: the server answers 403 to anyone else,
 * docs/shop.md 'Operators'), three tabs:
 * - **Orders**: by status, each moved along its lifecycle (confirm, produce,
 *   ship with a tracking number, deliver, cancel, refund or cannot be
 *   produced with the reason the buyer reads) through `POST /admin/order/status`;
 * - **Make It Real products**: by status, each moved along its lifecycle
 *   (`POST /admin/product/status`) with who moved it when ({@link AdminProducts});
 * - **Product releases**: verified creators' direct launches under review,
 *   approved (on sale in the shop) or rejected with a reason ({@link AdminReleases}).
 */
export function AdminOrdersPage() {
  return (
    <div className="shop-page">
      <h1 className="shop-title">
        <Trans>Operators' console</Trans>
      </h1>
      <Tabs defaultValue="orders">
        <TabsList>
          <TabsTrigger value="orders">
            <Trans>Orders</Trans>
          </TabsTrigger>
          <TabsTrigger value="products">
            <Trans>Make It Real products</Trans>
          </TabsTrigger>
          <TabsTrigger value="releases">
            <Trans>Product releases</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="orders">
          <AdminOrders />
        </TabsContent>
        <TabsContent value="products">
          <AdminProducts />
        </TabsContent>
        <TabsContent value="releases">
          <AdminReleases />
        </TabsContent>
      </Tabs>
    </div>
  );
}
