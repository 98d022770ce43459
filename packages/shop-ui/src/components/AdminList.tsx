import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { EmptyState, Skeleton } from '@aigc/ui';

/** Props of {@link AdminList}: a console list query's state, the empty text and one row per item. */
export interface AdminListProps<T> {
  query: { data?: { dataList: T[] } | undefined; isLoading: boolean; isError: boolean };
  empty: ReactNode;
  children: (item: T) => ReactNode;
}

/**
 * One list of the operators' console: a skeleton while loading, 'Operators
 * only' when the server refused (403) or failed, `empty` for no rows, else
 * the rows in a `<ul>`.
 */
export function AdminList<T>({ query, empty, children }: AdminListProps<T>) {
  if (query.isLoading) return <Skeleton style={{ height: 200 }} />;
  if (query.isError || !query.data) return <EmptyState title={<Trans>Operators only</Trans>} />;
  if (query.data.dataList.length === 0) return <EmptyState title={empty} />;
  return <ul className="shop-admin">{query.data.dataList.map(children)}</ul>;
}
