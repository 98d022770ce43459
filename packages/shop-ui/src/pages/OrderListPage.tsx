import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useGetOrdersQuery } from '@aigc/store/shop';
import { EmptyState, Skeleton } from '@aigc/ui';
import { OrderStatusBadge } from '../components/OrderStatus';
import { formatDate, formatMoney } from '../util/money';
import '../styles/shop.css';

/** `/order/list` (login, docs/product.md §2 'My orders'): the caller's orders, newest first, each to its detail. */
export function OrderListPage() {
  const { t, i18n } = useLingui();
  const { data, isLoading } = useGetOrdersQuery();
  return (
    <div className="shop-page shop-page--narrow">
      <h1 className="shop-title">
        <Trans>My orders</Trans>
      </h1>
      {isLoading ? (
        <Skeleton style={{ height: 160 }} />
      ) : !data || data.dataList.length === 0 ? (
        <EmptyState title={<Trans>No orders yet.</Trans>} action={<Link to="/">{t`Visit the shop`}</Link>} />
      ) : (
        <ul className="shop-orders">
          {data.dataList.map((order) => (
            <li key={order.orderId} className="shop-order-row">
              <Link to={`/order/detail/${encodeURIComponent(order.orderId)}`} className="shop-order-row__link">
                {order.items[0]?.imageUrl ? <img src={order.items[0].imageUrl} alt="" className="shop-order-row__thumb" /> : null}
                <span className="shop-order-row__main">
                  <strong>{order.items.map((i) => i.title).join(', ')}</strong>
                  <span className="shop-muted shop-small">{formatDate(order.createTime, i18n.locale)}</span>
                </span>
                <span className="shop-order-row__side">
                  <OrderStatusBadge status={order.status} />
                  <span>{formatMoney(order.amounts.total, order.currency, i18n.locale)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
