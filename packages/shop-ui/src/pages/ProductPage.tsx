import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import type { ShopProductDetail } from '@aigc/api-client';
import { discountDisplay, discountedPriceCents } from '@aigc/domain';
import { useGetProductDiscountQuery } from '@aigc/store/make-real';
import { useGetShopProductQuery } from '@aigc/store/shop';
import { useProductTypeLabel } from '@aigc/tickets';
import { Badge, Button, EmptyState, Skeleton, useDocumentTitle } from '@aigc/ui';
import { Faqs } from '../components/Faqs';
import { OrderTimeline } from '../components/OrderTimeline';
import { checkoutPath, mainSiteOriginFor } from '../util/links';
import { formatMoney } from '../util/money';
import '../styles/shop.css';

/**
 * 'Your price' of a made product (docs/shop.md 'Pricing'): the caller's tier
 * and discount from `GET /trade/product/discount`, applied to one unit of the
 * chosen size. Shown only — the server prices the order.
 */
function YourPrice({ product, unitMinor }: { product: ShopProductDetail; unitMinor: number }) {
  const { i18n } = useLingui();
  const skip = product.kind !== 'made' || !product.contentId || !product.modelType;
  const { data: estimate } = useGetProductDiscountQuery(
    { modelType: product.modelType ?? 'image', contentId: product.contentId ?? undefined },
    { skip },
  );
  const tier = estimate?.tier ?? product.yourDiscount?.tier ?? 'public';
  const discount = estimate?.discount ?? product.yourDiscount?.discount ?? 1;
  if (skip || tier === 'public' || discount >= 1) return null;
  const available = product.yourDiscount?.available ?? true;
  const off = discountDisplay(discount);
  return (
    <div className="shop-your-price" data-testid="your-price">
      <p className="shop-your-price__line">
        <span>
          <Trans>Your price</Trans>
        </span>{' '}
        <strong className="shop-price">{formatMoney(discountedPriceCents(unitMinor, discount), product.currency, i18n.locale)}</strong>{' '}
        <s className="shop-muted">{formatMoney(unitMinor, product.currency, i18n.locale)}</s>{' '}
        <Badge tone="accent">{tier === 'creator' ? <Trans>Free</Trans> : <Trans>{off}% off</Trans>}</Badge>
      </p>
      <p className="shop-muted shop-small">
        {available ? (
          <Trans>For one item, once: applied when your order is priced.</Trans>
        ) : (
          <Trans>Your discount is held by another of your orders.</Trans>
        )}
      </p>
    </div>
  );
}

/**
 * `/detail/:productId` (docs/product.md §2 'Shop product page', docs/shop.md
 * 'Catalogue'): pictures, sizes with the region's prices, quantity, 'Your
 * price', buy or pre-order (to the checkout), the order timeline with the
 * production promises, FAQs and related works of the community. A base
 * product is customized with one of your pictures first. The document is
 * titled by the product's title.
 */
export function ProductPage() {
  const { productId = '' } = useParams();
  const { t, i18n } = useLingui();
  const typeLabel = useProductTypeLabel();
  const navigate = useNavigate();
  const { data: product, isLoading, isError } = useGetShopProductQuery(productId);
  const [sizeChoice, setSizeChoice] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  // The tab is named by the product once it is loaded (docs/architecture.md 'Document titles').
  useDocumentTitle(product?.title);

  if (isLoading) {
    return (
      <div className="shop-page">
        <Skeleton style={{ height: 320 }} />
      </div>
    );
  }
  if (isError || !product) {
    return (
      <div className="shop-page">
        <EmptyState title={<Trans>This product does not exist</Trans>} action={<Link to="/">{t`Back to the shop`}</Link>} />
      </div>
    );
  }
  const size = product.sizes.find((s) => s.size === sizeChoice) ?? product.sizes[0];
  const unitMinor = size?.priceMinor ?? product.fromPriceMinor;
  const mainOrigin = mainSiteOriginFor(window.location);
  const picture = product.images[0]?.url ?? product.imageUrl;
  const productType = product.productType ? typeLabel(product.productType) : null;

  const buy = () => {
    if (!size) return;
    if (product.kind === 'custom') {
      navigate(`/customize/${encodeURIComponent(product.productId)}?size=${encodeURIComponent(size.size)}`);
      return;
    }
    navigate(checkoutPath({ productId: product.productId, size: size.size, quantity }));
  };

  return (
    <div className="shop-page">
      <div className="shop-product">
        <div className="shop-product__media">{picture ? <img src={picture} alt={product.title} /> : null}</div>
        <div className="shop-product__info">
          <h1 className="shop-title">{product.title}</h1>
          {product.author ? (
            <p className="shop-muted">
              <Trans>by {product.author.nickName}</Trans>
            </p>
          ) : null}
          {productType ? (
            <p className="shop-muted">
              <Trans>{productType}, launched by its creator</Trans>
            </p>
          ) : null}
          {product.sale === 'pre_order' ? (
            <Badge tone="accent">
              <Trans>Pre-order: still in production</Trans>
            </Badge>
          ) : null}
          <p className="shop-price shop-price--big">{formatMoney(unitMinor * quantity, product.currency, i18n.locale)}</p>
          <YourPrice product={product} unitMinor={unitMinor} />
          <fieldset className="shop-sizes">
            <legend>
              <Trans>Size</Trans>
            </legend>
            {product.sizes.map((s) => (
              <label key={s.size} className="shop-size" data-checked={s.size === size?.size || undefined}>
                <input
                  type="radio"
                  name="size"
                  value={s.size}
                  checked={s.size === size?.size}
                  onChange={() => setSizeChoice(s.size)}
                />
                <span>{s.label}</span>
                <span className="shop-muted">{formatMoney(s.priceMinor, product.currency, i18n.locale)}</span>
              </label>
            ))}
          </fieldset>
          {product.kind === 'made' ? (
            <div className="shop-quantity">
              <label htmlFor="shop-quantity">
                <Trans>Quantity</Trans>
              </label>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t`Fewer`}
                disabled={quantity <= 1}
                onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              >
                −
              </Button>
              <input
                id="shop-quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={product.quantityMax}
                value={quantity}
                onChange={(e) => setQuantity(Math.min(product.quantityMax, Math.max(1, Math.trunc(Number(e.target.value) || 1))))}
              />
              <Button
                variant="secondary"
                size="sm"
                aria-label={t`More`}
                disabled={quantity >= product.quantityMax}
                onClick={() => setQuantity((q) => Math.min(product.quantityMax, q + 1))}
              >
                +
              </Button>
            </div>
          ) : null}
          <Button size="lg" block onClick={buy} disabled={!size}>
            {product.kind === 'custom' ? (
              <Trans>Customize with your picture</Trans>
            ) : product.sale === 'pre_order' ? (
              <Trans>Pre-order</Trans>
            ) : (
              <Trans>Buy now</Trans>
            )}
          </Button>
          {product.description ? <p className="shop-description">{product.description}</p> : null}
        </div>
      </div>
      <section className="shop-section" aria-labelledby="shop-timeline-title">
        <h2 id="shop-timeline-title" className="shop-section__title">
          <Trans>If you order today</Trans>
        </h2>
        <OrderTimeline dates={product.timeline} />
      </section>
      <Faqs />
      {product.related.length > 0 ? (
        <section className="shop-section" aria-labelledby="shop-related-title">
          <h2 id="shop-related-title" className="shop-section__title">
            <Trans>Related works</Trans>
          </h2>
          <ul className="shop-grid">
            {product.related.map((post) => (
              <li key={post.contentId} className="shop-card">
                <a className="shop-card__link" href={`${mainOrigin}/content/${encodeURIComponent(post.contentId)}`}>
                  <div className="shop-card__media">
                    <img src={post.posterImage.imageResize512Url ?? post.posterImage.url} alt="" loading="lazy" />
                  </div>
                  <div className="shop-card__body">
                    <h3 className="shop-card__title">{post.title}</h3>
                    <p className="shop-muted shop-small">{post.author.nickName}</p>
                  </div>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
