import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { PostDetail, ProductDiscount } from '@aigc/api-client';
import { discountDisplay, formatMoney } from '@aigc/domain';
import { useGetProductDiscountQuery, useGetProductViewQuery } from '@aigc/store/make-real';
import { ProductStatusBadge } from '@aigc/tickets';
import { Badge } from '@aigc/ui';
import { shopOriginFor } from '@aigc/shell';
import { DetailCard } from './DetailCard';

/** Props of {@link PurchaseCard}. */
export interface PurchaseCardProps {
  post: PostDetail;
  /** Origin of the shop host (edition setting); default `shop.` + this host. */
  shopOrigin?: string;
}

function TierNote({ estimate }: { estimate: ProductDiscount }) {
  const best = estimate.tiers.find((x) => x.tier === 'wanter');
  const off = best ? discountDisplay(best.discount) : 30;
  switch (estimate.tier) {
    case 'creator':
      return <Trans>Free for you: you designed it.</Trans>;
    case 'topWanter':
      return <Trans>Your top-wanter price.</Trans>;
    case 'wanter':
      return <Trans>Your price for wanting it.</Trans>;
    default:
      return <Trans>Want it to get at least {off}% off when it is made.</Trans>;
  }
}

/**
 * Price estimate and buy / customize (docs/product.md §2 'Content detail', §9 discount
 * display): the caller's price from `GET /trade/product/discount` (tier,
 * price, "N% off" = (1 − discount) × 100 % through @aigc/domain
 * `discountDisplay`), the product's status once the post is being made
 * (`/api/make-real/product`), 'Buy in the shop' when it is on sale or
 * 'Pre-order in the shop' while it is made (the shop host's
 * `/detail/:contentId`), and 'Customize it' when the creator allowed custom
 * products (`/product/custom/image/:imageId/:imageUrl`). While the estimate
 * is loading or failed nothing is shown in its place (never a made-up price).
 */
export function PurchaseCard({ post, shopOrigin }: PurchaseCardProps) {
  const { i18n } = useLingui();
  const { data: estimate } = useGetProductDiscountQuery({ modelType: 'image', contentId: post.contentId });
  const { data: product } = useGetProductViewQuery(post.contentId);
  const status = product?.status ?? null;
  const onSale = status === 'on_sale';
  const inMaking = status !== null && status !== 'on_sale' && status !== 'evaluation_failed';
  const canCustomize = post.showCustomizeBuyButton === 1;
  const origin = shopOrigin ?? (typeof window === 'undefined' ? '' : shopOriginFor(window.location));
  const poster = post.images[0] ?? post.posterImage;
  const off = estimate ? discountDisplay(estimate.discount) : 0;

  if (!estimate && !onSale && !inMaking && !canCustomize) return null;
  return (
    <DetailCard
      id="cm-purchase-title"
      title={<Trans>Price estimate</Trans>}
      className="cm-purchase"
      action={status ? <ProductStatusBadge status={status} /> : null}
    >
      {estimate ? (
        <div className="cm-price">
          <p className="cm-price__line">
            <span className="cm-price__now">{formatMoney(estimate.priceCents, estimate.currency, i18n.locale)}</span>
            {estimate.priceCents < estimate.fullPriceCents ? (
              <s className="cm-price__was cm-muted">{formatMoney(estimate.fullPriceCents, estimate.currency, i18n.locale)}</s>
            ) : null}
            {off > 0 ? (
              <Badge tone="accent">
                <Trans>{off}% off</Trans>
              </Badge>
            ) : null}
          </p>
          <p className="cm-muted cm-small">
            <TierNote estimate={estimate} />
          </p>
        </div>
      ) : null}
      <div className="cm-purchase__actions">
        {onSale || inMaking ? (
          <a className="cm-link-button cm-link-button--primary" href={`${origin}/detail/${encodeURIComponent(post.contentId)}`}>
            {onSale ? <Trans>Buy in the shop</Trans> : <Trans>Pre-order in the shop</Trans>}
          </a>
        ) : null}
        {canCustomize ? (
          <Link
            className="cm-link-button"
            to={`/product/custom/image/${encodeURIComponent(poster.uniqueImageId)}/${encodeURIComponent(poster.url)}`}
          >
            <Trans>Customize it</Trans>
          </Link>
        ) : null}
      </div>
    </DetailCard>
  );
}
