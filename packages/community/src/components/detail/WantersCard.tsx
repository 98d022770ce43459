import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Author } from '@aigc/api-client';
import { useGetWantersInfiniteQuery } from '@aigc/store';
import { Avatar, Button, Dialog, Spinner } from '@aigc/ui';
import { formatDate } from '../../util/format';
import { DetailCard } from './DetailCard';

function WantersDialog({ contentId, open, onOpenChange }: { contentId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  const { data, isLoading, isFetching, hasNextPage, fetchNextPage } = useGetWantersInfiniteQuery(contentId, { skip: !open });
  const people = data?.pages.flatMap((p) => p.dataList) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`People who want it (${total})`} size="sm">
      {isLoading ? (
        <Spinner />
      ) : (
        <ul className="cm-people">
          {people.map((p) => (
            <li key={p.userId}>
              <Link to={`/account/${p.userId}`} className="cm-people__row">
                <Avatar src={p.avatar} name={p.nickName} size="sm" />
                <span className="cm-people__name">{p.nickName}</span>
                <time className="cm-muted cm-small" dateTime={p.wantTime}>
                  {formatDate(p.wantTime, i18n.locale)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {hasNextPage ? (
        <Button variant="ghost" size="sm" loading={isFetching} onClick={() => void fetchNextPage()}>
          <Trans>Load more</Trans>
        </Button>
      ) : null}
    </Dialog>
  );
}

/**
 * Users who wanted a post (docs/product.md §2): the most recent wanters' avatars and,
 * behind 'See all', the whole paginated list (most recent first).
 */
export function WantersCard({ contentId, wanters, total }: { contentId: string; wanters: readonly Author[]; total: number }) {
  const [open, setOpen] = useState(false);
  return (
    <DetailCard
      id="cm-wanters-title"
      title={<Trans>People who want it</Trans>}
      action={
        total > 0 ? (
          <button type="button" className="cm-text-button" onClick={() => setOpen(true)}>
            <Trans>See all ({total})</Trans>
          </button>
        ) : null
      }
    >
      {wanters.length === 0 && total === 0 ? (
        <p className="cm-muted">
          <Trans>No wants yet — be the first.</Trans>
        </p>
      ) : (
        <ul className="cm-wanters">
          {wanters.map((user) => (
            <li key={user.userId}>
              <Link to={`/account/${user.userId}`} className="cm-wanters__link" title={user.nickName}>
                <Avatar src={user.avatar} name={user.nickName} size="sm" />
                <span className="ui-visually-hidden">{user.nickName}</span>
              </Link>
            </li>
          ))}
          {total > wanters.length ? (
            <li>
              <button type="button" className="cm-wanters__more cm-text-button" onClick={() => setOpen(true)}>
                <Trans>+{total - wanters.length}</Trans>
              </button>
            </li>
          ) : null}
        </ul>
      )}
      <WantersDialog contentId={contentId} open={open} onOpenChange={setOpen} />
    </DetailCard>
  );
}
