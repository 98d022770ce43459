import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminProduct, ProductStatus } from '@aigc/api-client';
import { PRODUCT_STATUSES, nextProductStatuses } from '@aigc/domain';
import {
  useGetAdminProductQuery,
  useGetAdminProductsQuery,
  useMoveProductMutation,
} from '@aigc/store/shop';
import { ProductStatusBadge, useProductStatusLabel } from '@aigc/tickets';
import { Button, Skeleton, TextField } from '@aigc/ui';
import { AdminList } from './AdminList';
import { SelectField } from './SelectField';
import { formatDateTime } from '../util/money';

/** Who moved a product and when (`ProductView.history`, `GET /admin/product`), newest last. */
function ProductHistory({ contentId }: { contentId: string }) {
  const { t, i18n } = useLingui();
  const label = useProductStatusLabel();
  const { data, isLoading } = useGetAdminProductQuery(contentId);
  if (isLoading) return <Skeleton style={{ height: 48 }} />;
  if (!data) return null;
  return (
    <ol className="shop-admin-history" aria-label={t`History`}>
      {data.history.map((h) => (
        <li key={`${h.createTime}-${h.toStatus}`} className="shop-small">
          {h.fromStatus ? `${label(h.fromStatus)} → ` : ''}
          {label(h.toStatus)} · {h.actorId ? (h.actorName ?? h.actorId) : <Trans>the system</Trans>}{' '}
          · {formatDateTime(h.createTime, i18n.locale)}
          {h.note ? ` · ${h.note}` : ''}
        </li>
      ))}
    </ol>
  );
}

/** One Make It Real product in the console: status, wants, its allowed moves (`nextProductStatuses`) and its history on demand. */
function AdminProductRow({ product }: { product: AdminProduct }) {
  const { t, i18n } = useLingui();
  const label = useProductStatusLabel();
  const [move, { isLoading }] = useMoveProductMutation();
  const [note, setNote] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const moves = nextProductStatuses(product.status);
  const go = async (status: ProductStatus) => {
    try {
      await move({
        contentId: product.contentId,
        status,
        expectFrom: product.status,
        ...(note.trim() ? { note: note.trim() } : {}),
      }).unwrap();
      setNote('');
    } catch {
      // toasted by the store (not allowed, status changed meanwhile)
    }
  };
  return (
    <li className="shop-admin-row" aria-label={t`Product ${product.title}`}>
      <div className="shop-admin-row__head">
        <strong>{product.title}</strong> <ProductStatusBadge status={product.status} />
        <span className="shop-muted shop-small">
          {product.contentId} · <Trans>{product.wantCount} wants</Trans> ·{' '}
          {formatDateTime(product.updateTime, i18n.locale)}
          {product.deleted ? (
            <>
              {' '}
              · <Trans>deleted by its author</Trans>
            </>
          ) : null}
        </span>
      </div>
      {moves.length > 0 ? (
        <TextField
          label={t`Note (optional)`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={500}
        />
      ) : null}
      <div className="shop-actions">
        {moves.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'evaluation_failed' ? 'danger' : 'secondary'}
            disabled={isLoading}
            onClick={() => void go(status)}
          >
            <Trans>Move to {label(status)}</Trans>
          </Button>
        ))}
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={showHistory}
          onClick={() => setShowHistory((v) => !v)}
        >
          {showHistory ? <Trans>Hide history</Trans> : <Trans>Show history</Trans>}
        </Button>
      </div>
      {showHistory ? <ProductHistory contentId={product.contentId} /> : null}
    </li>
  );
}

/**
 * The operators' Make It Real products (docs/shop.md 'The shop client',
 * docs/tickets.md 'Operators'): the products by status (`GET /admin/products`),
 * each moved along its lifecycle (`POST /admin/product/status` with the status
 * seen, so a concurrent move answers 409), and who moved it when (`GET /admin/product`).
 */
export function AdminProducts() {
  const { t } = useLingui();
  const label = useProductStatusLabel();
  const [status, setStatus] = useState<ProductStatus | ''>('');
  const query = useGetAdminProductsQuery(status ? { status } : {});
  return (
    <>
      <SelectField
        label={<Trans>Status</Trans>}
        value={status}
        onChange={(e) => setStatus(e.target.value as ProductStatus | '')}
      >
        <option value="">{t`All`}</option>
        {PRODUCT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {label(s)}
          </option>
        ))}
      </SelectField>
      <AdminList query={query} empty={<Trans>No products.</Trans>}>
        {(product) => <AdminProductRow key={product.contentId} product={product} />}
      </AdminList>
    </>
  );
}
