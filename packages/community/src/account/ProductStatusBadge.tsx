import { useLingui } from '@lingui/react/macro';
import type { ProductStatus } from '@aigc/domain';
import { Badge } from '@aigc/ui';

/**
 * The make-it-real status of a product as users see it (docs/product.md §3 'Product
 * statuses shown to users': in-production or pre-sale, on-sale, 3D
 * modelling, delivering, under production), drawn over a card.
 */
export function ProductStatusBadge({ status }: { status: ProductStatus | string }) {
  const { t } = useLingui();
  const text: Record<string, string> = {
    wanted: t`Pre-sale`,
    modelling: t`3D modelling`,
    production: t`Under production`,
    delivering: t`Delivering`,
    on_sale: t`On sale`,
    evaluation_failed: t`Could not be made`,
  };
  return (
    <Badge tone={status === 'on_sale' ? 'success' : status === 'evaluation_failed' ? 'danger' : 'accent'} className="ac-status">
      {text[status] ?? status}
    </Badge>
  );
}
