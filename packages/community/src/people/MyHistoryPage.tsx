import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@aigc/ui';
import { HistoryPanel } from '../account/HistoryPanel';
import type { SelectableItem } from '../account/selection';
import '../styles/community.css';
import '../styles/account.css';

const AccountPublish = lazy(() => import('../account/AccountPublish').then((m) => ({ default: m.AccountPublish })));

/**
 * `/my-history` (docs/product.md §2 header 'Mine' → creation history; login required):
 * everything the user generated, grouped by day, with multi-select to post
 * (≤ 9 images) or download (≤ 9, one model file), docs/product.md §5.
 */
export function MyHistoryPage() {
  const { t } = useLingui();
  const [publishItems, setPublishItems] = useState<SelectableItem[] | null>(null);
  return (
    <div className="cm-page">
      <header className="pp-creators__hero">
        <h1 className="cm-feeds__title">
          <Trans>Creation history</Trans>
        </h1>
        <p className="cm-muted">
          <Trans>Every image and model you generated. Select some to post them or download them.</Trans>
        </p>
      </header>
      <HistoryPanel
        onPost={setPublishItems}
        empty={
          <EmptyState
            title={t`No creations yet`}
            description={t`Everything you generate is kept here, ready to post or download.`}
            action={
              <Link to="/generator/image" className="cm-link-button cm-link-button--primary">
                <Trans>Start creating</Trans>
              </Link>
            }
          />
        }
      />
      {publishItems ? (
        <Suspense fallback={null}>
          <AccountPublish items={publishItems} onClose={() => setPublishItems(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
