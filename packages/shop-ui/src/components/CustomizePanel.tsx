import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_PLACEMENT, PLACEMENT_SCALE_MAX, PLACEMENT_SCALE_MIN } from '@aigc/domain';
import type { PrintPlacement } from '@aigc/domain';
import { useGetShopProductQuery } from '@aigc/store/shop';
import { Button, Skeleton } from '@aigc/ui';
import { checkoutPath } from '../util/links';
import { formatMoney } from '../util/money';
import { Customizer } from './Customizer';
import { SelectField } from './SelectField';

/** Props of {@link CustomizePanel}. */
export interface CustomizePanelProps {
  /** A base product kind (`id-tag`, `pendant`, …). */
  productId: string;
  /** The picture: its id (an image the buyer owns) and a URL to draw. */
  imageId: string;
  imageUrl: string;
  /** The size chosen first, when any. */
  initialSize?: string;
  /** Goes to the checkout path of the line (`/checkout?…`): a navigation on the shop host, a document one from the main site. */
  onAddToOrder: (checkoutPath: string) => void;
}

/**
 * The customizer (docs/shop.md 'Placing an order'): the live preview of the
 * picture on the product's print area, the size (with its price and print
 * area), scale and rotation controls beside the handles, and 'Add to order',
 * which takes the placement to the checkout; the order sends it to the
 * server, which renders the print file from the original picture.
 */
export function CustomizePanel({ productId, imageId, imageUrl, initialSize, onAddToOrder }: CustomizePanelProps) {
  const { t, i18n } = useLingui();
  const { data: product } = useGetShopProductQuery(productId);
  const [sizeChoice, setSizeChoice] = useState(initialSize ?? null);
  const [placement, setPlacement] = useState<PrintPlacement>(DEFAULT_PLACEMENT);
  if (!product) return <Skeleton style={{ height: 360 }} />;
  const size = product.sizes.find((s) => s.size === sizeChoice) ?? product.sizes[0];
  const area = size?.printArea ?? { widthMm: 1, heightMm: 1 };
  return (
    <div className="shop-customizer">
      <Customizer imageUrl={imageUrl} printArea={area} placement={placement} onChange={setPlacement} />
      <div className="shop-customizer__controls">
        <h2 className="shop-section__title">{product.title}</h2>
        <SelectField label={<Trans>Size</Trans>} value={size?.size ?? ''} onChange={(e) => setSizeChoice(e.target.value)}>
          {product.sizes.map((s) => (
            <option key={s.size} value={s.size}>
              {s.label} — {formatMoney(s.priceMinor, product.currency, i18n.locale)}
            </option>
          ))}
        </SelectField>
        {size?.printArea ? (
          <p className="shop-muted shop-small">
            <Trans>
              Print area {size.printArea.widthMm} × {size.printArea.heightMm} mm at {size.printArea.dpi} dpi
            </Trans>
          </p>
        ) : null}
        <label>
          <span>
            <Trans>Scale</Trans>
          </span>
          <input
            type="range"
            min={PLACEMENT_SCALE_MIN}
            max={PLACEMENT_SCALE_MAX}
            step={0.05}
            value={placement.scale}
            onChange={(e) => setPlacement({ ...placement, scale: Number(e.target.value) })}
          />
        </label>
        <label>
          <span>
            <Trans>Rotation</Trans>
          </span>
          <input
            type="range"
            min={-180}
            max={180}
            step={1}
            value={placement.rotation}
            onChange={(e) => setPlacement({ ...placement, rotation: Number(e.target.value) })}
          />
        </label>
        <Button variant="ghost" size="sm" onClick={() => setPlacement(DEFAULT_PLACEMENT)}>
          {t`Reset`}
        </Button>
        <p className="shop-price shop-price--big">{size ? formatMoney(size.priceMinor, product.currency, i18n.locale) : null}</p>
        <Button
          size="lg"
          block
          disabled={!size}
          onClick={() =>
            size && onAddToOrder(checkoutPath({ productId: product.productId, size: size.size, quantity: 1, custom: { imageId, placement } }))
          }
        >
          <Trans>Add to order</Trans>
        </Button>
      </div>
    </div>
  );
}
