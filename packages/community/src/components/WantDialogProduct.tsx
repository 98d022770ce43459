import { Trans } from '@lingui/react/macro';
import { discountDisplay, type ProductStatus } from '@aigc/domain';
import { useGetProductViewQuery } from '@aigc/store/make-real';
import { ProductLifecycle, ProductStatusBadge } from '@aigc/tickets';

/**
 * The make-it-real state of a post for the caller (docs/product.md §1, §4, §9), shown in
 * the want dialog and on the post page: the product's status and lifecycle
 * once the post passed 100 wants, and what the caller pays — free for the
 * creator, the wanter's discount shown per docs/product.md §9 (`discountDisplay`), or
 * the refund note after a failed evaluation. Renders nothing while loading,
 * on failure, or when there is nothing to say (`skip` defers the fetch).
 */
export function WantProductStatus({ contentId, skip = false }: { contentId: string; skip?: boolean }) {
  const { data } = useGetProductViewQuery(contentId, { skip });
  if (!data) return null;
  const status = data.status as ProductStatus | null;
  const you = data.you;
  const off = discountDisplay(you.discount);
  if (!status && !you.refunded && !you.isCreator && !you.wanted) return null;
  return (
    <div className="cm-want__product" data-testid="want-product">
      {status ? (
        <>
          <p className="cm-want__status">
            <Trans>Status:</Trans> <ProductStatusBadge status={status} />
          </p>
          <ProductLifecycle status={status} history={data.history as { toStatus: ProductStatus; createTime: string }[]} />
        </>
      ) : null}
      {you.refunded ? (
        <p className="cm-want__note">
          <Trans>This design could not be made. Your want-ticket was refunded, and we will offer you a free alternative.</Trans>
        </p>
      ) : you.isCreator ? (
        <p className="cm-want__discount">
          <Trans>You created it: yours is free.</Trans>
        </p>
      ) : you.wanted ? (
        <p className="cm-want__discount">
          {you.tier === 'topWanter' ? (
            <Trans>
              Top wanter #{you.wantRank}: your discount is <strong>{off}% off</strong>
            </Trans>
          ) : (
            <Trans>
              Your discount: <strong>{off}% off</strong>
            </Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}
