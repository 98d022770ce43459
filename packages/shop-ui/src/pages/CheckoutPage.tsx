import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Order, PlaceOrderBody } from '@aigc/api-client';
import { US_STATE_CODES } from '@aigc/domain';
import { useGetShippingInfoQuery } from '@aigc/store/make-real';
import { useGetShopConfigQuery, usePlaceOrderMutation, useQuoteOrderQuery } from '@aigc/store/shop';
import { Button, Checkbox, EmptyState, Skeleton, TextField } from '@aigc/ui';
import { SelectField } from '../components/SelectField';
import { CheckoutKey } from '../util/checkoutKey';
import { readCheckoutParams } from '../util/links';
import { formatDate, formatMoney } from '../util/money';
import '../styles/shop.css';

/**
 * Where to go once an order is placed: the TEST payment page, WeChat Pay's
 * `/wx-pay` (QR code or H5, docs/product.md §2), the provider (Stripe), or the order.
 */
export function afterPlacing(order: Order): { kind: 'path' | 'url'; to: string } {
  const action = order.payment?.action;
  if (order.status === 'pending_payment' && action?.kind === 'test' && order.payment) {
    return { kind: 'path', to: `/pay/test/${encodeURIComponent(order.payment.paymentId)}` };
  }
  if (order.status === 'pending_payment' && order.payment?.provider === 'wechat' && action) {
    return { kind: 'path', to: `/wx-pay?orderId=${encodeURIComponent(order.orderId)}` };
  }
  if (order.status === 'pending_payment' && action?.kind === 'redirect') return { kind: 'url', to: action.url };
  return { kind: 'path', to: `/order/detail/${encodeURIComponent(order.orderId)}` };
}

interface AddressDraft {
  fullName: string;
  phone: string;
  line1: string;
  line2: string;
  country: string;
  region: string;
  city: string;
  postalCode: string;
}

/**
 * `/checkout?product=&size=&quantity=[&image=&placement=]` (login, docs/shop.md
 * 'Placing an order', docs/product.md §2 'Shipping information form'): the
 * address step (reusing the saved `/delivery` name, phone and street), the
 * order summary as the server prices it (`POST /api/shop/quote`: lines,
 * want-ticket discount, shipping, total, planned dates), and 'Place order'
 * with one `Idempotency-Key` per checkout attempt, reused on a retry of the
 * same order. Server messages (bad size, country, postal code…) are toasted
 * by the store in the user's language.
 */
export function CheckoutPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const item = useMemo(() => readCheckoutParams(search), [search]);
  const { data: config } = useGetShopConfigQuery();
  const { data: saved, isLoading: savedLoading } = useGetShippingInfoQuery();
  const hasSaved = Boolean(saved?.fullName && saved.phone && saved.address);
  const [useSaved, setUseSaved] = useState(true);
  const [draft, setDraft] = useState<AddressDraft>({
    fullName: '',
    phone: '',
    line1: '',
    line2: '',
    country: '',
    region: '',
    city: '',
    postalCode: '',
  });
  const checkoutKey = useRef(new CheckoutKey());
  const [placeOrder, { isLoading: placing }] = usePlaceOrderMutation();

  useEffect(() => {
    const first = config?.countries[0];
    if (first && !draft.country) setDraft((d) => ({ ...d, country: first.code }));
  }, [config, draft.country]);

  const items = item ? [{ productId: item.productId, size: item.size, quantity: item.quantity, ...(item.custom ? { custom: item.custom } : {}) }] : [];
  const { data: quote, isFetching: quoting } = useQuoteOrderQuery(
    { items, country: draft.country },
    { skip: !item || !draft.country },
  );

  if (!item) {
    return (
      <div className="shop-page">
        <EmptyState title={<Trans>Nothing to check out</Trans>} action={<Link to="/">{t`Back to the shop`}</Link>} />
      </div>
    );
  }
  const country = config?.countries.find((c) => c.code === draft.country);
  const savedInUse = hasSaved && useSaved;
  const set = (field: keyof AddressDraft) => (e: { target: { value: string } }) => setDraft({ ...draft, [field]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: PlaceOrderBody = {
      items,
      shipping: {
        ...(savedInUse ? { useSaved: true } : { fullName: draft.fullName, phone: draft.phone, line1: draft.line1 }),
        ...(draft.line2 ? { line2: draft.line2 } : {}),
        country: draft.country,
        ...(country?.needsRegion ? { region: draft.region } : {}),
        city: draft.city,
        postalCode: draft.postalCode,
      },
      scene: window.matchMedia?.('(max-width: 768px)').matches ? 'mobile' : 'desktop',
    };
    try {
      const order = await placeOrder({ body, idempotencyKey: checkoutKey.current.for(body) }).unwrap();
      const next = afterPlacing(order);
      if (next.kind === 'url') window.location.assign(next.to);
      else navigate(next.to);
    } catch {
      // The store toasts the server's message; pressing again retries with the same key.
    }
  };

  return (
    <div className="shop-page shop-page--narrow">
      <h1 className="shop-title">
        <Trans>Checkout</Trans>
      </h1>
      <form className="shop-checkout" onSubmit={(e) => void submit(e)} noValidate>
        <section className="shop-section" aria-labelledby="shop-address-title">
          <h2 id="shop-address-title" className="shop-section__title">
            <Trans>Shipping address</Trans>
          </h2>
          {savedLoading ? <Skeleton style={{ height: 48 }} /> : null}
          {hasSaved && saved ? (
            <>
              <Checkbox
                checked={useSaved}
                onCheckedChange={setUseSaved}
                label={t`Use my saved shipping information`}
              />
              {useSaved ? (
                <p className="shop-saved" data-testid="saved-address">
                  {saved.fullName} · {saved.phone}
                  <br />
                  {saved.address}
                </p>
              ) : null}
            </>
          ) : null}
          {!savedInUse ? (
            <>
              <TextField label={t`Full name`} value={draft.fullName} onChange={set('fullName')} autoComplete="name" maxLength={60} />
              <TextField label={t`Phone`} type="tel" value={draft.phone} onChange={set('phone')} autoComplete="tel" maxLength={24} />
              <TextField
                label={t`Street address`}
                value={draft.line1}
                onChange={set('line1')}
                autoComplete="address-line1"
                maxLength={200}
              />
            </>
          ) : null}
          <TextField
            label={t`Apartment, suite (optional)`}
            value={draft.line2}
            onChange={set('line2')}
            autoComplete="address-line2"
            maxLength={100}
          />
          <SelectField label={<Trans>Country</Trans>} value={draft.country} onChange={set('country')} autoComplete="country">
            {(config?.countries ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </SelectField>
          {country?.needsRegion ? (
            country.code === 'US' ? (
              <SelectField label={<Trans>State</Trans>} value={draft.region} onChange={set('region')} autoComplete="address-level1">
                <option value="">{t`Choose your state`}</option>
                {US_STATE_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </SelectField>
            ) : (
              <TextField label={t`State / province`} value={draft.region} onChange={set('region')} autoComplete="address-level1" />
            )
          ) : null}
          <TextField label={t`City`} value={draft.city} onChange={set('city')} autoComplete="address-level2" maxLength={60} />
          <TextField
            label={t`Postal code`}
            value={draft.postalCode}
            onChange={set('postalCode')}
            autoComplete="postal-code"
            maxLength={12}
          />
        </section>
        <section className="shop-section" aria-labelledby="shop-summary-title">
          <h2 id="shop-summary-title" className="shop-section__title">
            <Trans>Order summary</Trans>
          </h2>
          {quote ? (
            <div className="shop-summary" aria-busy={quoting || undefined}>
              <ul className="shop-lines">
                {quote.lines.map((line) => (
                  <li key={line.position}>
                    <span>
                      {line.title} · {line.size} × {line.quantity}
                    </span>
                    <span>{formatMoney(line.lineTotalMinor, quote.currency, i18n.locale)}</span>
                  </li>
                ))}
              </ul>
              <dl className="shop-amounts">
                <dt>
                  <Trans>Subtotal</Trans>
                </dt>
                <dd>{formatMoney(quote.subtotal, quote.currency, i18n.locale)}</dd>
                {quote.discount > 0 ? (
                  <>
                    <dt>
                      <Trans>Want-ticket discount</Trans>
                    </dt>
                    <dd>−{formatMoney(quote.discount, quote.currency, i18n.locale)}</dd>
                  </>
                ) : null}
                <dt>
                  <Trans>Shipping</Trans>
                </dt>
                <dd>{quote.shipping === 0 ? t`Free` : formatMoney(quote.shipping, quote.currency, i18n.locale)}</dd>
                <dt className="shop-amounts__total">
                  <Trans>Total</Trans>
                </dt>
                <dd className="shop-amounts__total" data-testid="order-total">
                  {formatMoney(quote.total, quote.currency, i18n.locale)}
                </dd>
              </dl>
              <p className="shop-muted shop-small">
                {quote.preOrder ? <Trans>Pre-order.</Trans> : null}{' '}
                <Trans>
                  Ships by about {formatDate(quote.shipBy, i18n.locale)}, delivered by about{' '}
                  {formatDate(quote.deliverBy, i18n.locale)}.
                </Trans>
              </p>
            </div>
          ) : (
            <Skeleton style={{ height: 120 }} />
          )}
        </section>
        <Button type="submit" size="lg" block loading={placing}>
          <Trans>Place order</Trans>
        </Button>
      </form>
    </div>
  );
}
