import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Order } from '@aigc/api-client';
import { useGetOrderQuery } from '@aigc/store/shop';
import { Button, EmptyState, Skeleton } from '@aigc/ui';
import { QrCode } from '@aigc/ui/qr-code';
import { formatMoney } from '../util/money';
import '../styles/shop.css';

/** How often the WeChat Pay pages read the order while it waits for the provider's notice, in ms. */
export const WX_PAY_POLL_MS = 2000;
/** How long `/wx-pay/callback/:orderId` waits for the notice before it offers to check again, in ms. */
export const WX_CALLBACK_WAIT_MS = 30_000;

/** What `/wx-pay/result/:result` needs in the history state: proof it was opened by the WeChat Pay flow. */
interface WxResultState {
  from: 'wx-pay';
  orderId: string;
}

/** The outcome of a WeChat Pay order: `success` once paid, `fail` once it can no longer be paid, else `null` (still waiting). */
export function wxPayOutcome(order: Pick<Order, 'status' | 'payment'>): 'success' | 'fail' | null {
  if (order.status !== 'pending_payment') return order.status === 'cancelled' ? 'fail' : 'success';
  const status = order.payment?.status;
  if (status === 'succeeded') return 'success';
  if (status === 'failed' || status === 'expired' || status === 'cancelled') return 'fail';
  return null;
}

/** The path of the WeChat Pay page of an order (docs/product.md §2 `/wx-pay`). */
export function wxPayPath(orderId: string): string {
  return `/wx-pay?orderId=${encodeURIComponent(orderId)}`;
}

/** Reads the order every {@link WX_PAY_POLL_MS} until it has an outcome; navigates to the result page then. */
function useOrderUntilOutcome(orderId: string) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const query = useGetOrderQuery(orderId, {
    skip: !orderId,
    pollingInterval: done ? 0 : WX_PAY_POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const outcome = query.data ? wxPayOutcome(query.data) : null;
  useEffect(() => {
    if (!outcome) return;
    setDone(true);
    const state: WxResultState = { from: 'wx-pay', orderId };
    navigate(`/wx-pay/result/${outcome}`, { replace: true, state });
  }, [outcome, orderId, navigate]);
  return query;
}

function Loading() {
  return (
    <div className="shop-page shop-page--narrow">
      <Skeleton style={{ height: 280 }} />
    </div>
  );
}

/** The frame of the H5 and return pages: the narrow page titled 'WeChat Pay'. */
function WxPayFrame({ children }: { children: ReactNode }) {
  return (
    <div className="shop-page shop-page--narrow">
      <div className="shop-wx-pay">
        <h1 className="shop-title">
          <Trans>WeChat Pay</Trans>
        </h1>
        {children}
      </div>
    </div>
  );
}

function NoOrder() {
  const { t } = useLingui();
  return (
    <div className="shop-page shop-page--narrow">
      <EmptyState
        title={<Trans>This order does not exist</Trans>}
        action={<Link to="/order/list">{t`My orders`}</Link>}
      />
    </div>
  );
}

/**
 * `/wx-pay?orderId=` (login, docs/product.md §2, docs/shop.md 'Payments'):
 * WeChat Pay of one order. Desktop (`action.kind: 'qr'`, Native): the QR code
 * of the order's `code_url` with the amount, to scan with WeChat; mobile
 * (`action.kind: 'redirect'`, H5): on to `/wx-pay/h5-pay`. Meanwhile the
 * order is read every {@link WX_PAY_POLL_MS}; once it is paid (or can no
 * longer be paid) the page moves on to `/wx-pay/result/success|fail`. The
 * provider's notice, not this page, pays the order.
 */
export function WxPayPage() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const { t, i18n } = useLingui();
  const { data: order, isLoading, isError } = useOrderUntilOutcome(orderId);

  if (isLoading) return <Loading />;
  if (!orderId || isError || !order) return <NoOrder />;
  const action = order.payment?.action;
  if (action?.kind === 'redirect')
    return <Navigate to={`/wx-pay/h5-pay?orderId=${encodeURIComponent(orderId)}`} replace />;
  const amount = formatMoney(order.amounts.total, order.currency, i18n.locale);
  return (
    <div className="shop-page shop-page--narrow">
      <div className="shop-wx-pay" role="region" aria-labelledby="shop-wx-pay-title">
        <h1 className="shop-title" id="shop-wx-pay-title">
          <Trans>WeChat Pay</Trans>
        </h1>
        <p className="shop-price shop-price--big" data-testid="wx-pay-amount">
          {amount}
        </p>
        {action?.kind === 'qr' ? (
          <>
            <QrCode
              className="shop-wx-pay__qr"
              value={action.codeUrl}
              size={220}
              label={t`Scan with WeChat to pay ${amount}`}
            />
            <p className="shop-muted" role="status">
              <Trans>
                Open WeChat, scan the code and pay. This page moves on by itself once the payment
                arrives.
              </Trans>
            </p>
          </>
        ) : (
          <p className="shop-muted" role="status">
            <Trans>This order has no WeChat payment open.</Trans>
          </p>
        )}
        <Link to={`/order/detail/${encodeURIComponent(orderId)}`}>
          <Trans>View the order</Trans>
        </Link>
      </div>
    </div>
  );
}

function leaveFor(url: string): void {
  window.location.assign(url);
}

/**
 * `/wx-pay/h5-pay?orderId=` (login, docs/product.md §2): WeChat Pay H5 on a
 * phone. Leaves at once for the provider's `h5_url` (`action.kind:
 * 'redirect'`; WeChat sends the buyer back to `/wx-pay/callback/:orderId`),
 * with a button for a browser that blocked it; a QR action goes back to
 * `/wx-pay`.
 */
export function WxH5PayPage({ assign = leaveFor }: { assign?: (url: string) => void }) {
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const { data: order, isLoading, isError } = useGetOrderQuery(orderId, { skip: !orderId });
  const action = order?.payment?.action;
  const url =
    order?.status === 'pending_payment' && action?.kind === 'redirect' ? action.url : null;
  useEffect(() => {
    if (url) assign(url);
  }, [url, assign]);

  if (isLoading) return <Loading />;
  if (!orderId || isError || !order) return <NoOrder />;
  if (!url) return <Navigate to={wxPayPath(orderId)} replace />;
  return (
    <WxPayFrame>
      <p role="status">
        <Trans>Opening WeChat Pay…</Trans>
      </p>
      <Button size="lg" block onClick={() => assign(url)}>
        <Trans>Continue to WeChat Pay</Trans>
      </Button>
      <Link to={`/wx-pay/callback/${encodeURIComponent(orderId)}`}>
        <Trans>I have paid</Trans>
      </Link>
    </WxPayFrame>
  );
}

/**
 * `/wx-pay/callback/:orderId` (login, docs/product.md §2): where WeChat Pay
 * sends the buyer back. The notice may arrive after the buyer, so the order
 * is read every {@link WX_PAY_POLL_MS} for {@link WX_CALLBACK_WAIT_MS}; paid
 * → `/wx-pay/result/success`, closed → `…/fail`, still pending then → 'Check
 * again' and a way back to pay.
 */
export function WxPayCallbackPage() {
  const { orderId = '' } = useParams();
  const [waiting, setWaiting] = useState(true);
  const query = useOrderUntilOutcome(waiting ? orderId : '');
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaiting(false), WX_CALLBACK_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (query.isError) return <NoOrder />;
  return (
    <WxPayFrame>
      {waiting ? (
        <p role="status">
          <Trans>Checking your payment…</Trans>
        </p>
      ) : (
        <>
          <p role="status">
            <Trans>
              We have not received your payment yet. If you paid, it will show on the order in a
              moment.
            </Trans>
          </p>
          <Button size="lg" block onClick={() => setWaiting(true)}>
            <Trans>Check again</Trans>
          </Button>
          <Link to={wxPayPath(orderId)}>
            <Trans>Pay with WeChat</Trans>
          </Link>
        </>
      )}
      <Link to={`/order/detail/${encodeURIComponent(orderId)}`}>
        <Trans>View the order</Trans>
      </Link>
    </WxPayFrame>
  );
}

function isWxResultState(state: unknown): state is WxResultState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as WxResultState).from === 'wx-pay' &&
    typeof (state as WxResultState).orderId === 'string'
  );
}

/**
 * `/wx-pay/result/:result` (`success` | `fail`; docs/product.md §2): the
 * outcome of a WeChat payment, with the way to the order. Reachable only from
 * the WeChat Pay pages (they pass the order in the history state); a direct
 * visit, or another `result`, redirects to 'My orders'.
 */
export function WxPayResultPage() {
  const { result } = useParams();
  const { state } = useLocation();
  if (!isWxResultState(state) || (result !== 'success' && result !== 'fail'))
    return <Navigate to="/order/list" replace />;
  const orderPath = `/order/detail/${encodeURIComponent(state.orderId)}`;
  return (
    <div className="shop-page shop-page--narrow">
      <div className="shop-wx-pay" role="status">
        <h1 className="shop-title">
          {result === 'success' ? <Trans>Payment successful</Trans> : <Trans>Payment failed</Trans>}
        </h1>
        <p>
          {result === 'success' ? (
            <Trans>Thank you! We confirm your order within 1 working day.</Trans>
          ) : (
            <Trans>
              The payment did not go through. You can pay again from the order while it is open.
            </Trans>
          )}
        </p>
        <Link to={orderPath}>
          <Trans>View the order</Trans>
        </Link>
      </div>
    </div>
  );
}
