import type { UIEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GenerationRecord, Page, Topic } from '@aigc/api-client';
import { HISTORY_LOAD_MORE_PX } from '@aigc/domain';
import { Checkbox, nearBottom, Spinner } from '@aigc/ui';
import { groupByDay, selectedFromRecord, toggleImage, type SelectedImage } from '../util/selection';

/** The part of the history infinite query this tab uses. */
export interface HistoryQuery {
  data?: { pages: Page<GenerationRecord>[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Props of {@link HistoryTab}. */
export interface HistoryTabProps {
  query: HistoryQuery;
  selected: readonly SelectedImage[];
  onChange: (next: SelectedImage[]) => void;
  max: number;
  /** The chosen challenge: in a Want It challenge, images designed for it are marked. */
  topic: Topic | null;
}

/**
 * Step 1 'History works' (docs/product.md §2 'Generator history picker'): the user's
 * generations grouped by day with a checkbox per image, loading the next
 * page within 200 px of the bottom (docs/product.md §9). Picking stops at `max`.
 */
export function HistoryTab({ query, selected, onChange, max, topic }: HistoryTabProps) {
  const { t, i18n } = useLingui();
  const records = query.data?.pages.flatMap((p) => p.dataList) ?? [];
  const groups = groupByDay(records, i18n.locale);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (query.hasNextPage && !query.isFetchingNextPage && nearBottom(el, HISTORY_LOAD_MORE_PX)) {
      void query.fetchNextPage();
    }
  };
  const full = selected.length >= max;
  return (
    <div className="pd-history" onScroll={onScroll}>
      {groups.map((group) => (
        <section key={group.day} className="pd-history__day" aria-label={group.day}>
          <h3 className="pd-history__date">{group.day}</h3>
          <div className="pd-grid">
            {group.records.flatMap((record) =>
              selectedFromRecord(record).map((image, index) => {
                const checked = selected.some((s) => s.uniqueImageId === image.uniqueImageId);
                const forChallenge = topic?.wantable === 1 && image.wantableTopicIds.some((id) => topic.allowPostWantByTopicIds.includes(id));
                return (
                  <div key={image.uniqueImageId} className="pd-tile" data-selected={checked || undefined}>
                    <img
                      src={image.imageResize200Url || image.imageResize512Url}
                      alt=""
                      loading="lazy"
                      style={{ aspectRatio: `${image.width} / ${image.height}` }}
                      onClick={() => (checked || !full ? onChange(toggleImage(selected, image, max)) : undefined)}
                    />
                    <span className="pd-tile__check">
                      <Checkbox
                        checked={checked}
                        disabled={!checked && full}
                        onCheckedChange={() => onChange(toggleImage(selected, image, max))}
                        label={t`${record.prompt} — image ${index + 1}`}
                        hideLabel
                      />
                    </span>
                    {forChallenge ? (
                      <span className="pd-tile__tag">
                        <Trans>For this challenge</Trans>
                      </span>
                    ) : null}
                  </div>
                );
              }),
            )}
          </div>
        </section>
      ))}
      {query.isFetchingNextPage ? <Spinner size="sm" /> : null}
    </div>
  );
}
