import type { UIEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MentionCandidate } from '@aigc/api-client';
import { LOAD_MORE_PX, PRIORITY_CREATOR_MARKER } from '@aigc/domain';
import { Avatar, nearBottom, Spinner } from '@aigc/ui';
import type { MentionSearch } from '../hooks/useMentionSearch';
import { CrownIcon, VerifiedIcon } from './icons';

/** Whether a candidate shows the verified badge / the badge image (docs/product.md §6). */
export function badgesOf(tags: readonly string[]) {
  return {
    verified: tags.includes('official') || tags.includes('author'),
    crown: tags.includes('official') || tags.includes(PRIORITY_CREATOR_MARKER),
  };
}

/** Props of {@link MentionList}. */
export interface MentionListProps {
  /** Id of the listbox (the textarea's `aria-controls`); options are `${listId}-${uuid}`. */
  listId: string;
  search: MentionSearch;
  /** A notice above the list ('You already @'d them', too long). */
  notice: string | null;
  onPick: (candidate: MentionCandidate) => void;
}

/**
 * The mention dropdown (docs/product.md §4 'Mention dropdown'): the notice, a listbox
 * of creators with avatar, name and badges (hover highlights, click picks
 * without taking focus from the textarea), the next page within
 * LOAD_MORE_PX (30 px) of the bottom, a spinner while loading, and 'No
 * related creators found, try other input' when empty or failed.
 */
export function MentionList({ listId, search, notice, onPick }: MentionListProps) {
  const { t } = useLingui();
  const { items, highlight, setHighlight, isFetching, failed, loadMore } = search;
  const empty = !isFetching && items.length === 0;

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    if (nearBottom(event.currentTarget, LOAD_MORE_PX)) loadMore();
  };

  return (
    <div className="mn-mention__popup">
      {notice ? (
        <p className="mn-mention__notice" role="status">
          {notice}
        </p>
      ) : null}
      <ul id={listId} className="mn-mention__list" role="listbox" aria-label={t`Creators to mention`} onScroll={onScroll}>
        {items.map((c, index) => {
          const badges = badgesOf(c.tags);
          return (
            <li
              key={c.uuid}
              id={`${listId}-${c.uuid}`}
              role="option"
              aria-selected={index === highlight}
              className="mn-mention__option"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onPick(c)}
              onMouseEnter={() => setHighlight(index)}
            >
              <Avatar src={c.avatarUrl} name={c.name} size="sm" />
              <span className="mn-mention__name">{c.name}</span>
              {badges.verified ? (
                <span className="mn-mention__verified" title={t`Verified`}>
                  <VerifiedIcon />
                </span>
              ) : null}
              {badges.crown ? (
                <span className="mn-mention__crown" title={c.tags.includes('official') ? t`Official` : t`Quality creator`}>
                  <CrownIcon />
                </span>
              ) : null}
            </li>
          );
        })}
        {isFetching ? (
          <li className="mn-mention__status" aria-hidden>
            <Spinner size="sm" />
          </li>
        ) : null}
      </ul>
      {empty || failed ? (
        <p className="mn-mention__status" role="status">
          <Trans>No related creators found, try other input</Trans>
        </p>
      ) : null}
    </div>
  );
}
