import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ShopProduct } from '@aigc/api-client';
import { useGetShopProductsQuery } from '@aigc/store/shop';
import { Badge, EmptyState, Skeleton } from '@aigc/ui';
import { formatMoney } from '../util/money';
import '../styles/shop.css';

/**
 * One product of the catalogue. The page's `first` card (the first picture
 * on screen, the page's largest paint on a phone) loads its picture at once
 * and before others (`fetchpriority="high"`); the rest wait until they near
 * the viewport.
 */
function ProductCard({ product, first = false }: { product: ShopProduct; first?: boolean }) {
  const { i18n } = useLingui();
  return (
    <li className="shop-card">
      <Link to={`/detail/${encodeURIComponent(product.productId)}`} className="shop-card__link">
        <div className="shop-card__media">
          {product.imageUrl ? (
            <img src={product.imageUrl} alt="" loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : undefined} />
          ) : null}
        </div>
        <div className="shop-card__body">
          <h3 className="shop-card__title">{product.title}</h3>
          <p className="shop-card__price">
            <Trans>from {formatMoney(product.fromPriceMinor, product.currency, i18n.locale)}</Trans>
            {product.sale === 'pre_order' ? (
              <Badge tone="accent">
                <Trans>Pre-order</Trans>
              </Badge>
            ) : null}
          </p>
          {product.author ? <p className="shop-muted shop-small">{product.author.nickName}</p> : null}
        </div>
      </Link>
    </li>
  );
}

/**
 * The shop's home (docs/shop.md 'Catalogue'): the base products anyone
 * customizes with a picture, then the Make It Real designs on sale or open
 * for pre-order, with their lowest price in the region's currency.
 */
export function CataloguePage() {
  const { data, isLoading } = useGetShopProductsQuery({ kind: 'all' });
  const custom = data?.dataList.filter((p) => p.kind === 'custom') ?? [];
  const made = data?.dataList.filter((p) => p.kind === 'made') ?? [];
  return (
    <div className="shop-page">
      <h1 className="shop-title">
        <Trans>Shop</Trans>
      </h1>
      {isLoading ? (
        <Skeleton style={{ height: 240 }} />
      ) : (
        <>
          <section className="shop-section" aria-labelledby="shop-made-title">
            <h2 id="shop-made-title" className="shop-section__title">
              <Trans>Made by the community</Trans>
            </h2>
            {made.length === 0 ? (
              <EmptyState title={<Trans>No design is on sale yet.</Trans>} />
            ) : (
              <ul className="shop-grid">
                {made.map((p, i) => (
                  <ProductCard key={p.productId} product={p} first={i === 0} />
                ))}
              </ul>
            )}
          </section>
          <section className="shop-section" aria-labelledby="shop-custom-title">
            <h2 id="shop-custom-title" className="shop-section__title">
              <Trans>Make it with your picture</Trans>
            </h2>
            <ul className="shop-grid">
              {custom.map((p, i) => (
                <ProductCard key={p.productId} product={p} first={made.length === 0 && i === 0} />
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
