import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { PostDetail } from '@aigc/api-client';
import { shopOriginFor } from '../../shell/links';

/** Props of {@link PurchaseCard}. */
export interface PurchaseCardProps {
  post: PostDetail;
  /** Origin of the shop host (edition setting); default `shop.` + this host. */
  shopOrigin?: string;
}

/**
 * Buy or customize (spec §2 'Content detail'): 'Buy in the shop' once the
 * post passed the want threshold (its product page lives on the shop host,
 * `/detail/:contentId`), 'Customize it' when the creator allowed custom
 * products (`showCustomizeBuyButton`, the custom-product flow at
 * `/product/custom/image/:imageId/:imageUrl`). Renders nothing when neither
 * applies.
 */
export function PurchaseCard({ post, shopOrigin }: PurchaseCardProps) {
  const canBuy = post.wantState === 'full';
  const canCustomize = post.showCustomizeBuyButton === 1;
  if (!canBuy && !canCustomize) return null;
  const origin = shopOrigin ?? (typeof window === 'undefined' ? '' : shopOriginFor(window.location));
  const poster = post.images[0] ?? post.posterImage;
  return (
    <section className="cm-card cm-purchase" aria-labelledby="cm-purchase-title">
      <h2 id="cm-purchase-title" className="cm-card__title">
        <Trans>Make it yours</Trans>
      </h2>
      <div className="cm-purchase__actions">
        {canBuy ? (
          <a className="cm-link-button cm-link-button--primary" href={`${origin}/detail/${encodeURIComponent(post.contentId)}`}>
            <Trans>Buy in the shop</Trans>
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
    </section>
  );
}
