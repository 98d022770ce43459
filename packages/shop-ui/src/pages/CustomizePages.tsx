import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { BASE_PRODUCT_KINDS, isBaseProductKind } from '@aigc/domain';
import { useGetGenerationHistoryQuery } from '@aigc/store';
import { useShellLinks } from '@aigc/shell';
import { useProductTypeLabel } from '@aigc/tickets';
import { EmptyState, Skeleton } from '@aigc/ui';
import { CustomizePanel } from '../components/CustomizePanel';
import { SelectField } from '../components/SelectField';
import '../styles/shop.css';

/** Goes to a checkout path: in-app on the shop host, a document navigation to the shop host elsewhere. */
function useToCheckout(): (path: string) => void {
  const navigate = useNavigate();
  const shopOrigin = useShellLinks()?.shopOrigin ?? window.location.origin;
  return (path) => {
    if (window.location.origin === shopOrigin) navigate(path);
    else window.location.assign(`${shopOrigin}${path}`);
  };
}

/**
 * `/customize/:productId?size=` on the shop host (login): choose one of your
 * own pictures (your creation history), then place it on the product.
 */
export function CustomizePage() {
  const { productId = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useLingui();
  const toCheckout = useToCheckout();
  const { data, isLoading } = useGetGenerationHistoryQuery({ page: 1, pageSize: 40 });
  const [picked, setPicked] = useState<{ id: string; url: string } | null>(null);
  const pictures = (data?.dataList ?? []).flatMap((record) => record.images);
  return (
    <div className="shop-page">
      <h1 className="shop-title">
        <Trans>Customize</Trans>
      </h1>
      {picked ? (
        <CustomizePanel
          productId={productId}
          imageId={picked.id}
          imageUrl={picked.url}
          initialSize={search.get('size') ?? undefined}
          onAddToOrder={toCheckout}
        />
      ) : isLoading ? (
        <Skeleton style={{ height: 200 }} />
      ) : pictures.length === 0 ? (
        <EmptyState title={<Trans>Create a picture first: your pictures appear here.</Trans>} />
      ) : (
        <section aria-labelledby="shop-pick-title">
          <h2 id="shop-pick-title" className="shop-section__title">
            <Trans>Choose one of your pictures</Trans>
          </h2>
          <ul className="shop-pictures">
            {pictures.map((image) => (
              <li key={image.uniqueImageId}>
                <button
                  type="button"
                  aria-label={t`Use this picture`}
                  onClick={() => setPicked({ id: image.uniqueImageId, url: image.url })}
                >
                  <img src={image.imageResize200Url ?? image.url} alt="" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * `/product/custom/:type/:imageId/:imageUrl?` (docs/product.md §2; login): the
 * picture `imageId` (drawn from `imageUrl`, else its file URL) on a base
 * product — `type` names it (`id-tag`, `pendant`, `keychain`, `figurine`,
 * `poster`; anything else, e.g. `image`, starts on the ID tag and offers the
 * others) — then 'Add to order' goes to the shop's checkout.
 */
export function CustomProductPage() {
  const { type = '', imageId = '', imageUrl } = useParams();
  const productLabel = useProductTypeLabel();
  const toCheckout = useToCheckout();
  const [kind, setKind] = useState<string>(isBaseProductKind(type) ? type : 'id-tag');
  const url = imageUrl ? decodeURIComponent(imageUrl) : `/aigc/files/${encodeURIComponent(imageId)}`;
  return (
    <div className="shop-page">
      <h1 className="shop-title">
        <Trans>Customize</Trans>
      </h1>
      <SelectField label={<Trans>Product</Trans>} value={kind} onChange={(e) => setKind(e.target.value)}>
        {BASE_PRODUCT_KINDS.map((k) => (
          <option key={k} value={k}>
            {productLabel(k)}
          </option>
        ))}
      </SelectField>
      <CustomizePanel key={kind} productId={kind} imageId={imageId} imageUrl={url} onAddToOrder={toCheckout} />
    </div>
  );
}
