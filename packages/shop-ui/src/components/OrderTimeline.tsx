import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@aigc/api-client';
import { formatDate, formatDateTime } from '../util/money';
import { useOrderStatusLabel } from './OrderStatus';

/** Planned dates of an order (docs/product.md §2, §9: placed now, shipped about +10 days, delivered about +5 more). */
export interface PlannedDates {
  placedAt: string;
  shipBy: string;
  deliverBy: string;
}

/**
 * The order timeline of docs/product.md §2 / §9 with the production promises
 * of §1: placed (confirmation within 1 working day, production 5–7 days),
 * shipped by about `shipBy`, delivered by about `deliverBy` (express 2–3
 * days). `reached` marks the steps already done (an order's view); the
 * product page shows the plan of an order placed now.
 */
export function OrderTimeline({
  dates,
  reached = { placed: false, shipped: false, delivered: false },
}: {
  dates: PlannedDates;
  reached?: { placed: boolean; shipped: boolean; delivered: boolean };
}) {
  const { t, i18n } = useLingui();
  const steps = [
    {
      key: 'placed',
      done: reached.placed,
      title: <Trans>Order placed</Trans>,
      date: formatDate(dates.placedAt, i18n.locale),
      promise: <Trans>We confirm your order within 1 working day; production takes 5–7 days.</Trans>,
    },
    {
      key: 'shipped',
      done: reached.shipped,
      title: <Trans>Shipped</Trans>,
      date: formatDate(dates.shipBy, i18n.locale),
      promise: <Trans>About 10 days after the order.</Trans>,
    },
    {
      key: 'delivered',
      done: reached.delivered,
      title: <Trans>Delivered</Trans>,
      date: formatDate(dates.deliverBy, i18n.locale),
      promise: <Trans>Express delivery takes 2–3 days; about 5 days after shipping.</Trans>,
    },
  ];
  return (
    <ol className="shop-timeline" aria-label={t`Order timeline`}>
      {steps.map((step) => (
        <li key={step.key} className="shop-timeline__step" data-done={step.done || undefined}>
          <span className="shop-timeline__dot" aria-hidden="true" />
          <div>
            <p className="shop-timeline__title">
              {step.title} <span className="shop-muted">· {step.done ? null : <Trans>by about</Trans>} {step.date}</span>
            </p>
            <p className="shop-muted shop-small">{step.promise}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** What happened to an order so far (its events, oldest first), as a list. */
export function OrderEvents({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const label = useOrderStatusLabel();
  return (
    <ul className="shop-events">
      {order.timeline.events.map((event, index) => (
        <li key={index}>
          <strong>{label(event.toStatus)}</strong>{' '}
          <time className="shop-muted" dateTime={event.createTime}>
            {formatDateTime(event.createTime, i18n.locale)}
          </time>
          {event.note ? <span className="shop-muted"> — {event.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
