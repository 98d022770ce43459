import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '@aigc/api-client';
import { Badge } from '@aigc/ui';

/** The translated name of each order status (docs/shop.md 'Order lifecycle'). */
export function useOrderStatusLabel(): (status: OrderStatus) => string {
  const { t } = useLingui();
  return (status) =>
    ({
      pending_payment: t`Awaiting payment`,
      paid: t`Paid`,
      confirmed: t`Confirmed`,
      in_production: t`In production`,
      shipped: t`Shipped`,
      delivered: t`Delivered`,
      cancelled: t`Cancelled`,
      refunded: t`Refunded`,
      cannot_be_produced: t`Cannot be produced`,
    })[status];
}

/** An order's status as a badge (accent while it moves on, neutral once final). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const label = useOrderStatusLabel();
  const closed = status === 'cancelled' || status === 'refunded' || status === 'cannot_be_produced';
  return <Badge tone={closed ? 'neutral' : 'accent'}>{label(status)}</Badge>;
}
